import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, activeWalletCodes, hasActiveWallet, isSubscriptionType, type ViewerClaims } from './index';

const v: ViewerClaims = {
  subscriptionType: 'PREMIUM',
  wallets: [
    { code: 'ecm', active: true },
    { code: 'legal', active: false },
    { code: 'winLoy', active: true, status: 1 },
  ],
  promoCodes: [],
  groups: [],
  hasFiscalCode: true,
};

describe('subscription and wallets', () => {
  it('ANONYMOUS_VIEWER is a SUSPECT with nothing else', () => {
    expect(ANONYMOUS_VIEWER).toEqual({ subscriptionType: 'SUSPECT', wallets: [], promoCodes: [], groups: [], hasFiscalCode: false });
    expect(Object.isFrozen(ANONYMOUS_VIEWER)).toBe(true);
  });

  it('activeWalletCodes lists only active wallets', () => {
    expect(activeWalletCodes(v)).toEqual(['ecm', 'winLoy']);
    expect(activeWalletCodes(ANONYMOUS_VIEWER)).toEqual([]);
  });

  it('hasActiveWallet ignores inactive wallets and is case-sensitive', () => {
    expect(hasActiveWallet(v, 'ecm')).toBe(true);
    expect(hasActiveWallet(v, 'legal')).toBe(false);
    expect(hasActiveWallet(v, 'news')).toBe(false);
    expect(hasActiveWallet(v, 'ECM')).toBe(false);
  });

  it('isSubscriptionType guards wire values', () => {
    expect(isSubscriptionType('EX_PREMIUM')).toBe(true);
    expect(isSubscriptionType('premium')).toBe(false);
    expect(isSubscriptionType(undefined)).toBe(false);
  });
});
