import { describe, expect, it } from 'vitest';
import { italianOneDecimal } from './italianNumber';

const intl = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

describe('italianOneDecimal', () => {
  it('writes what Intl writes (it-IT, at most one decimal)', () => {
    const values = [0, -0, 1, 2.5, 4.5, 0.05, 0.15, 0.25, 1.45, -2.55, 0.95, 9.95, 99.96, 1000, 9999.95, 10000, 123456.75, -0.04, 1e-7, 5e-7, 0.00005, 1234567.25, 999999999999.95, 1e16, NaN, Infinity];
    for (let i = 0; i < 5000; i++) values.push(Math.round(Math.random() * 10 ** (1 + (i % 8))) / 100 * (i % 3 ? 1 : -1));
    for (const value of values) expect(italianOneDecimal(value), String(value)).toBe(intl.format(value));
  });
});
