import { describe, expect, it } from 'vitest';
import { fiscalCode } from './fiscal-code';

describe('fiscal code', () => {
  it('matches the well-known example (Mario Rossi, 1 January 1980, Roma)', () => {
    expect(fiscalCode({ surname: 'Rossi', name: 'Mario', birthDate: new Date(Date.UTC(1980, 0, 1)), female: false, cadastral: 'H501' })).toBe('RSSMRA80A01H501U');
  });

  it('adds 40 to the day for women and handles accents, short names and four-consonant names', () => {
    const code = fiscalCode({ surname: 'Fò', name: 'Gianfranco', birthDate: new Date(Date.UTC(1992, 11, 5)), female: true, cadastral: 'F205' });
    expect(code.slice(0, 11)).toBe('FOXGFR92T45');
    expect(code).toMatch(/^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/);
  });
});
