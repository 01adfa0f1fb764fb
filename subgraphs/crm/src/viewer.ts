import type { UserSubscription } from '@club/contracts';
import type { CrmClient } from '@club/crm-client';
import { isSignedInMember, isSubscriptionType, type SubscriptionType, type ViewerClaims } from '@club/policy';

import type { Context } from './context';
import type { ViewerParent } from './mappers';

/**
 * A signed-in member's type. An unknown value from the upstream counts as REGISTRATO, the member
 * type with the fewest rights, rather than failing the whole sign-in.
 */
export function memberType(value: string): SubscriptionType {
  return isSubscriptionType(value) && value !== 'SUSPECT' ? value : 'REGISTRATO';
}

/** The claims a user-info payload implies (the gateway derives the same from GET /CRM/Utente). */
export function claimsFromUserSubscription(u: UserSubscription): ViewerClaims {
  return {
    subscriptionType: memberType(u.subscriptionType),
    wallets: u.servizi.map((s) => ({ code: s.codice, active: s.attivo, status: s.stato })),
    promoCodes: u.promoCodes,
    groups: u.groups,
    hasFiscalCode: !!u.fiscalCode,
  };
}

/** The viewer of this request, from the claims the gateway signed; visitors get no upstream client. */
export function requestViewer({ viewer, dataSources }: Context): ViewerParent {
  return { claims: viewer, api: isSignedInMember(viewer) ? dataSources.crm : null, userSubscription: null };
}

/** The member a login has just signed in: claims from the login answer, calls with the new session token. */
export function signedInViewer(userSubscription: UserSubscription, api: CrmClient): ViewerParent {
  return { claims: claimsFromUserSubscription(userSubscription), api, userSubscription };
}
