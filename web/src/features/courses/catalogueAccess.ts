import type { SubscriptionType } from '../../gql/graphql';

/**
 * Spec 2 §2 and §6 blocks around the catalogue: 'Vai al Catalogo FAD' opens the upstream
 * catalogue (an access call's URL) in a new window for trial and premium members; registered
 * members get a link to the catalogue instead; 'Vai alla tua formazione' (/profilo/la-mia-formazione)
 * is for registered, trial, premium, ex-trial and ex-premium members — everyone but visitors.
 * (Not in @club/policy yet: a presentational choice on the subscription type the server reports.)
 */
export type CatalogueBlock = 'OPEN_FAD_CATALOGUE' | 'CATALOGUE_LINK' | null;

export function catalogueBlockFor(subscriptionType: SubscriptionType): CatalogueBlock {
  if (subscriptionType === 'TRIAL' || subscriptionType === 'PREMIUM') return 'OPEN_FAD_CATALOGUE';
  if (subscriptionType === 'REGISTRATO') return 'CATALOGUE_LINK';
  return null;
}

export function showsTrainingLink(subscriptionType: SubscriptionType): boolean {
  return subscriptionType !== 'SUSPECT';
}
