import type { SignedViewer } from '@club/subgraph-kit';

/**
 * Rules the fad subgraph needs that @club/policy does not have yet (to be moved there by the lead).
 */

/** A member's own data (ECM balance) is readable only by that member: never by a visitor or another member. */
export function isViewerSelf(viewer: Pick<SignedViewer, 'userId'>, userId: string): boolean {
  return viewer.userId !== null && viewer.userId !== undefined && viewer.userId === userId;
}
