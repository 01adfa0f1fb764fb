import { describe, expect, it } from 'vitest';
import { loyaltyState, mayUseLoyaltyPoints, pointsLabel, showsLoyaltyExpiry, type LoyaltyState } from './loyalty';
import type { SubscriptionType, WalletClaim } from './subscription';

const winLoy = (active: boolean, status: number | null): WalletClaim[] => [{ code: 'winLoy', active, status }];

/** Spec 3 §4 'Loyalty state', §6, written out per type: [type, wallets, expected state]. */
const TABLE: [SubscriptionType, WalletClaim[], LoyaltyState][] = [
  ['SUSPECT', [], 'NONE'],
  ['REGISTRATO', [], 'NONE'],
  ['REGISTRATO', winLoy(true, 1), 'NONE'],
  ['TRIAL', winLoy(true, 1), 'NONE'],
  ['PREMIUM', winLoy(true, 1), 'MEMBER'],
  ['PREMIUM', [], 'NONE'],
  ['PREMIUM', winLoy(false, 1), 'NONE'],
  ['EX_TRIAL', winLoy(false, 1), 'NONE'],
  ['EX_PREMIUM', winLoy(false, 1), 'MEMBER'],
  ['EX_PREMIUM', winLoy(false, 0), 'ALTERNATIVE'],
  ['EX_PREMIUM', winLoy(false, 2), 'ALTERNATIVE'],
  ['EX_PREMIUM', [], 'NONE'],
];

describe('loyalty state (spec 3 §4, §6)', () => {
  it.each(TABLE)('%s with %j is %s', (subscriptionType, wallets, expected) => {
    expect(loyaltyState({ subscriptionType, wallets })).toBe(expected);
  });

  it('an ex-premium member uses the points until the expiry day included, a premium member always', () => {
    const ex = { subscriptionType: 'EX_PREMIUM' as const, wallets: winLoy(false, 1) };
    expect(mayUseLoyaltyPoints(ex, '2026-12-31', '2026-12-31')).toBe(true);
    expect(mayUseLoyaltyPoints(ex, '2026-12-31', '2027-01-01')).toBe(false);
    expect(mayUseLoyaltyPoints(ex, null, '2026-01-01')).toBe(false);
    expect(mayUseLoyaltyPoints({ subscriptionType: 'PREMIUM', wallets: winLoy(true, 1) }, null, '2030-01-01')).toBe(true);
    expect(mayUseLoyaltyPoints({ subscriptionType: 'EX_PREMIUM', wallets: winLoy(false, 2) }, '2030-01-01', '2026-01-01')).toBe(false);
  });

  it.each([
    ['SUSPECT', false],
    ['REGISTRATO', false],
    ['TRIAL', false],
    ['PREMIUM', false],
    ['EX_TRIAL', false],
    ['EX_PREMIUM', true],
  ] as const)('%s: the points expiry and renewal link show: %s', (subscriptionType, expected) => {
    expect(showsLoyaltyExpiry({ subscriptionType })).toBe(expected);
  });

  it("writes 'Punto' for one, 'Punti' otherwise (spec 3 §9)", () => {
    expect(pointsLabel(1)).toBe('+1 Punto');
    expect(pointsLabel(0)).toBe('+0 Punti');
    expect(pointsLabel(20)).toBe('+20 Punti');
  });
});
