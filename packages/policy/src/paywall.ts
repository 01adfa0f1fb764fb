/**
 * Paywalls (spec 1 §3 'Paywall option', §4 'Actions on paywalled pages', §6; spec 2 §4 course item,
 * §6 edicola): who is stopped by a paywall, and which option a stopped viewer sees.
 */
import { canReadEdicola, canViewPremiumContent, contentWalletAccess, type ContentForActions } from './content-actions';
import type { ViewerClaims } from './subscription';
import { isVisibleTo, type Visibility } from './visibility';

/** Where a paywall stands: an article page, a resource (Tool, Modulo) page, the digital newsstand. */
export const PAYWALL_PLACEMENTS = Object.freeze(['articolo', 'risorsa', 'edicola'] as const);
export type PaywallPlacement = (typeof PAYWALL_PLACEMENTS)[number];

export function isPaywallPlacement(value: string): value is PaywallPlacement {
  return (PAYWALL_PLACEMENTS as readonly string[]).includes(value);
}

/** The placement of a content item's page: Tools and Modules live under /risorse, the rest are articles. */
export function paywallPlacementOf(contentType: string): Exclude<PaywallPlacement, 'edicola'> {
  const t = contentType.trim().toLowerCase();
  return t === 'tool' || t === 'modulo' ? 'risorsa' : 'articolo';
}

/**
 * True when `page` is behind a paywall for this viewer. Premium content needs premium-level access
 * (TRIAL or PREMIUM, see PREMIUM_LEVEL_TYPES); the edicola is premium-only whatever it shows and
 * needs PREMIUM itself (spec 1 §6, spec 2 §6). Non-premium content is never paywalled. No viewer
 * at all counts as a visitor.
 */
export function isPaywalled(viewer: ViewerClaims | null | undefined, page: { placement: PaywallPlacement; isPremium: boolean }): boolean {
  if (page.placement === 'edicola') return !viewer || !canReadEdicola(viewer);
  if (!page.isPremium) return false;
  return !viewer || !canViewPremiumContent(viewer);
}

/**
 * True when a content item's text (body, headings, embedded frame) must stay on the server for this
 * viewer: the item is paywalled (isPaywalled, by its page's placement), or it is a Tool or Modulo a
 * trial or premium member is blocked from because its wallet flag is not among their wallets
 * (spec 1 §6, spec 2 §6, contentWalletAccess). The page shows the paywall or the blocked notice on
 * exactly these items, so no refused viewer is ever sent the text the page hides.
 */
export function isContentWithheld(viewer: ViewerClaims | null | undefined, content: ContentForActions): boolean {
  if (isPaywalled(viewer, { placement: paywallPlacementOf(content.contentType), isPremium: content.isPremium })) return true;
  return viewer ? !contentWalletAccess(viewer, content) : false;
}

/** Spec 1 §6: first option whose permissions the viewer meets, or null. */
export function pickPaywallOption<T extends { visibility?: Visibility | null }>(
  v: ViewerClaims | null | undefined,
  options: readonly T[],
): T | null {
  if (!v) return null;
  return options.find((o) => isVisibleTo(v, o.visibility)) ?? null;
}
