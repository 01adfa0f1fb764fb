import { describe, expect, it } from 'vitest';
import { contentWalletAccess, isContentWithheld, isPaywalled, isPaywallPlacement, paywallPlacementOf, pickPaywallOption, type PaywallPlacement, type SubscriptionType, type WalletClaim } from './index';

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

/**
 * isContentWithheld, per persona (spec 1 §6, spec 2 §6): [free legal Tool, free scientific Tool,
 * premium legal Modulo, free article, premium article] for each type, with the wallets the demo
 * personas hold (trial: the scientific wallets only; premium: all of them). The text is withheld
 * exactly where the page shows a paywall or the wallet-blocked notice.
 */
const legalTool = { contentType: 'Tool', isPremium: false, flags: { isTOOLLEG: true } };
const scientificTool = { contentType: 'Tool', isPremium: false, flags: { isTOOLSCIENT: true } };
const premiumLegalModule = { contentType: 'Modulo', isPremium: true, flags: { isMODLEG: true } };
const freeArticle = { contentType: 'Articolo', isPremium: false, flags: {} };
const premiumArticle = { contentType: 'Articolo', isPremium: true, flags: {} };
const PERSONA_WALLETS: Record<SubscriptionType, string[]> = {
  SUSPECT: [],
  REGISTRATO: [],
  TRIAL: ['ecm', 'news', 'toolScientifici', 'moduliScientifici'],
  PREMIUM: ['ecm', 'legal', 'toolLegali', 'toolScientifici', 'moduliLegali', 'moduliScientifici', 'news'],
  EX_TRIAL: [],
  EX_PREMIUM: [],
};
const WITHHELD: Record<SubscriptionType, boolean[]> = {
  SUSPECT: [false, false, true, false, true],
  REGISTRATO: [false, false, true, false, true],
  TRIAL: [true, false, true, false, false],
  PREMIUM: [false, false, false, false, false],
  EX_TRIAL: [false, false, true, false, true],
  EX_PREMIUM: [false, false, true, false, true],
};

describe('isContentWithheld (spec 1 §6, spec 2 §6): the text the page hides never leaves the server', () => {
  it.each(Object.entries(WITHHELD) as [SubscriptionType, boolean[]][])('%s', (type, expected) => {
    const v = { ...viewer(type), wallets: PERSONA_WALLETS[type].map((code) => ({ code, active: true, status: 1 })) };
    const items = [legalTool, scientificTool, premiumLegalModule, freeArticle, premiumArticle];
    expect(items.map((item) => isContentWithheld(v, item))).toEqual(expected);
    // The same rule as the page's: withheld when paywalled or wallet-blocked, never otherwise.
    expect(items.map((item) => isPaywalled(v, { placement: paywallPlacementOf(item.contentType), isPremium: item.isPremium }) || !contentWalletAccess(v, item))).toEqual(expected);
  });

  it('no viewer: premium items are withheld, free ones are not', () => {
    expect([legalTool, premiumLegalModule, freeArticle].map((item) => isContentWithheld(null, item))).toEqual([false, true, false]);
  });
});
