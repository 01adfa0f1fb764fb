/**
 * Spec 3 §6 services rules across the six types and wallets. Expected values are written out
 * literally from the spec, never computed by the code under test.
 */
import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_TYPES,
  canUseLegalConsultationForm,
  isServiceCardVisible,
  isServiceCtaVisible,
  partnerDealsListFor,
  showsInsuranceHeaderLinks,
  showsInsuranceListing,
  showsLegalHeaderLinks,
  showsServiceContactButtons,
  showsServiceHeaderLinks,
  type SubscriptionType,
  type ViewerClaims,
} from './index';

const viewer = (subscriptionType: SubscriptionType, wallets: string[] = []): ViewerClaims => ({
  subscriptionType,
  wallets: wallets.map((code) => ({ code, active: true })),
  promoCodes: [],
  groups: [],
  hasFiscalCode: true,
});

interface Row {
  /** Legal header links with the consulenzaLegale wallet / without. */
  legalHeaderWithWallet: boolean;
  legalHeaderWithout: boolean;
  /** Legal consultation form with the wallet / without. */
  formWithWallet: boolean;
  formWithout: boolean;
  insuranceHeader: boolean;
  insuranceListing: boolean;
  /** Legal-protection insurance card with no legal-protection wallet. */
  legalProtectionCardNoWallet: boolean;
  contactButtons: boolean;
  dealsList: 'premium' | 'standard';
}

const EXPECTED: Record<SubscriptionType, Row> = {
  SUSPECT: { legalHeaderWithWallet: false, legalHeaderWithout: false, formWithWallet: true, formWithout: false, insuranceHeader: false, insuranceListing: false, legalProtectionCardNoWallet: true, contactButtons: false, dealsList: 'standard' },
  REGISTRATO: { legalHeaderWithWallet: false, legalHeaderWithout: false, formWithWallet: true, formWithout: false, insuranceHeader: false, insuranceListing: false, legalProtectionCardNoWallet: true, contactButtons: true, dealsList: 'standard' },
  TRIAL: { legalHeaderWithWallet: true, legalHeaderWithout: false, formWithWallet: true, formWithout: false, insuranceHeader: true, insuranceListing: true, legalProtectionCardNoWallet: true, contactButtons: false, dealsList: 'premium' },
  PREMIUM: { legalHeaderWithWallet: true, legalHeaderWithout: false, formWithWallet: true, formWithout: false, insuranceHeader: true, insuranceListing: true, legalProtectionCardNoWallet: false, contactButtons: false, dealsList: 'premium' },
  EX_TRIAL: { legalHeaderWithWallet: false, legalHeaderWithout: false, formWithWallet: true, formWithout: false, insuranceHeader: false, insuranceListing: false, legalProtectionCardNoWallet: true, contactButtons: true, dealsList: 'standard' },
  EX_PREMIUM: { legalHeaderWithWallet: false, legalHeaderWithout: false, formWithWallet: true, formWithout: false, insuranceHeader: false, insuranceListing: false, legalProtectionCardNoWallet: true, contactButtons: true, dealsList: 'standard' },
};

describe.each(SUBSCRIPTION_TYPES)('services rules for %s (spec 3 §6)', (t) => {
  const row = EXPECTED[t];

  it('legal header links need the legal consultancy portfolio and trial or premium', () => {
    expect(showsLegalHeaderLinks(viewer(t, ['consulenzaLegale']))).toBe(row.legalHeaderWithWallet);
    expect(showsLegalHeaderLinks(viewer(t, ['legal', 'tutelaLegale']))).toBe(row.legalHeaderWithout);
    expect(showsServiceHeaderLinks(viewer(t, ['consulenzaLegale']), 'legal')).toBe(row.legalHeaderWithWallet);
  });

  it('the legal consultation form needs the legal consultancy portfolio', () => {
    expect(canUseLegalConsultationForm(viewer(t, ['consulenzaLegale']))).toBe(row.formWithWallet);
    expect(canUseLegalConsultationForm(viewer(t, ['legal']))).toBe(row.formWithout);
  });

  it('insurance header links and listing are for trial or premium', () => {
    expect(showsInsuranceHeaderLinks(viewer(t))).toBe(row.insuranceHeader);
    expect(showsServiceHeaderLinks(viewer(t), 'insurance')).toBe(row.insuranceHeader);
    expect(showsInsuranceListing(viewer(t))).toBe(row.insuranceListing);
  });

  it('the legal-protection insurance card: premium only with tutelaLegale or tutelaLegale2', () => {
    const card = { legalProtectionInsurance: true };
    expect(isServiceCardVisible(viewer(t), card)).toBe(row.legalProtectionCardNoWallet);
    expect(isServiceCardVisible(viewer(t, ['tutelaLegale']), card)).toBe(true);
    expect(isServiceCardVisible(viewer(t, ['tutelaLegale2']), card)).toBe(true);
  });

  it('phone-call and consultant buttons only for registered, ex-trial and ex-premium', () => {
    expect(showsServiceContactButtons(t)).toBe(row.contactButtons);
    expect(isServiceCtaVisible(viewer(t), { link: '#phonecall' })).toBe(row.contactButtons);
    expect(isServiceCtaVisible(viewer(t), { link: '#modalproducts' })).toBe(row.contactButtons);
    expect(isServiceCtaVisible(viewer(t), { link: '#servizi-legali-form' })).toBe(true);
  });

  it('partner-deals list by type', () => {
    expect(partnerDealsListFor(t)).toBe(row.dealsList);
  });
});

describe('portfolio cards by active tags (spec 3 §6)', () => {
  it.each(SUBSCRIPTION_TYPES)('%s: a tagged card shows only with one of its tags active', (t) => {
    const card = { tags: ['legal', 'consulenzaLegale'] };
    expect(isServiceCardVisible(viewer(t), card)).toBe(false);
    expect(isServiceCardVisible(viewer(t, ['ecm']), card)).toBe(false);
    expect(isServiceCardVisible(viewer(t, ['consulenzaLegale']), card)).toBe(true);
    expect(isServiceCardVisible({ ...viewer(t), wallets: [{ code: 'legal', active: false }] }, card)).toBe(false);
    expect(isServiceCardVisible(viewer(t), { tags: [] })).toBe(true);
  });

  it('Visibility, Wallet and Excluded Wallet apply to cards', () => {
    expect(isServiceCardVisible(viewer('PREMIUM'), { visibility: { subscriptionTypes: ['TRIAL'] } })).toBe(false);
    expect(isServiceCardVisible(viewer('TRIAL'), { visibility: { subscriptionTypes: ['TRIAL'] } })).toBe(true);
    expect(isServiceCardVisible(viewer('PREMIUM', ['netmed']), { visibility: { excludedWallet: 'netmed' } })).toBe(false);
    expect(isServiceCardVisible(viewer('PREMIUM'), { visibility: { wallet: 'netmed' } })).toBe(false);
  });

  it('hero CTAs show only for their listed types', () => {
    const cta = { link: '/piani', visibility: { subscriptionTypes: ['REGISTRATO', 'EX_TRIAL'] as SubscriptionType[] } };
    expect(SUBSCRIPTION_TYPES.filter((t) => isServiceCtaVisible(viewer(t), cta))).toEqual(['REGISTRATO', 'EX_TRIAL']);
  });
});
