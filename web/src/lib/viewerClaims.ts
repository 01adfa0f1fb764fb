import type { ViewerClaims } from '@club/policy';

/**
 * The policy's view of the web viewer, for presentational choices only (which paywall option to
 * show, which services to suggest, whether an article is paywalled): the server enforces the same rules on every call.
 */
export function viewerClaimsOf(
  viewer: { subscriptionType: ViewerClaims['subscriptionType']; activeWalletCodes: readonly string[] } | null | undefined,
): ViewerClaims | null {
  if (!viewer) return null;
  return {
    subscriptionType: viewer.subscriptionType,
    wallets: viewer.activeWalletCodes.map((code) => ({ code, active: true })),
    promoCodes: [],
    groups: [],
    hasFiscalCode: false,
  };
}
