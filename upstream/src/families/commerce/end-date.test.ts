import { describe, expect, it } from 'vitest';
import { endDateForHumans } from './end-date';

const now = new Date('2026-03-10T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('endDateForHumans', () => {
  it('words a missing expiry', () => {
    expect(endDateForHumans(null, now)).toBe('Nessuna scadenza');
  });

  it('counts down near expiries', () => {
    expect(endDateForHumans(at('2026-03-10T23:59:00Z'), now)).toBe('Scade oggi');
    expect(endDateForHumans(at('2026-03-11T00:00:00Z'), now)).toBe('Scade domani');
    expect(endDateForHumans(at('2026-03-15T00:00:00Z'), now)).toBe('Scade tra 5 giorni');
    expect(endDateForHumans(at('2026-04-09T00:00:00Z'), now)).toBe('Scade tra 30 giorni');
  });

  it('gives far expiries and past ones as dd/MM/yyyy dates', () => {
    expect(endDateForHumans(at('2026-04-10T00:00:00Z'), now)).toBe('Scade il 10/04/2026');
    expect(endDateForHumans(at('2026-03-01T00:00:00Z'), now)).toBe('Scaduta il 01/03/2026');
  });
});
