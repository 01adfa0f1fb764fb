/**
 * The shared permission check (spec 1 §6) with the Visibility / Wallet / Excluded Wallet
 * rules of content-managed items (spec 3 §6, spec 1 §3 'Navigation item', spec 2 §6).
 */
import { hasActiveWallet, type SubscriptionType, type ViewerClaims } from './subscription';

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
 * Spec 1 §6 shared permission check + spec 3 §6 Visibility/Wallet/Excluded Wallet.
 * No rule means visible; with no viewer at all nothing is visible (spec 1 §6, spec 2 §6:
 * "with no subscription, the FAQ, label and CTA lists are empty").
 */
export function isVisibleTo(v: ViewerClaims | null | undefined, rule: Visibility | null | undefined): boolean {
  if (!v) return false;
  if (!rule) return true;
  const types = rule.subscriptionTypes;
  if (types && types.length > 0 && !types.includes(v.subscriptionType)) return false;
  if (rule.wallet && !hasActiveWallet(v, rule.wallet)) return false;
  if (rule.excludedWallet && hasActiveWallet(v, rule.excludedWallet)) return false;
  return true;
}

/** Spec 1 §6: keep the items of a list the viewer may see; no viewer gives an empty list (spec 2 §6). */
export function filterVisible<T extends { visibility?: Visibility | null }>(
  v: ViewerClaims | null | undefined,
  items: readonly T[],
): T[] {
  if (!v) return [];
  return items.filter((item) => isVisibleTo(v, item.visibility));
}
