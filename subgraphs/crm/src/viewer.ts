import type { Context } from './context';
import type { CrmApi } from './datasources/crm-api';
import type { UpstreamUserSubscription } from './datasources/crm-types';
import { claimsFromUserSubscription } from './mapping';
import type { ViewerModel } from './models';
import { isSignedInMember } from '@club/policy';

/** The viewer of this request, from the claims the gateway signed; visitors get no upstream client. */
export function requestViewer({ viewer, dataSources }: Context): ViewerModel {
  return { claims: viewer, api: isSignedInMember(viewer) ? dataSources.crm : null, userSubscription: null };
}

/** The member a login has just signed in: claims from the login answer, calls with the new session token. */
export function signedInViewer(userSubscription: UpstreamUserSubscription, api: CrmApi): ViewerModel {
  return { claims: claimsFromUserSubscription(userSubscription), api, userSubscription };
}
