import { describe, expect, it } from 'vitest';
import { durationLabel, italianDate } from './courseFormat';

describe('course page formats', () => {
  it('duration in hours, singular for one', () => {
    expect(durationLabel(1)).toBe('1 ora');
    expect(durationLabel(4.5)).toBe('4,5 ore');
  });
  it('expiry date in Italian order', () => {
    expect(italianDate('2026-12-31')).toBe('31/12/2026');
    expect(italianDate('soon')).toBe('soon');
  });
});
