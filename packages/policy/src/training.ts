import { isVisitor, subscriptionFlags, type SubscriptionType, type ViewerClaims } from './subscription';

/** Spec 2 §2 / 1 §6: the training-area tabs (course statuses) a viewer sees; ex members only Attivi and Superati. */
export function trainingStatusesFor(viewer: Pick<ViewerClaims, 'subscriptionType'>): readonly number[] {
  if (isVisitor(viewer.subscriptionType)) return [];
  return subscriptionFlags(viewer.subscriptionType).isEx ? [1, 2] : [1, 2, 3, 4];
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
