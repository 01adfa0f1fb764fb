/**
 * Rules the crm subgraph needs that @club/policy does not have yet (to be moved there).
 */
import { isVisitor } from '@club/policy';
import type { SignedViewer } from '@club/subgraph-kit';

/** A signed-in member the subgraph may call the upstream for: not a visitor, with an id and an upstream token. */
export function isSignedInMember(viewer: SignedViewer): viewer is SignedViewer & { userId: string; upstreamToken: string } {
  return !isVisitor(viewer.subscriptionType) && !!viewer.userId && !!viewer.upstreamToken;
}

/** A member's own data (fiscal code, wallets, contact) resolves only for that member. */
export function isViewerSelf(viewer: SignedViewer, userId: string): boolean {
  return isSignedInMember(viewer) && viewer.userId === userId;
}
