import { COURSE_STATUSES, type CourseStatus } from './course-status';
import { isVisitor, subscriptionFlags, type SubscriptionType, type ViewerClaims } from './subscription';

/** Spec 1 §6: 'Ex users see only two course tabs (Attivi, Superati).' */
export const EX_MEMBER_COURSE_STATUSES: readonly CourseStatus[] = Object.freeze(['ACTIVE', 'PASSED'] as const);

/** Spec 2 §2 / 1 §6: the training-area tabs (course statuses) a viewer sees; ex members only Attivi and Superati. */
export function trainingStatusesFor(viewer: Pick<ViewerClaims, 'subscriptionType'>): readonly CourseStatus[] {
  if (isVisitor(viewer.subscriptionType)) return [];
  return subscriptionFlags(viewer.subscriptionType).isEx ? EX_MEMBER_COURSE_STATUSES : COURSE_STATUSES;
}

/** Spec 2 §2 and §6: the 'Vai al Catalogo FAD' block (catalogue single sign-on) is for trial or premium members. */
export function mayOpenFadCatalogue(viewer: Pick<ViewerClaims, 'subscriptionType'>): boolean {
  return subscriptionFlags(viewer.subscriptionType).isTrialOrPremium;
}

/** Spec 2 §2: 'Vai alla tua formazione' shows to registered, trial, premium, ex-trial and ex-premium members. */
export function showsTrainingAreaLink(type: SubscriptionType): boolean {
  return !isVisitor(type);
}

/**
 * Spec 2 §2 and §6, the catalogue block a viewer gets: 'Vai al Catalogo FAD' (the provider catalogue
 * opened by an access call) for trial or premium members, a plain link to the catalogue for registered
 * members, nothing for visitors and ex members.
 */
export type FadCatalogueBlock = 'OPEN_FAD_CATALOGUE' | 'CATALOGUE_LINK' | null;

export function fadCatalogueBlock(type: SubscriptionType): FadCatalogueBlock {
  if (mayOpenFadCatalogue({ subscriptionType: type })) return 'OPEN_FAD_CATALOGUE';
  return subscriptionFlags(type).isRegistered ? 'CATALOGUE_LINK' : null;
}
