import { describe, expect, it } from 'vitest';
import { chartLabel, chartSlices } from './coursesChart';

describe('courses chart (spec 3 §4, §9)', () => {
  it.each([
    ['ACTIVE', 1, '1 corso attivo'],
    ['ACTIVE', 2, '2 corsi attivi'],
    ['PASSED', 1, '1 corso superato'],
    ['FAILED', 0, '0 corsi non superati'],
    ['FAILED', 1, '1 corso non superato'],
    ['EXPIRED', 5, '5 corsi scaduti'],
  ] as const)('%s × %i → %s', (status, count, label) => expect(chartLabel(status, count)).toBe(label));

  it('is not drawn when the total is 0', () => {
    expect(chartSlices([{ status: 'ACTIVE', count: 0 }, { status: 'PASSED', count: 0 }])).toBeNull();
  });

  it('one category alone fills the circle; empty categories have no slice', () => {
    const slices = chartSlices([{ status: 'ACTIVE', count: 4 }, { status: 'PASSED', count: 0 }])!;
    expect(slices[0]!.path).toContain('A 1 1 0 1 1 0 1');
    expect(slices[1]!.path).toBeNull();
  });

  it('two halves meet at 6 o\'clock', () => {
    const [a, b] = chartSlices([{ status: 'ACTIVE', count: 1 }, { status: 'PASSED', count: 1 }])!;
    expect(a!.path).toBe('M 0 0 L 0 -1 A 1 1 0 0 1 0 1 Z');
    expect(b!.path).toBe('M 0 0 L 0 1 A 1 1 0 0 1 0 -1 Z');
  });
});
