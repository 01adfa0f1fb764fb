/**
 * The shared permission check (spec 1 §6) with the Visibility / Wallet / Excluded Wallet
 * rules of content-managed items (spec 3 §6, spec 1 §3 'Navigation item', spec 2 §6).
 */
import { hasActiveWallet, isSubscriptionType, isVisitor, type SubscriptionType, type ViewerClaims } from './subscription';

/** Permission requirements declared on a banner, CTA, top bar message, menu item, FAQ item, label or card. */
export interface Visibility {
  /** Types allowed to see the item; null, undefined or [] means every type. */
  subscriptionTypes?: SubscriptionType[] | null;
  /** Wallet code the viewer must hold active. */
  wallet?: string | null;
  /** Wallet code the viewer must NOT hold active. */
  excludedWallet?: string | null;
}

/**
 * The viewer, or null when there is no subscription to check against (spec 1 §6, spec 2 §6: "with
 * no subscription, the FAQ, label and CTA lists are empty"): no viewer at all, or claims that carry
 * no known subscription type (claims the gateway could not complete). A visitor is SUSPECT, which
 * is a subscription type: visitors are checked like every other type.
 */
export function viewerWithSubscription(v: ViewerClaims | null | undefined): ViewerClaims | null {
  return v && isSubscriptionType(v.subscriptionType) ? v : null;
}

/**
 * Spec 1 §6 shared permission check + spec 3 §6 Visibility/Wallet/Excluded Wallet.
 * No rule means visible; with no subscription to check against nothing is visible
 * (viewerWithSubscription).
 */
export function isVisibleTo(viewer: ViewerClaims | null | undefined, rule: Visibility | null | undefined): boolean {
  const v = viewerWithSubscription(viewer);
  if (!v) return false;
  if (!rule) return true;
  const types = rule.subscriptionTypes;
  if (types && types.length > 0 && !types.includes(v.subscriptionType)) return false;
  if (rule.wallet && !hasActiveWallet(v, rule.wallet)) return false;
  if (rule.excludedWallet && hasActiveWallet(v, rule.excludedWallet)) return false;
  return true;
}

/** Spec 1 §6: keep the items of a list the viewer may see; no subscription to check against gives an empty list (spec 2 §6). */
export function filterVisible<T extends { visibility?: Visibility | null }>(
  viewer: ViewerClaims | null | undefined,
  items: readonly T[],
): T[] {
  const v = viewerWithSubscription(viewer);
  if (!v) return [];
  return items.filter((item) => isVisibleTo(v, item.visibility));
}

/**
 * Spec 1 §6 'where a list has no subscription to check against, those lists are empty' and spec 2 §6
 * 'with no subscription, the FAQ … lists are empty': a visitor (SUSPECT, not signed in) holds no
 * subscription, so the FAQ lists are for signed-in members only. (Banner CTAs stay checked like every
 * other list for visitors: spec 1 §6 shows suspect users 'Hai già un account?' on banners with a login CTA.)
 */
export function listsFaqs(viewer: ViewerClaims | null | undefined): boolean {
  const v = viewerWithSubscription(viewer);
  return !!v && !isVisitor(v.subscriptionType);
}

/** The FAQ items the viewer may see: none for a visitor or without a subscription (listsFaqs), else by each item's rule. */
export function filterVisibleFaqs<T extends { visibility?: Visibility | null }>(viewer: ViewerClaims | null | undefined, items: readonly T[]): T[] {
  return listsFaqs(viewer) ? filterVisible(viewer, items) : [];
}
