import { describe, expect, it } from 'vitest';
import { firstErrors, isSearchable, searchTextSchema } from './index';

describe('search text (spec 1 §2, §5: minimum 2 characters)', () => {
  it('trims and accepts 2 characters', () => {
    expect(searchTextSchema.parse('  ab ')).toBe('ab');
  });
  it.each(['', 'a', '  a  '])('%j -> hint', (v) => {
    expect(firstErrors(searchTextSchema.safeParse(v))).toEqual({ '': 'Digita almeno due caratteri per iniziare la ricerca.' });
  });
  it('isSearchable', () => {
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable(null)).toBe(false);
  });
});
