import { describe, expect, it } from 'vitest';
import { resultCountLabel } from './resultCountLabel';

describe('resultCountLabel (spec 3 §8)', () => {
  it("says 'risultato' for one and 'risultati' otherwise", () => {
    expect(resultCountLabel(1)).toBe('1 risultato');
    expect(resultCountLabel(0)).toBe('0 risultati');
    expect(resultCountLabel(12)).toBe('12 risultati');
  });
});
