/**
 * Layout items from the CMS upstream, filtered for the viewer with @club/policy (spec 1 §6: the
 * shared permission check decides banners, CTAs, top bar messages, footer links and menu items)
 * and shaped for GraphQL.
 */
import { filterVisible, type SubscriptionType, type ViewerClaims, type Visibility } from '@club/policy';
import type { UpstreamBanner, UpstreamFooter, UpstreamFooterLink, UpstreamNavigationItem, UpstreamTopBarItem, UpstreamVisibility } from './datasources/cms-api';
import type { Banner, Footer, FooterLink, NavigationItem, TopBarMessage } from './generated/resolvers-types';

/**
 * The upstream rule as policy reads it. Type names are passed through unchanged: a name policy
 * doesn't know never equals the viewer's type, so such an item stays hidden rather than shown to all.
 */
export function toVisibility(rule: UpstreamVisibility | null | undefined): Visibility | null {
  if (!rule) return null;
  return { subscriptionTypes: rule.subscriptionTypes as SubscriptionType[], wallet: rule.wallet, excludedWallet: rule.excludedWallet };
}

export function visibleTo<T extends { visibility?: UpstreamVisibility | null }>(viewer: ViewerClaims, items: readonly T[]): T[] {
  return filterVisible(viewer, items.map((item) => ({ item, visibility: toVisibility(item.visibility) }))).map((x) => x.item);
}

/** Navigation items the viewer may see, children filtered the same way at every depth. */
export function visibleNavigation(viewer: ViewerClaims, items: readonly UpstreamNavigationItem[]): NavigationItem[] {
  return visibleTo(viewer, items).map((item) => ({
    label: item.label,
    href: item.href,
    children: visibleNavigation(viewer, item.children ?? []),
  }));
}

export function visibleTopBar(viewer: ViewerClaims, items: readonly UpstreamTopBarItem[]): TopBarMessage[] {
  return visibleTo(viewer, items).map(({ id, message, link, linkLabel }) => ({ id, message, link, linkLabel }));
}

/** Banners the viewer may see, each with only the CTAs the viewer may see. */
export function visibleBanners(viewer: ViewerClaims, banners: readonly UpstreamBanner[]): Banner[] {
  return visibleTo(viewer, banners).map((b) => ({
    id: b.id,
    title: b.title,
    content: b.content,
    imageUrl: b.image,
    theme: b.theme,
    layout: b.layout,
    background: b.background,
    hasLoginCta: b.hasLoginCta,
    legalTextDesktop: b.legalTextDesktop,
    legalTextMobile: b.legalTextMobile,
    ctas: visibleTo(viewer, b.ctas ?? []).map(({ label, mobileLabel, link, target, variant, icon }) => ({ label, mobileLabel, link, target, variant, icon })),
  }));
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

function footerLinks(viewer: ViewerClaims, links: readonly UpstreamFooterLink[] | undefined): FooterLink[] {
  return visibleTo(viewer, links ?? []).map(({ label, href }) => ({ label, href, hasSeparator: footerLinkHasSeparator(href) }));
}

export function visibleFooter(viewer: ViewerClaims, footer: UpstreamFooter): Footer {
  return {
    tagline: footer.tagline,
    links: footerLinks(viewer, footer.links),
    tollFreeNumber: footer.tollFreeNumber,
    email: footer.email,
    companyLine: footer.companyLine,
    social: footerLinks(viewer, footer.social),
    legalLinks: footerLinks(viewer, footer.legalLinks),
  };
}
