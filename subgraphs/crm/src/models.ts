import type { ViewerClaims } from '@club/policy';
import type { CrmApi } from './datasources/crm-api';
import type { UpstreamUserSubscription } from './datasources/crm-types';
import type * as G from './generated/resolvers-types';

/**
 * The values the resolvers pass down as parents. They carry the upstream client to use, so the
 * sections of a user (wallets, contact, last subscription) are fetched only when a query asks.
 */

/** The current visitor or member, or the member a login has just signed in. */
export interface ViewerModel {
  claims: ViewerClaims;
  /** Upstream client acting for this viewer; null for a visitor (who never causes an upstream call). */
  api: CrmApi | null;
  /** The user info when already known (the login answer carries it), saving a call. */
  userSubscription: UpstreamUserSubscription | null;
}

/** A member's user info, with the client that loads its sections. */
export type UserModel = Omit<G.User, '__typename' | 'wallets' | 'contact' | 'lastSubscription' | 'missingFields'> & {
  __typename: 'User';
  api: CrmApi;
};

/** What a login demands before it completes; the texts are read with the consent token. */
export type ConsentModel = Omit<G.ConsentRequirement, '__typename' | 'conditionsOfUseText' | 'acceptanceConditionsText'> & {
  api: CrmApi;
};

export type LoginResultModel = Omit<G.LoginResult, '__typename' | 'viewer' | 'consent'> & {
  viewer: ViewerModel | null;
  consent: ConsentModel | null;
};

export type UpdateContactResultModel = Omit<G.UpdateContactResult, '__typename' | 'viewer'> & {
  viewer: ViewerModel;
};
