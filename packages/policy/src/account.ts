import { isVisitor, type SubscriptionType } from './subscription';

/** Who is asking, as far as account data is concerned. */
export interface AccountViewer {
  subscriptionType: SubscriptionType;
  userId?: string | null;
  upstreamToken?: string | null;
}

/** A signed-in member the services may act for: not a visitor, with an id and an upstream session. */
export function isSignedInMember<V extends AccountViewer>(viewer: V): viewer is V & { userId: string; upstreamToken: string } {
  return !isVisitor(viewer.subscriptionType) && !!viewer.userId && !!viewer.upstreamToken;
}

/** How a viewer relates to a member's own data (wallets, fiscal code, ECM balance, plan, cart…). */
export type AccountDataAccess = 'SELF' | 'VISITOR' | 'OTHER';

/**
 * A member's account data is readable only by that member. A visitor has no account, so for them
 * the data is simply absent; anyone else (another member, a partner application) is refused.
 */
export function accountDataAccess(viewer: AccountViewer, ownerId: string): AccountDataAccess {
  if (isVisitor(viewer.subscriptionType) || !viewer.userId) return 'VISITOR';
  return viewer.userId === ownerId ? 'SELF' : 'OTHER';
}

export function isViewerSelf(viewer: AccountViewer, ownerId: string): boolean {
  return accountDataAccess(viewer, ownerId) === 'SELF';
}
