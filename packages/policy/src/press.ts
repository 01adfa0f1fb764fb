/**
 * World Scientific Press (/servizi/pubmed): spec 3 §4 'Scientific press search' header variants and
 * spec 3 §6 "Scientific press search and newsletter need the pubmed wallet".
 */
import { hasActiveWallet, WALLETS, type SubscriptionType, type ViewerClaims } from './subscription';
import { UPGRADE_PATH } from './top-bar';

/** Spec 3 §4: the trial sign-up the visitors' button leads to. */
export const TRIAL_SIGN_UP_PATH = '/registrazione-trial';

export type PressHeaderVariant = 'TRY_FREE' | 'UPGRADE' | 'INCLUDED';

/** What the page header shows: a button (label and target) or, with the wallet, a note without a link. */
export interface PressHeader {
  variant: PressHeaderVariant;
  label: string;
  href: string | null;
}

/** Spec 3 §4: the three header variants, with the spec's labels. */
export const PRESS_HEADERS: Readonly<Record<PressHeaderVariant, PressHeader>> = Object.freeze({
  TRY_FREE: { variant: 'TRY_FREE', label: 'Prova gratis', href: TRIAL_SIGN_UP_PATH },
  UPGRADE: { variant: 'UPGRADE', label: 'Passa a Premium', href: UPGRADE_PATH },
  INCLUDED: { variant: 'INCLUDED', label: 'incluso nel tuo abbonamento', href: null },
});

/**
 * The spec names visitors ('Prova gratis') and trial or premium without the wallet ('Passa a
 * Premium'), not registered, ex-trial and ex-premium members. Two readings: they are members
 * without the service, so 'Passa a Premium' (ours); or registered members have not tried yet, so
 * 'Prova gratis'. docs/spec-coverage.md records both.
 */
export const PRESS_HEADER_FOR_OTHER_MEMBERS: PressHeaderVariant = 'UPGRADE';

/**
 * What a viewer without the pubmed wallet gets on using the search or the newsletter, which the page
 * shows to everyone (spec 3 §2: the page has a subscription-dependent header, search form and
 * newsletter card; §6: both need the pubmed wallet). Two readings: the upgrade modal, the spec's
 * per-service widget 'Vuoi avere accesso al servizio di {service}?' (ours); or the request simply
 * failing, with the §8 'Nessun risultato…' notice. The server refuses either way (FORBIDDEN,
 * WALLET_REQUIRED). docs/spec-coverage.md records both.
 */
export type PressUseWithoutWallet = 'UPGRADE_MODAL' | 'FAILED_NOTICE';
export const PRESS_USE_WITHOUT_WALLET: PressUseWithoutWallet = 'UPGRADE_MODAL';

/** Spec 3 §6: the press search and the newsletter need an active pubmed wallet, whatever the type. */
export function canUsePress(viewer: Pick<ViewerClaims, 'wallets'>): boolean {
  return hasActiveWallet(viewer, WALLETS.pubmed);
}

/** Spec 3 §4: the header variant for this viewer (a fresh copy). */
export function pressHeader(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): PressHeader {
  return { ...PRESS_HEADERS[pressHeaderVariant(viewer)] };
}

export function pressHeaderVariant(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): PressHeaderVariant {
  if (canUsePress(viewer)) return 'INCLUDED';
  const t: SubscriptionType = viewer.subscriptionType;
  if (t === 'SUSPECT') return 'TRY_FREE';
  if (t === 'TRIAL' || t === 'PREMIUM') return 'UPGRADE';
  return PRESS_HEADER_FOR_OTHER_MEMBERS;
}
