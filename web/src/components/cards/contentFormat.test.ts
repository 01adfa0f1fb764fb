import { describe, expect, it } from 'vitest';
import { excerpt, formatDate, titleOf } from './contentFormat';

describe('content card formats', () => {
  it('formats ISO dates as dd/MM/yyyy without shifting the day', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('31/12/2025');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('ieri')).toBeNull();
  });

  it("falls back to 'Articolo senza titolo' when the title is missing (spec 1 §8)", () => {
    expect(titleOf(null)).toBe('Articolo senza titolo');
    expect(titleOf('  ')).toBe('Articolo senza titolo');
    expect(titleOf('Nuove linee guida')).toBe('Nuove linee guida');
  });

  it("falls back to 'Nessun estratto disponibile...' when there is no excerpt (spec 1 §8)", () => {
    expect(excerpt(undefined)).toBe('Nessun estratto disponibile...');
    expect(excerpt('<p> </p>')).toBe('Nessun estratto disponibile...');
  });

  it('cuts the excerpt at 150 characters and marks the cut', () => {
    const long = 'a'.repeat(149) + ' ' + 'b'.repeat(60);
    const cut = excerpt(long);
    expect(cut).toBe(`${'a'.repeat(149)}...`);
    expect(excerpt('x'.repeat(150))).toBe('x'.repeat(150));
    expect(excerpt('y'.repeat(151))).toBe(`${'y'.repeat(150)}...`);
  });

  it('drops markup from the excerpt', () => {
    expect(excerpt('<p>Le <strong>novità</strong> del 2026</p>')).toBe('Le novità del 2026');
  });
});
