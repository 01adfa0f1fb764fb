/**
 * Spec 3 §6 shops and coupons rules against the six subscription types and the wallets that matter
 * (topnegozi active, inactive, absent). Expected values are written out from the spec.
 */
import { describe, expect, it } from 'vitest';
import {
  OFFER_PAYWALLS,
  REGISTERED_OFFER_ACTIVATION_ENABLED,
  SUBSCRIPTION_TYPES,
  canFollowShopLogo,
  canSeeShopsIntro,
  offerActivation,
  type SubscriptionType,
  type WalletClaim,
} from './index';

type Wallets = 'topnegozi' | 'inactive topnegozi' | 'none' | 'other wallets';
const WALLET_SETS: Record<Wallets, WalletClaim[]> = {
  topnegozi: [{ code: 'topnegozi', active: true }],
  'inactive topnegozi': [{ code: 'topnegozi', active: false }],
  none: [],
  'other wallets': [{ code: 'ecm', active: true }, { code: 'legal', active: true }],
};

/** [type, wallets, activation allowed (switch on), paywall variant when refused (switch on), variant when the switch is off] */
const ACTIVATION: [SubscriptionType, Wallets, boolean, string | null, string | null][] = [
  ['SUSPECT', 'none', false, 'REGISTER', 'REGISTER'],
  ['SUSPECT', 'topnegozi', false, 'REGISTER', 'REGISTER'],
  ['REGISTRATO', 'none', true, null, 'TRY'],
  ['REGISTRATO', 'topnegozi', true, null, 'TRY'],
  ['REGISTRATO', 'other wallets', true, null, 'TRY'],
  ['TRIAL', 'topnegozi', true, null, null],
  ['TRIAL', 'inactive topnegozi', false, 'UPGRADE', 'UPGRADE'],
  ['TRIAL', 'none', false, 'UPGRADE', 'UPGRADE'],
  ['TRIAL', 'other wallets', false, 'UPGRADE', 'UPGRADE'],
  ['PREMIUM', 'topnegozi', true, null, null],
  ['PREMIUM', 'inactive topnegozi', false, 'UPGRADE', 'UPGRADE'],
  ['PREMIUM', 'other wallets', false, 'UPGRADE', 'UPGRADE'],
  ['EX_TRIAL', 'topnegozi', false, 'UPGRADE', 'UPGRADE'],
  ['EX_TRIAL', 'none', false, 'UPGRADE', 'UPGRADE'],
  ['EX_PREMIUM', 'topnegozi', false, 'RENEW', 'RENEW'],
  ['EX_PREMIUM', 'none', false, 'RENEW', 'RENEW'],
];

describe('offer activation (spec 3 §6)', () => {
  it('the registered switch is on', () => {
    expect(REGISTERED_OFFER_ACTIVATION_ENABLED).toBe(true);
  });

  it.each(ACTIVATION)('%s with %s wallets: allowed %s, paywall %s (switch off: %s)', (t, w, allowed, variant, variantSwitchOff) => {
    const viewer = { subscriptionType: t, wallets: WALLET_SETS[w] };
    const on = offerActivation(viewer, true);
    expect(on.allowed).toBe(allowed);
    expect(on.allowed ? null : on.paywall.variant).toBe(variant);
    const off = offerActivation(viewer, false);
    expect(off.allowed ? null : off.paywall.variant).toBe(variantSwitchOff);
    expect(offerActivation(viewer)).toEqual(on);
  });

  it('covers all six types', () => {
    expect(new Set(ACTIVATION.map(([t]) => t))).toEqual(new Set(SUBSCRIPTION_TYPES));
  });

  it('each refusal carries the button of its type (spec 3 §4 upgrade button by state)', () => {
    expect(OFFER_PAYWALLS.REGISTER.cta.label).toBe('Registrati gratis');
    expect(OFFER_PAYWALLS.TRY.cta.label).toBe('Prova gratis');
    expect(OFFER_PAYWALLS.UPGRADE.cta.label).toBe('Passa a premium');
    expect(OFFER_PAYWALLS.RENEW.cta.label).toBe('Rinnova');
  });
});

/** [type, shop logo links, shops header with topnegozi, shops header without] */
const SHOPS: [SubscriptionType, boolean, boolean, boolean][] = [
  ['SUSPECT', false, false, false],
  ['REGISTRATO', false, false, false],
  ['TRIAL', true, true, false],
  ['PREMIUM', true, true, false],
  ['EX_TRIAL', false, false, false],
  ['EX_PREMIUM', false, false, false],
];

describe('shop logos, shops header and coupon intro (spec 3 §6)', () => {
  it.each(SHOPS)('%s: logo links %s, header with topnegozi %s, without %s', (t, logo, intro, introWithout) => {
    expect(canFollowShopLogo({ subscriptionType: t })).toBe(logo);
    expect(canSeeShopsIntro({ subscriptionType: t, wallets: WALLET_SETS.topnegozi })).toBe(intro);
    expect(canSeeShopsIntro({ subscriptionType: t, wallets: WALLET_SETS['inactive topnegozi'] })).toBe(introWithout);
    expect(canSeeShopsIntro({ subscriptionType: t, wallets: WALLET_SETS['other wallets'] })).toBe(introWithout);
  });
});
