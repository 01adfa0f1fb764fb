/**
 * Services area rules (spec 3 §6): portfolio cards by active tags, the legal and insurance header
 * links and consultation form, the legal-protection insurance card for premium members, the
 * phone-call / consultant buttons and legal notes, hero CTAs by listed types and the partner-deals
 * list by type. Enforced by the cms subgraph (subgraphs/cms/src/resolvers/services.ts), served as data.
 */
import { hasActiveWallet, subscriptionFlags, type SubscriptionType, type ViewerClaims } from './subscription';
import { showsPhoneCallAndConsultant } from './top-bar';
import { isVisibleTo, type Visibility } from './visibility';

/** Spec 3 §3/§6: the legal consultancy portfolio (wallet) the legal consultation form and header links need. */
export const LEGAL_CONSULTANCY_WALLET = 'consulenzaLegale';
/** Spec 3 §6: the two legal-protection wallets; a premium member sees the legal-protection insurance card only with one. */
export const LEGAL_PROTECTION_WALLETS: readonly string[] = ['tutelaLegale', 'tutelaLegale2'];

/** A service card as the rules read it (spec 3 §3 'Service card'). */
export interface ServiceCardRule {
  /** Portfolio tags (wallet codes); the card shows when one of them is active. Empty: no tag rule. */
  tags?: readonly string[] | null;
  /** Visibility / Wallet / Excluded Wallet. */
  visibility?: Visibility | null;
  /** True for the legal-protection insurance card (premium: only with a legal-protection wallet). */
  legalProtectionInsurance?: boolean;
}

/** Spec 3 §6 'Portfolio cards show when active tags match': a card with tags needs one of them active. */
export function portfolioTagsMatch(viewer: Pick<ViewerClaims, 'wallets'>, tags: readonly string[] | null | undefined): boolean {
  if (!tags || tags.length === 0) return true;
  return tags.some((t) => hasActiveWallet(viewer, t));
}

/** Spec 3 §6: a premium member sees the legal-protection insurance card only with tutelaLegale or tutelaLegale2. */
export function seesLegalProtectionInsuranceCard(viewer: ViewerClaims): boolean {
  if (viewer.subscriptionType !== 'PREMIUM') return true;
  return LEGAL_PROTECTION_WALLETS.some((w) => hasActiveWallet(viewer, w));
}

/** Spec 3 §6: whether a service card is shown to the viewer (Visibility rules, portfolio tags, the legal-protection card rule). */
export function isServiceCardVisible(viewer: ViewerClaims, card: ServiceCardRule): boolean {
  if (!isVisibleTo(viewer, card.visibility)) return false;
  if (!portfolioTagsMatch(viewer, card.tags)) return false;
  if (card.legalProtectionInsurance && !seesLegalProtectionInsuranceCard(viewer)) return false;
  return true;
}

/** Spec 3 §3: the form type of the legal consultation form. */
export const LEGAL_CONSULTATION_FORM_TYPE = 'consulenza-legale';

/** Spec 3 §6: the legal consultation form needs the legal consultancy portfolio. */
export function canUseLegalConsultationForm(viewer: ViewerClaims): boolean {
  return hasActiveWallet(viewer, LEGAL_CONSULTANCY_WALLET);
}

/** Spec 3 §6: the legal header links need the legal consultancy portfolio and a trial or premium subscription. */
export function showsLegalHeaderLinks(viewer: ViewerClaims): boolean {
  return subscriptionFlags(viewer.subscriptionType).isTrialOrPremium && canUseLegalConsultationForm(viewer);
}

/** Spec 3 §6: insurance header links are for trial or premium. */
export function showsInsuranceHeaderLinks(viewer: ViewerClaims): boolean {
  return subscriptionFlags(viewer.subscriptionType).isTrialOrPremium;
}

/** Spec 3 §6: the insurance services listing is for trial or premium. */
export function showsInsuranceListing(viewer: ViewerClaims): boolean {
  return subscriptionFlags(viewer.subscriptionType).isTrialOrPremium;
}

/** Spec 3 §6: the section a service page belongs to decides which header-link rule applies. */
export type ServiceSection = 'legal' | 'insurance' | 'general';

export function showsServiceHeaderLinks(viewer: ViewerClaims, section: ServiceSection): boolean {
  if (section === 'legal') return showsLegalHeaderLinks(viewer);
  if (section === 'insurance') return showsInsuranceHeaderLinks(viewer);
  return true;
}

/** Spec 3 §6 'Phone-call and consultant CTAs: #phonecall shows a call button, #modalproducts opens a products modal'. */
export const SERVICE_CONTACT_MARKERS: readonly string[] = ['#phonecall', '#modalproducts'];

/** Whether a CMS link is a phone-call or consultant button. */
export function isServiceContactLink(href: string): boolean {
  return SERVICE_CONTACT_MARKERS.some((m) => href.includes(m));
}

/** Spec 3 §6: phone-call and consultant buttons and legal notes only for registered, ex-trial and ex-premium (the shared rule). */
export function showsServiceContactButtons(t: SubscriptionType): boolean {
  return showsPhoneCallAndConsultant(t);
}

/**
 * Spec 3 §6 'Hero calls to action show only for listed subscription types' and the sticky menu's
 * CTAs: the CTA's Visibility, and a phone-call or consultant CTA only for the types that may see those buttons.
 */
export function isServiceCtaVisible(viewer: ViewerClaims, cta: { link: string; visibility?: Visibility | null }): boolean {
  if (!isVisibleTo(viewer, cta.visibility)) return false;
  if (isServiceContactLink(cta.link) && !showsServiceContactButtons(viewer.subscriptionType)) return false;
  return true;
}

/** The two partner-deals lists of spec 3 §6. */
export type PartnerDealsList = 'premium' | 'standard';

/**
 * Spec 3 §6 names the premium list and the suspect, registered and ex lists; trial is not named.
 * Reading chosen: trial gets the premium list (trial is the premium experience for its length);
 * the other reading (trial gets the standard list with the generic coupon card) is in docs/spec-coverage.md.
 */
export const TRIAL_PARTNER_DEALS_LIST: PartnerDealsList = 'premium';

/** Spec 3 §6: which partner-deals list a type sees (premium: with Business Class Viaggi, without the generic coupon card). */
export function partnerDealsListFor(t: SubscriptionType): PartnerDealsList {
  if (t === 'PREMIUM') return 'premium';
  if (t === 'TRIAL') return TRIAL_PARTNER_DEALS_LIST;
  return 'standard';
}
