import { describe, expect, it } from 'vitest';
import { pickPaywallOption, type SubscriptionType, type WalletClaim } from './index';

const options = [
  { id: 'renew', visibility: { subscriptionTypes: ['EX_PREMIUM' as const] } },
  { id: 'premium-with-ecm', visibility: { subscriptionTypes: ['PREMIUM' as const], wallet: 'ecm' } },
  { id: 'register', visibility: { subscriptionTypes: ['SUSPECT' as const] } },
  { id: 'upgrade', visibility: { subscriptionTypes: ['REGISTRATO' as const, 'TRIAL' as const, 'EX_TRIAL' as const, 'EX_PREMIUM' as const] } },
];

function pick(t: SubscriptionType, wallets: WalletClaim[] = []) {
  return pickPaywallOption({ subscriptionType: t, wallets, promoCodes: [], groups: [], hasFiscalCode: false }, options)?.id ?? null;
}

describe('paywall option (spec 1 §6, spec 2 §6: first option whose permissions are met)', () => {
  it('picks the first matching option in order', () => {
    expect(pick('EX_PREMIUM')).toBe('renew');
    expect(pick('EX_TRIAL')).toBe('upgrade');
    expect(pick('SUSPECT')).toBe('register');
    expect(pick('PREMIUM', [{ code: 'ecm', active: true }])).toBe('premium-with-ecm');
  });
  it('returns null when no option matches, with no options, or with no viewer', () => {
    expect(pick('PREMIUM')).toBeNull();
    expect(pickPaywallOption({ subscriptionType: 'PREMIUM', wallets: [], promoCodes: [], groups: [], hasFiscalCode: false }, [])).toBeNull();
    expect(pickPaywallOption(null, options)).toBeNull();
  });
  it('an option without permissions matches everybody', () => {
    const open: { id: string; visibility?: null }[] = [{ id: 'x' }];
    expect(pickPaywallOption({ subscriptionType: 'TRIAL', wallets: [], promoCodes: [], groups: [], hasFiscalCode: false }, open)).toEqual({ id: 'x' });
  });
});
