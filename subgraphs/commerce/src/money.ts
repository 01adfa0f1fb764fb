import type { Money } from './generated/resolvers-types';

/** Every price of the club is in euros (DESIGN: money as integer cents plus currency). */
export const CURRENCY = 'EUR';

/**
 * Euros (two decimals, as the upstream sends them) to integer cents. A two-decimal amount times 100
 * lands within far less than half a cent of the integer, so rounding gives it exactly (10.90 → 1090).
 */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function money(cents: number): Money {
  return { cents, currency: CURRENCY };
}
