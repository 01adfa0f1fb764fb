/**
 * Rules @club/policy does not hold yet (for the lead to move there).
 */
import { isSubscriptionType, type ViewerClaims } from '@club/policy';

/**
 * Spec 1 §6 / spec 2 §6: "where a list has no subscription to check against, those lists are empty".
 * policy's filterVisible empties a list only for a missing viewer; a signed viewer whose claims carry
 * no known subscription type (claims the gateway could not complete) must count as missing too,
 * otherwise items without a rule would show. A SUSPECT visitor HAS a subscription type and is checked
 * like any other type.
 */
export function viewerWithSubscription(viewer: ViewerClaims | null | undefined): ViewerClaims | null {
  return viewer && isSubscriptionType(viewer.subscriptionType) ? viewer : null;
}
