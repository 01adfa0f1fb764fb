import {
  activeWalletCodes,
  canUseProfileAssistantForm,
  headerButtons,
  profileMenu,
  searchableServicesFor,
  showsCreditsCounter,
  showsPhoneCallAndConsultant,
  subscriptionFlags,
  topBarColour,
  trialStart,
} from '@club/policy';
import type { ViewerResolvers } from '../generated/resolvers-types';
import type { ViewerParent } from '../mappers';
import { pressViewer } from './press';

/**
 * APS membership lives in the user info. A visitor is never APS; when the user-info call fails,
 * `viewer.user` carries the error and the flag reads false (it only hides a service card).
 */
async function isAPS(v: ViewerParent): Promise<boolean> {
  if (v.userSubscription) return v.userSubscription.isAPS;
  if (!v.api) return false;
  return v.api.user().then(
    (u) => u.isAPS,
    () => false,
  );
}

/** Layout choices come from @club/policy applied to the signed claims: no upstream call. */
export const Viewer: ViewerResolvers = {
  async user(v) {
    if (!v.api) return null;
    return { ...(v.userSubscription ?? (await v.api.user())), api: v.api };
  },
  subscriptionType: (v) => v.claims.subscriptionType,
  flags: async (v) => ({ ...subscriptionFlags(v.claims.subscriptionType), isAPS: await isAPS(v) }),
  activeWalletCodes: (v) => activeWalletCodes(v.claims),
  headerButtons: (v) => headerButtons(v.claims.subscriptionType).map((b) => ({ ...b, trackingCode: b.trackingCode ?? null })),
  profileMenu: (v) => profileMenu(v.claims),
  topBarColour: (v) => topBarColour(v.claims.subscriptionType),
  showsCreditsCounter: (v) => showsCreditsCounter(v.claims),
  showsPhoneCallAndConsultant: (v) => showsPhoneCallAndConsultant(v.claims.subscriptionType),
  // Which wallet unlocks which service is an entitlement: decided here, the web only matches titles.
  searchableServices: (v) => searchableServicesFor(v.claims),
  ...pressViewer,
  // Spec 3 §6: the profile's assistant form is for trial and premium.
  canUseAssistantForm: (v) => canUseProfileAssistantForm(v.claims),
  upgrade: (v) => ({ type: v.claims.subscriptionType, claims: v.claims }),
  trialStart: (v) => ({ register: 'REGISTER', activate: 'ACTIVATE', 'not-eligible': 'NOT_ELIGIBLE' } as const)[trialStart(v.claims.subscriptionType)],
};
