import { describe, expect, it } from 'vitest';
import { firstErrors, switchOn } from './index';

describe('switchOn', () => {
  const privacy = switchOn('Devi accettare la Privacy per proseguire.');
  it('passes only when on', () => {
    expect(privacy.parse(true)).toBe(true);
    expect(firstErrors(privacy.safeParse(false))).toEqual({ '': 'Devi accettare la Privacy per proseguire.' });
  });
  it('gives the same message for a missing value', () => {
    expect(firstErrors(privacy.safeParse(undefined))).toEqual({ '': 'Devi accettare la Privacy per proseguire.' });
  });
});
