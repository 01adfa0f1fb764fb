/**
 * Layout items from the CMS upstream, filtered for the viewer with @club/policy (spec 1 §6: the
 * shared permission check decides banners, CTAs, top bar messages, footer links, menu items, FAQ
 * items and paywall options).
 */
import type { CmsVisibility } from '@club/contracts';
import { filterVisible, type SubscriptionType, type ViewerClaims, type Visibility } from '@club/policy';

/**
 * The upstream rule as policy reads it. Type names are passed through unchanged: a name policy
 * doesn't know never equals the viewer's type, so such an item stays hidden rather than shown to all.
 */
export function toVisibility(rule: CmsVisibility | null | undefined): Visibility | null {
  if (!rule) return null;
  return { subscriptionTypes: rule.subscriptionTypes as SubscriptionType[], wallet: rule.wallet, excludedWallet: rule.excludedWallet };
}

/** The items whose rule the viewer meets, in their order. */
export function visibleTo<T extends { visibility?: CmsVisibility | null }>(viewer: ViewerClaims, items: readonly T[]): T[] {
  return filterVisible(viewer, items.map((item) => ({ item, visibility: toVisibility(item.visibility) }))).map((x) => x.item);
}

/** Spec 1 §2 'Special link markers': footer links whose path contains 'fedelta' get a separator. */
export function footerLinkHasSeparator(href: string): boolean {
  let path = href;
  try {
    path = new URL(href, 'http://relative.invalid').pathname;
  } catch {
    // not a URL: look at the raw text
  }
  return path.includes('fedelta');
}
