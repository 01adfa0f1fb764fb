/**
 * Profile overview rules (spec 3 §2 'Profile area', §4 'Banners', §6, §9): the 'Cosa stai cercando
 * oggi?' and 'Il tuo account' cards, the trial/ex banners, the ECM credits block, invoices and history.
 */
import { profileSideMenu, type MenuItem } from './profile-menu';
import { trialDaysLeft } from './top-bar';
import { hasActiveWallet, isVisitor, WALLETS, type SubscriptionType, type ViewerClaims } from './subscription';

export interface OverviewCard extends MenuItem {
  description: string;
}

/**
 * Spec 3 §2: 'Cosa stai cercando oggi?' cards, filtered by type and some by active wallet: Le mie
 * Cause needs the legal wallet (spec 3 §6), La mia Formazione the ecm wallet (as the profile menu).
 */
export function profileOverviewCards(v: ViewerClaims | null | undefined): OverviewCard[] {
  if (!v || isVisitor(v.subscriptionType)) return [];
  const cards: OverviewCard[] = [];
  if (hasActiveWallet(v, WALLETS.legal)) cards.push({ id: 'cases', label: 'Le mie Cause', href: '/profilo/cause', description: 'Segui le tue cause e le udienze.' });
  if (hasActiveWallet(v, WALLETS.ecm)) cards.push({ id: 'training', label: 'La mia Formazione', href: '/profilo/la-mia-formazione', description: 'I tuoi corsi ECM e i certificati.' });
  cards.push(
    { id: 'library', label: 'La mia Libreria', href: '/profilo/la-mia-libreria', description: 'Le news e gli approfondimenti salvati.' },
    { id: 'resources', label: 'Le mie Risorse', href: '/profilo/le-mie-risorse', description: 'I moduli e i tool salvati.' },
    { id: 'card', label: 'La mia scheda', href: '/profilo/la-mia-scheda', description: 'La tua scheda professionale.' },
  );
  return cards;
}

/** Spec 3 §2: 'Il tuo account' cards: the side menu's entries after Panoramica. */
export function profileAccountCards(v: ViewerClaims | null | undefined): MenuItem[] {
  return profileSideMenu(v)
    .filter((i) => i.id !== 'overview')
    .map(({ id, label, href }) => ({ id, label, href }));
}

export type ProfileBannerKind = 'warning' | 'danger';

export interface ProfileBanner {
  kind: ProfileBannerKind;
  /** Days left of the trial (warning only), never below 0. */
  daysLeft: number | null;
}

/** Spec 3 §4 'Banners': trial → warning with days left; ex-trial and ex-premium → danger; others none. */
export function profileBanner(t: SubscriptionType, expDate: string | null | undefined, today: Date): ProfileBanner | null {
  // Days left as the top bar counts them (calendar days in Italy).
  if (t === 'TRIAL') return { kind: 'warning', daysLeft: trialDaysLeft(expDate, today) };
  if (t === 'EX_TRIAL' || t === 'EX_PREMIUM') return { kind: 'danger', daysLeft: null };
  return null;
}

/** Spec 3 §6: the ECM credits block and the course summary: trial or premium. */
export function showsEcmCredits(t: SubscriptionType): boolean {
  return t === 'TRIAL' || t === 'PREMIUM';
}

/** Spec 3 §9: 'Plafond ECM' is the credits used plus those available. */
export function ecmPlafond(used: number, available: number): number {
  return used + available;
}

/** Spec 3 §4: 'Request extra credits' shows when the initial credit is positive and equals the credits used. */
export function showsRequestExtraCredits(initialCredit: number, used: number): boolean {
  return initialCredit > 0 && initialCredit === used;
}

/** Spec 3 §6: invoices for premium and ex-premium; the others see the empty text and an upsell. */
export function canSeeInvoices(t: SubscriptionType): boolean {
  return t === 'PREMIUM' || t === 'EX_PREMIUM';
}

/** Spec 3 §6: subscription history for premium and ex-premium. */
export function canSeeSubscriptionHistory(t: SubscriptionType): boolean {
  return t === 'PREMIUM' || t === 'EX_PREMIUM';
}

/** Spec 3 §6: the upgrade box for registered and ex users. */
export function showsUpgradeBox(t: SubscriptionType): boolean {
  return t === 'REGISTRATO' || t === 'EX_TRIAL' || t === 'EX_PREMIUM';
}

/** Spec 3 §8: the empty text of the invoices page for whom has none or may not see them. */
export const NO_INVOICES_TEXT = 'Al momento non sono presenti fatture e pagamenti effettuati';

/**
 * Spec 3 §2 header: 'Attivato in data' shows the year only for premium, the full date (dd/MM/yyyy,
 * spec 3 §9) otherwise. `isoDate` is YYYY-MM-DD[...].
 */
export function activationDateLabel(t: SubscriptionType, isoDate: string | null | undefined): string | null {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}/.test(isoDate)) return null;
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return t === 'PREMIUM' ? y! : `${d}/${m}/${y}`;
}

/**
 * Spec 1 §6 'the documents block shows for trial, premium, ex-trial and ex-premium' (spec 3 §6 'Terms
 * shown per type'): those types get their acceptance conditions and the conditions of use; visitors and
 * registered members, who never subscribed, get no documents block.
 */
export const SUBSCRIPTION_DOCUMENT_TYPES: readonly SubscriptionType[] = Object.freeze(['TRIAL', 'PREMIUM', 'EX_TRIAL', 'EX_PREMIUM'] as const);

export type SubscriptionDocumentKind = 'acceptance-conditions' | 'conditions-of-use';

/** The documents block of /profilo/abbonamento (spec 1 §6): [] for visitors and registered members. */
export function subscriptionDocumentKinds(t: SubscriptionType): SubscriptionDocumentKind[] {
  return SUBSCRIPTION_DOCUMENT_TYPES.includes(t) ? ['acceptance-conditions', 'conditions-of-use'] : [];
}

/**
 * Spec 3 §6 'Terms shown per type', on /profilo/privacy ('Privacy e condizioni'): the acceptance
 * conditions only for members who ever subscribed, the conditions of use for every member.
 */
export function subscriptionTermKinds(t: SubscriptionType): SubscriptionDocumentKind[] {
  if (isVisitor(t)) return [];
  return t === 'REGISTRATO' ? ['conditions-of-use'] : ['acceptance-conditions', 'conditions-of-use'];
}

export interface HistoryEntry {
  name: string;
  activeFrom: string;
  endOfSubscription: string | null;
  source: string;
  isActive: boolean;
}

/**
 * Spec 3 §9: the history merges the inactive subscriptions with the add-ons, sorted by start date
 * descending; an add-on ('addon') shows no end date.
 */
export function mergedSubscriptionHistory(subscriptions: HistoryEntry[], addons: HistoryEntry[]): (HistoryEntry & { isAddon: boolean })[] {
  return [
    ...subscriptions.filter((s) => !s.isActive).map((s) => ({ ...s, isAddon: false })),
    ...addons.map((a) => ({ ...a, source: 'addon', endOfSubscription: null, isAddon: true })),
  ].sort((a, b) => (a.activeFrom < b.activeFrom ? 1 : a.activeFrom > b.activeFrom ? -1 : 0));
}

/** Spec 3 §6: 'Le mie cause' needs the legal wallet. */
export function canSeeLegalCases(v: ViewerClaims): boolean {
  return !isVisitor(v.subscriptionType) && hasActiveWallet(v, WALLETS.legal);
}

/**
 * Spec 3 §7 'GET {host}/api/pdf' (the enrolment certificate, name and subscription dates): for a member
 * whose subscription is running, premium or trial (`ENROLMENT_CERTIFICATE_TYPES`; the spec does not say
 * who: the other reading, premium only, leaves a trial member without proof of enrolment).
 */
export const ENROLMENT_CERTIFICATE_TYPES: readonly SubscriptionType[] = ['PREMIUM', 'TRIAL'];

export function mayDownloadEnrolmentCertificate(t: SubscriptionType): boolean {
  return ENROLMENT_CERTIFICATE_TYPES.includes(t);
}
