import { describe, expect, it } from 'vitest';
import { isPaywalled, isPaywallPlacement, paywallPlacementOf, pickPaywallOption, type PaywallPlacement, type SubscriptionType, type WalletClaim } from './index';

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

function viewer(t: SubscriptionType) {
  return { subscriptionType: t, wallets: [], promoCodes: [], groups: [], hasFiscalCode: false };
}

/**
 * Spec 1 §6 / spec 2 §6, written out per type: [premium article, premium resource, free article, edicola].
 * Premium content needs premium-level access (trial or premium); the edicola is for PREMIUM alone.
 */
const PAYWALLED: Record<SubscriptionType, [boolean, boolean, boolean, boolean]> = {
  SUSPECT: [true, true, false, true],
  REGISTRATO: [true, true, false, true],
  TRIAL: [false, false, false, true],
  PREMIUM: [false, false, false, false],
  EX_TRIAL: [true, true, false, true],
  EX_PREMIUM: [true, true, false, true],
};

describe('isPaywalled (spec 1 §6, spec 2 §6): the page is behind a paywall for this viewer', () => {
  it.each(Object.entries(PAYWALLED) as [SubscriptionType, [boolean, boolean, boolean, boolean]][])('%s', (type, expected) => {
    const pages: { placement: PaywallPlacement; isPremium: boolean }[] = [
      { placement: 'articolo', isPremium: true },
      { placement: 'risorsa', isPremium: true },
      { placement: 'articolo', isPremium: false },
      { placement: 'edicola', isPremium: false },
    ];
    expect(pages.map((page) => isPaywalled(viewer(type), page))).toEqual(expected);
  });

  it('no viewer counts as a visitor: premium content and the edicola are paywalled, free content is not', () => {
    expect(isPaywalled(null, { placement: 'articolo', isPremium: true })).toBe(true);
    expect(isPaywalled(undefined, { placement: 'edicola', isPremium: false })).toBe(true);
    expect(isPaywalled(null, { placement: 'risorsa', isPremium: false })).toBe(false);
  });
});

describe('paywall placements', () => {
  it('Tools and Modules are resources, everything else an article', () => {
    expect(['Tool', 'Modulo', 'Articolo', 'News', 'E-book'].map(paywallPlacementOf)).toEqual(['risorsa', 'risorsa', 'articolo', 'articolo', 'articolo']);
  });
  it('knows the three placements only', () => {
    expect(['articolo', 'risorsa', 'edicola', 'home', ''].map(isPaywallPlacement)).toEqual([true, true, true, false, false]);
  });
});
