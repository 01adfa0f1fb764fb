import { COURSE_STATUSES, type CourseStatus } from './course-status';
import { hasActiveWallet, isVisitor, subscriptionFlags, WALLETS, type SubscriptionType, type ViewerClaims } from './subscription';

/** Spec 1 §6: 'Ex users see only two course tabs (Attivi, Superati).' */
export const EX_MEMBER_COURSE_STATUSES: readonly CourseStatus[] = Object.freeze(['ACTIVE', 'PASSED'] as const);

/** Spec 2 §2 / 1 §6: the training-area tabs (course statuses) a viewer sees; ex members only Attivi and Superati. */
export function trainingStatusesFor(viewer: Pick<ViewerClaims, 'subscriptionType'>): readonly CourseStatus[] {
  if (isVisitor(viewer.subscriptionType)) return [];
  return subscriptionFlags(viewer.subscriptionType).isEx ? EX_MEMBER_COURSE_STATUSES : COURSE_STATUSES;
}

/**
 * Spec 2 §6 'ECM lists need the ecm wallet' and §4 step 3 (trial or premium without the ecm wallet get
 * the upgrade modal). The spec gives two readings of whom the wallet rule binds: the subscriptions that
 * carry wallets (trial and premium, as the course access check and spec 3 §6's wallet rules say), or
 * every type (then visitors, registered and ex members, who hold no ecm wallet, would lose the way into
 * the catalogue). Chosen: trial and premium; docs/spec-coverage.md records both.
 */
export const ECM_WALLET_BINDS: readonly SubscriptionType[] = Object.freeze(['TRIAL', 'PREMIUM'] as const);

/** True when the viewer's type is bound by the ECM wallet rule and has no active ecm wallet. */
export function lacksEcmWallet(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): boolean {
  return ECM_WALLET_BINDS.includes(viewer.subscriptionType) && !hasActiveWallet(viewer, WALLETS.ecm);
}

/**
 * Spec 2 §6 'ECM lists need the ecm wallet': every list of ECM courses (/corsi-ecm-fad and the API's
 * `courseCatalogue`, the suggested courses, the search's 'Corsi di Formazione ECM' section and the header
 * search's ECM group) is served to every viewer except a trial or premium member without the ecm wallet
 * (`ECM_WALLET_BINDS`); spec 1 §6 and 2 §4 step 3 send that member to the upgrade instead.
 */
export function listsEcmCourses(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): boolean {
  return !lacksEcmWallet(viewer);
}

/**
 * Whether 'ECM lists' (spec 2 §6) also covers the e-book, training-film and video-clip listings, whose
 * items link to an ECM course. Chosen: no, they are learning content, and starting their course goes
 * through the course access decision, which already sends a member without the ecm wallet to the
 * upgrade (§4 step 3). The other reading (true) empties those listings for that member too;
 * docs/spec-coverage.md records both.
 */
export const ECM_RULE_COVERS_LEARNING_ITEMS = false;

/** True when the viewer gets the e-book, training-film and video-clip listings (see `ECM_RULE_COVERS_LEARNING_ITEMS`). */
export function listsLearningItems(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>, coversLearningItems: boolean = ECM_RULE_COVERS_LEARNING_ITEMS): boolean {
  return !(coversLearningItems && lacksEcmWallet(viewer));
}

/** The refusal a member without the ecm wallet gets instead of the ECM course list (FORBIDDEN, reason WALLET_REQUIRED). */
export const ECM_LIST_REFUSAL = "I corsi ECM sono inclusi nel portafoglio ECM, che il tuo abbonamento non comprende: effettua l'upgrade per accedervi.";

/**
 * Spec 2 §2 and §6: the 'Vai al Catalogo FAD' block (catalogue single sign-on) is for trial or premium
 * members, and the ECM catalogue needs the ecm wallet (§4 step 3, §6): without it, no catalogue URL.
 */
export function mayOpenFadCatalogue(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): boolean {
  return subscriptionFlags(viewer.subscriptionType).isTrialOrPremium && hasActiveWallet(viewer, WALLETS.ecm);
}

/** Spec 2 §2: 'Vai alla tua formazione' shows to registered, trial, premium, ex-trial and ex-premium members. */
export function showsTrainingAreaLink(type: SubscriptionType): boolean {
  return !isVisitor(type);
}

/**
 * Spec 2 §2 home sections and §6 'ECM lists need the ecm wallet': the home's 'Corsi ECM' teaser (a list
 * of ECM courses) shows to every viewer except a trial or premium member without the ecm wallet
 * (`ECM_WALLET_BINDS`).
 */
export function showsCoursesTeaser(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): boolean {
  return !lacksEcmWallet(viewer);
}

/**
 * Spec 2 §2 and §6, the catalogue block a viewer gets: 'Vai al Catalogo FAD' (the provider catalogue
 * opened by an access call) for trial or premium members with the ecm wallet, a plain link to the
 * catalogue for registered members, nothing for visitors, ex members and trial or premium members
 * without the ecm wallet (their course cards offer the upgrade, spec 2 §4).
 */
export type FadCatalogueBlock = 'OPEN_FAD_CATALOGUE' | 'CATALOGUE_LINK' | null;

export function fadCatalogueBlock(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): FadCatalogueBlock {
  if (mayOpenFadCatalogue(viewer)) return 'OPEN_FAD_CATALOGUE';
  return subscriptionFlags(viewer.subscriptionType).isRegistered ? 'CATALOGUE_LINK' : null;
}
