/**
 * What a viewer may do on a content page (favourite, print, download, share) and which upsell a refused
 * action opens: spec 1 §4 'Actions on paywalled pages', spec 1 §6 'Other shared rules', spec 2 §6.
 * Also the small per-type content rules around them (favourite toasts, category preferences,
 * personalised suggestions, Edicola digitale).
 */
import { hasActiveWallet, isVisitor, type SubscriptionType, type ViewerClaims } from './subscription';

export type ContentAction = 'FAVOURITE' | 'PRINT' | 'DOWNLOAD' | 'SHARE';

/** Order in which `contentActions` reports the actions. */
export const CONTENT_ACTIONS: readonly ContentAction[] = Object.freeze(['FAVOURITE', 'PRINT', 'DOWNLOAD', 'SHARE'] as const);

export type Upsell =
  | 'SIGN_UP' // suspect on a paywalled page: the sign-up prompt directly
  | 'SUBSCRIBE' // registered on a paywalled page (or premium-only content): subscription modal
  | 'FAVOURITES_UPSELL' // visitors and registered: 'Vuoi salvare i tuoi contenuti preferiti?' (tool/module variants)
  | 'MOVE_TO_PREMIUM' // ex-trial: told to move to Premium
  | 'REACTIVATE' // ex-premium: told to reactivate
  | 'PREMIUM_REQUIRED' // print/download of Tool/Module without premium-level access
  | 'REGISTER_FREE' // print/download of other content for a visitor: asks to register for free
  | 'WALLET_REQUIRED'; // trial/premium blocked from a Tool/Module whose wallet flag is not among their wallets

/** The content fields the rules read. `contentType` uses the spec's Italian spelling ('Tool', 'Modulo', 'Articolo', …). */
export interface ContentForActions {
  contentType: string;
  isPremium: boolean;
  flags: { isMODLEG?: boolean; isMODSCIENT?: boolean; isTOOLLEG?: boolean; isTOOLSCIENT?: boolean };
}

export interface ActionDecision {
  action: ContentAction;
  allowed: boolean;
  upsell: Upsell | null;
  upsellTitle: string | null;
}

/**
 * Premium-level access (spec 1 §6 "Print and download of Tool and Module need premium-level access",
 * "Premium-only pages disable actions for non-premium users"). Our reading: TRIAL counts as
 * premium-level, because the spec groups "trial and premium" for every paid-side rule (favourites
 * saved directly, Tool/Module wallet checks); only the Edicola digitale is PREMIUM alone.
 */
export const PREMIUM_LEVEL_TYPES: readonly SubscriptionType[] = Object.freeze(['TRIAL', 'PREMIUM'] as const);

/** Spec 1 §3 wallet names for the Tool/Module wallet flags (spec 2 §3 content item flags). */
export const CONTENT_FLAG_WALLETS = {
  isTOOLLEG: 'toolLegali',
  isTOOLSCIENT: 'toolScientifici',
  isMODLEG: 'moduliLegali',
  isMODSCIENT: 'moduliScientifici',
} as const satisfies Record<keyof ContentForActions['flags'], string>;

/**
 * Upsell modal titles. The spec gives 'Vuoi salvare i tuoi contenuti preferiti?', 'Vuoi stampare il Tool?'
 * and 'Vuoi scaricare il Modulo?' verbatim and says tool/module variants "and similar" exist; the other
 * titles are our wording in the same style.
 */
export const UPSELL_TITLES = {
  SIGN_UP: 'Registrati gratis per continuare',
  SUBSCRIBE: 'Abbonati a Premium per accedere a questo contenuto',
  FAVOURITES_UPSELL: 'Vuoi salvare i tuoi contenuti preferiti?',
  FAVOURITES_UPSELL_TOOL: 'Vuoi salvare i tuoi Tool preferiti?',
  FAVOURITES_UPSELL_MODULE: 'Vuoi salvare i tuoi Moduli preferiti?',
  MOVE_TO_PREMIUM: 'Passa a Premium per salvare i tuoi contenuti preferiti',
  MOVE_TO_PREMIUM_CONTENT: 'Passa a Premium per accedere a questo contenuto',
  REACTIVATE: 'Riattiva il tuo abbonamento per salvare i tuoi contenuti preferiti',
  REACTIVATE_CONTENT: 'Riattiva il tuo abbonamento per accedere a questo contenuto',
  PRINT_TOOL: 'Vuoi stampare il Tool?',
  DOWNLOAD_TOOL: 'Vuoi scaricare il Tool?',
  PRINT_MODULE: 'Vuoi stampare il Modulo?',
  DOWNLOAD_MODULE: 'Vuoi scaricare il Modulo?',
  REGISTER_FREE_PRINT: 'Registrati gratis per stampare questo contenuto',
  REGISTER_FREE_DOWNLOAD: 'Registrati gratis per scaricare questo contenuto',
  WALLET_REQUIRED_TOOL: 'Questo Tool non è incluso nel tuo abbonamento',
  WALLET_REQUIRED_MODULE: 'Questo Modulo non è incluso nel tuo abbonamento',
} as const;
export type UpsellTitleKey = keyof typeof UPSELL_TITLES;

type ContentKind = 'TOOL' | 'MODULE' | 'OTHER';

function contentKind(contentType: string): ContentKind {
  const t = contentType.trim().toLowerCase();
  if (t === 'tool') return 'TOOL';
  if (t === 'modulo') return 'MODULE';
  return 'OTHER';
}

/** Spec 1 §6: premium-level access is TRIAL or PREMIUM (see PREMIUM_LEVEL_TYPES). */
export function canViewPremiumContent(viewer: ViewerClaims): boolean {
  return PREMIUM_LEVEL_TYPES.includes(viewer.subscriptionType);
}

/** Spec 1 §6: trial and premium users save favourites directly; the others get an upsell. */
export function favouriteSavesOnServer(viewer: ViewerClaims): boolean {
  return canViewPremiumContent(viewer);
}

/** Spec 1 §6 / spec 2 §6: favourite-category preferences are saved to the server only for non-suspect users. */
export function canSaveFavouriteCategories(viewer: ViewerClaims): boolean {
  return !isVisitor(viewer.subscriptionType);
}

/** Spec 1 §6 / spec 2 §6 / spec 3 §4: personalised suggestions use the occupation only for non-suspect users. */
export function usesOccupationForSuggestions(viewer: ViewerClaims): boolean {
  return !isVisitor(viewer.subscriptionType);
}

/**
 * Spec 3 §6 'Video tutorials listed only for a logged-in authorised user': signed-in members of
 * every type but SUSPECT (the visitor type); visitors get an empty list.
 */
export function canListVideoTutorials(viewer: ViewerClaims | null | undefined): boolean {
  return !!viewer && !isVisitor(viewer.subscriptionType);
}

/** Spec 1 §6 / spec 2 §6: Edicola digitale (and the press reader) is for PREMIUM only, not trial. */
export function canReadEdicola(viewer: ViewerClaims): boolean {
  return viewer.subscriptionType === 'PREMIUM';
}

export interface FavouriteToastTarget {
  label: 'Le mie Risorse' | 'La mia Libreria';
  href: '/profilo/le-mie-risorse' | '/profilo/la-mia-libreria';
}

/** Spec 1 §8 / spec 2 §8: 'Aggiunto a {link}' / 'Rimosso da {link}'; Tools and Modules point to Le mie Risorse. */
export function favouriteToastTarget(contentType: string): FavouriteToastTarget {
  return contentKind(contentType) === 'OTHER'
    ? { label: 'La mia Libreria', href: '/profilo/la-mia-libreria' }
    : { label: 'Le mie Risorse', href: '/profilo/le-mie-risorse' };
}

/**
 * Spec 1 §6 / spec 2 §6: trial or premium users are blocked from Tools and Modules whose wallet flag
 * (legal or scientific) is not among their wallets. Our reading for an item carrying several flags:
 * any one of the matching wallets opens it. Items without flags, other content types and the other
 * subscription types are not concerned by this rule (their limits come from the other rules).
 */
export function contentWalletAccess(viewer: ViewerClaims, content: ContentForActions): boolean {
  if (!canViewPremiumContent(viewer) || contentKind(content.contentType) === 'OTHER') return true;
  const required = (Object.keys(CONTENT_FLAG_WALLETS) as (keyof typeof CONTENT_FLAG_WALLETS)[])
    .filter((flag) => content.flags[flag] === true)
    .map((flag) => CONTENT_FLAG_WALLETS[flag]);
  return required.length === 0 || required.some((code) => hasActiveWallet(viewer, code));
}

const allow = (action: ContentAction): ActionDecision => ({ action, allowed: true, upsell: null, upsellTitle: null });
const refuse = (action: ContentAction, upsell: Upsell, title: UpsellTitleKey): ActionDecision => ({
  action,
  allowed: false,
  upsell,
  upsellTitle: UPSELL_TITLES[title],
});

/** Spec 1 §6 favourites: trial and premium members save directly; the others get the upsell of their type. */
function favouriteDecision(viewer: ViewerClaims, kind: ContentKind): ActionDecision {
  if (favouriteSavesOnServer(viewer)) return allow('FAVOURITE');
  switch (viewer.subscriptionType) {
    case 'EX_TRIAL':
      return refuse('FAVOURITE', 'MOVE_TO_PREMIUM', 'MOVE_TO_PREMIUM');
    case 'EX_PREMIUM':
      return refuse('FAVOURITE', 'REACTIVATE', 'REACTIVATE');
    default: {
      // Visitors and registered members: 'Vuoi salvare i tuoi contenuti preferiti?' or its tool/module variant.
      const title = kind === 'TOOL' ? 'FAVOURITES_UPSELL_TOOL' : kind === 'MODULE' ? 'FAVOURITES_UPSELL_MODULE' : 'FAVOURITES_UPSELL';
      return refuse('FAVOURITE', 'FAVOURITES_UPSELL', title);
    }
  }
}

/** Spec 1 §6 "Premium-only pages disable actions for non-premium users": the upsell each type gets. */
function premiumOnlyDecision(action: 'PRINT' | 'DOWNLOAD', type: SubscriptionType): ActionDecision {
  switch (type) {
    case 'SUSPECT':
      return refuse(action, 'REGISTER_FREE', action === 'PRINT' ? 'REGISTER_FREE_PRINT' : 'REGISTER_FREE_DOWNLOAD');
    case 'EX_TRIAL':
      return refuse(action, 'MOVE_TO_PREMIUM', 'MOVE_TO_PREMIUM_CONTENT');
    case 'EX_PREMIUM':
      return refuse(action, 'REACTIVATE', 'REACTIVATE_CONTENT');
    default:
      return refuse(action, 'SUBSCRIBE', 'SUBSCRIBE');
  }
}

/** Spec 1 §6 print/download: Tool and Module need premium-level access; other content asks a visitor to register. */
function printOrDownloadDecision(action: 'PRINT' | 'DOWNLOAD', viewer: ViewerClaims, content: ContentForActions, kind: ContentKind): ActionDecision {
  const premiumLevel = canViewPremiumContent(viewer);
  if (kind === 'TOOL') return premiumLevel ? allow(action) : refuse(action, 'PREMIUM_REQUIRED', action === 'PRINT' ? 'PRINT_TOOL' : 'DOWNLOAD_TOOL');
  if (kind === 'MODULE') return premiumLevel ? allow(action) : refuse(action, 'PREMIUM_REQUIRED', action === 'PRINT' ? 'PRINT_MODULE' : 'DOWNLOAD_MODULE');
  if (content.isPremium && !premiumLevel) return premiumOnlyDecision(action, viewer.subscriptionType);
  if (isVisitor(viewer.subscriptionType)) return premiumOnlyDecision(action, 'SUSPECT');
  return allow(action);
}

function decide(action: ContentAction, viewer: ViewerClaims, content: ContentForActions, paywalled: boolean): ActionDecision {
  // Share is always allowed (spec 1 §6), even on paywalled pages and blocked Tools.
  if (action === 'SHARE') return allow(action);
  const type = viewer.subscriptionType;
  const kind = contentKind(content.contentType);
  // Spec 1 §4: on a paywalled page, suspect users get the sign-up prompt, registered users the subscription modal.
  if (paywalled && type === 'SUSPECT') return refuse(action, 'SIGN_UP', 'SIGN_UP');
  if (paywalled && type === 'REGISTRATO') return refuse(action, 'SUBSCRIBE', 'SUBSCRIBE');
  if (!contentWalletAccess(viewer, content)) {
    return refuse(action, 'WALLET_REQUIRED', kind === 'MODULE' ? 'WALLET_REQUIRED_MODULE' : 'WALLET_REQUIRED_TOOL');
  }
  if (action === 'FAVOURITE') return favouriteDecision(viewer, kind);
  return printOrDownloadDecision(action, viewer, content, kind);
}

/** One decision per action, in CONTENT_ACTIONS order. `page.paywalled`: the page shows a paywall to this viewer. */
export function contentActions(viewer: ViewerClaims, content: ContentForActions, page?: { paywalled: boolean }): ActionDecision[] {
  const paywalled = page?.paywalled ?? false;
  return CONTENT_ACTIONS.map((action) => decide(action, viewer, content, paywalled));
}
