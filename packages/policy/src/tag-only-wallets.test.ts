import { describe, expect, it } from 'vitest';
import {
  activeWalletCodes,
  canSeeShopsIntro,
  loyaltyState,
  offerActivation,
  profileMenu,
  profileServiceCards,
  profileSideMenu,
  searchableServicesFor,
  showsCreditsCounter,
  skipsNewsContent,
  TAG_ONLY_WALLETS,
  type SubscriptionType,
  type ViewerClaims,
  type WalletClaim,
} from './index';

// Spec 3 §3 names DASOPT, DAS and PRNASC as wallet tags and no rule for them: a member holding them
// sees exactly what the same member without them sees, and the tags stay in the active wallet codes.

const TYPES: SubscriptionType[] = ['SUSPECT', 'REGISTRATO', 'TRIAL', 'PREMIUM', 'EX_TRIAL', 'EX_PREMIUM'];
const wallet = (code: string): WalletClaim => ({ code, active: true, status: 1 });
const BASE = ['ecm', 'news', 'legal', 'winLoy'].map(wallet);
const claims = (t: SubscriptionType, wallets: WalletClaim[]): ViewerClaims => ({ subscriptionType: t, wallets, promoCodes: [], groups: [], hasFiscalCode: true });

describe('DASOPT, DAS and PRNASC (spec 3 §3): tags only', () => {
  it('are the three tags the spec lists', () => {
    expect([...TAG_ONLY_WALLETS]).toEqual(['DASOPT', 'DAS', 'PRNASC']);
  });

  it.each(TYPES)('%s: kept in the active wallet codes, and every decision is the same as without them', (t) => {
    const without = claims(t, BASE);
    const withTags = claims(t, [...BASE, ...TAG_ONLY_WALLETS.map(wallet)]);
    expect(activeWalletCodes(withTags)).toEqual([...activeWalletCodes(without), ...TAG_ONLY_WALLETS]);
    expect(profileMenu(withTags)).toEqual(profileMenu(without));
    expect(profileSideMenu(withTags)).toEqual(profileSideMenu(without));
    expect(searchableServicesFor(withTags)).toEqual(searchableServicesFor(without));
    expect(profileServiceCards({ claims: withTags, isAPS: false, conventionOrder: null })).toEqual(profileServiceCards({ claims: without, isAPS: false, conventionOrder: null }));
    expect(showsCreditsCounter(withTags)).toBe(showsCreditsCounter(without));
    expect(loyaltyState(withTags)).toBe(loyaltyState(without));
    expect(offerActivation(withTags)).toEqual(offerActivation(without));
    expect(canSeeShopsIntro(withTags)).toBe(canSeeShopsIntro(without));
    expect(skipsNewsContent(withTags)).toBe(skipsNewsContent(without));
  });
});
