import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, SUBSCRIPTION_TYPES, filterVisible, filterVisibleFaqs, isVisibleTo, listsFaqs, viewerWithSubscription, type SubscriptionType, type ViewerClaims, type WalletClaim } from './index';

function viewer(t: SubscriptionType, wallets: WalletClaim[] = []): ViewerClaims {
  return { subscriptionType: t, wallets, promoCodes: [], groups: [], hasFiscalCode: false };
}

describe('isVisibleTo: subscription types (spec 1 §6, spec 3 §6 Visibility)', () => {
  const EXPECTED_TRIAL_OR_PREMIUM: Record<SubscriptionType, boolean> = {
    SUSPECT: false, REGISTRATO: false, TRIAL: true, PREMIUM: true, EX_TRIAL: false, EX_PREMIUM: false,
  };
  const EXPECTED_REGISTERED_AND_EX: Record<SubscriptionType, boolean> = {
    SUSPECT: false, REGISTRATO: true, TRIAL: false, PREMIUM: false, EX_TRIAL: true, EX_PREMIUM: true,
  };

  it.each(SUBSCRIPTION_TYPES)('%s: rule [TRIAL, PREMIUM]', (t) => {
    expect(isVisibleTo(viewer(t), { subscriptionTypes: ['TRIAL', 'PREMIUM'] })).toBe(EXPECTED_TRIAL_OR_PREMIUM[t]);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: rule [REGISTRATO, EX_TRIAL, EX_PREMIUM]', (t) => {
    expect(isVisibleTo(viewer(t), { subscriptionTypes: ['REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM'] })).toBe(EXPECTED_REGISTERED_AND_EX[t]);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: empty list, null list, empty rule and no rule mean every type', (t) => {
    expect(isVisibleTo(viewer(t), { subscriptionTypes: [] })).toBe(true);
    expect(isVisibleTo(viewer(t), { subscriptionTypes: null })).toBe(true);
    expect(isVisibleTo(viewer(t), {})).toBe(true);
    expect(isVisibleTo(viewer(t), null)).toBe(true);
    expect(isVisibleTo(viewer(t), undefined)).toBe(true);
  });
});

describe('isVisibleTo: wallet and excluded wallet (spec 3 §6 Wallet / Excluded Wallet)', () => {
  it('wallet must be held and active', () => {
    expect(isVisibleTo(viewer('PREMIUM', [{ code: 'legal', active: true }]), { wallet: 'legal' })).toBe(true);
    expect(isVisibleTo(viewer('PREMIUM', [{ code: 'legal', active: false }]), { wallet: 'legal' })).toBe(false);
    expect(isVisibleTo(viewer('PREMIUM', [{ code: 'ecm', active: true }]), { wallet: 'legal' })).toBe(false);
    expect(isVisibleTo(viewer('PREMIUM'), { wallet: 'legal' })).toBe(false);
  });

  it('excluded wallet must NOT be active', () => {
    expect(isVisibleTo(viewer('PREMIUM', [{ code: 'topnegozi', active: true }]), { excludedWallet: 'topnegozi' })).toBe(false);
    expect(isVisibleTo(viewer('PREMIUM', [{ code: 'topnegozi', active: false }]), { excludedWallet: 'topnegozi' })).toBe(true);
    expect(isVisibleTo(viewer('PREMIUM'), { excludedWallet: 'topnegozi' })).toBe(true);
  });

  it('empty-string wallet fields mean no requirement', () => {
    expect(isVisibleTo(viewer('REGISTRATO'), { wallet: '', excludedWallet: '' })).toBe(true);
  });

  it('all three parts must hold together', () => {
    const rule = { subscriptionTypes: ['PREMIUM' as const], wallet: 'tutelaLegale', excludedWallet: 'tutelaLegale2' };
    expect(isVisibleTo(viewer('PREMIUM', [{ code: 'tutelaLegale', active: true }]), rule)).toBe(true);
    expect(isVisibleTo(viewer('TRIAL', [{ code: 'tutelaLegale', active: true }]), rule)).toBe(false);
    expect(isVisibleTo(viewer('PREMIUM', [{ code: 'tutelaLegale', active: true }, { code: 'tutelaLegale2', active: true }]), rule)).toBe(false);
    expect(isVisibleTo(viewer('PREMIUM', [{ code: 'tutelaLegale', active: false }]), rule)).toBe(false);
  });

  it('the anonymous viewer sees only items without wallet or type requirements', () => {
    expect(isVisibleTo(ANONYMOUS_VIEWER, null)).toBe(true);
    expect(isVisibleTo(ANONYMOUS_VIEWER, { subscriptionTypes: ['SUSPECT'] })).toBe(true);
    expect(isVisibleTo(ANONYMOUS_VIEWER, { wallet: 'ecm' })).toBe(false);
    expect(isVisibleTo(ANONYMOUS_VIEWER, { excludedWallet: 'ecm' })).toBe(true);
  });
});

describe('filterVisible (spec 1 §6 banners, CTAs, menu items, FAQ, labels, cards)', () => {
  const items = [
    { id: 'all' },
    { id: 'all-null', visibility: null },
    { id: 'premium', visibility: { subscriptionTypes: ['PREMIUM' as const] } },
    { id: 'needs-news', visibility: { wallet: 'news' } },
    { id: 'not-with-news', visibility: { excludedWallet: 'news' } },
  ];

  it('keeps order and filters by type and wallets', () => {
    expect(filterVisible(viewer('PREMIUM', [{ code: 'news', active: true }]), items).map((i) => i.id)).toEqual(['all', 'all-null', 'premium', 'needs-news']);
    expect(filterVisible(viewer('REGISTRATO'), items).map((i) => i.id)).toEqual(['all', 'all-null', 'not-with-news']);
  });

  it('with no subscription to check against, the list is empty (spec 1 §6, spec 2 §6)', () => {
    expect(filterVisible(null, items)).toEqual([]);
    expect(filterVisible(undefined, items)).toEqual([]);
    expect(isVisibleTo(null, null)).toBe(false);
  });

  it('claims without a known subscription type count as no subscription; a visitor (SUSPECT) is checked like any type', () => {
    const incomplete = { ...viewer('PREMIUM'), subscriptionType: undefined } as unknown as ViewerClaims;
    const unknown = { ...viewer('PREMIUM'), subscriptionType: 'GOLD' } as unknown as ViewerClaims;
    expect(filterVisible(incomplete, items)).toEqual([]);
    expect(filterVisible(unknown, items)).toEqual([]);
    expect(viewerWithSubscription(incomplete)).toBeNull();
    expect(viewerWithSubscription(ANONYMOUS_VIEWER)).toBe(ANONYMOUS_VIEWER);
    expect(filterVisible(ANONYMOUS_VIEWER, items).map((i) => i.id)).toEqual(['all', 'all-null', 'not-with-news']);
  });
});

describe('FAQ lists (spec 1 §6, spec 2 §6: with no subscription, the FAQ list is empty)', () => {
  const items = [{ id: 'all' }, { id: 'visitors', visibility: { subscriptionTypes: ['SUSPECT' as const] } }, { id: 'registered', visibility: { subscriptionTypes: ['REGISTRATO' as const] } }];

  it('a visitor (SUSPECT) gets none, not even the items for everyone or those naming SUSPECT', () => {
    expect(listsFaqs(ANONYMOUS_VIEWER)).toBe(false);
    expect(filterVisibleFaqs(ANONYMOUS_VIEWER, items)).toEqual([]);
    expect(filterVisibleFaqs(null, items)).toEqual([]);
  });

  it.each(SUBSCRIPTION_TYPES.filter((t) => t !== 'SUSPECT'))('%s gets the items of its type', (t) => {
    expect(listsFaqs(viewer(t))).toBe(true);
    expect(filterVisibleFaqs(viewer(t), items).map((i) => i.id)).toEqual(t === 'REGISTRATO' ? ['all', 'registered'] : ['all']);
  });
});
