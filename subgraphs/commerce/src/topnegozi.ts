import type { ShopOffer } from '@club/contracts';
import type { OfferParent } from './mappers';

/**
 * TopNegozi helpers: the upstream answers carry absolute base paths for logos and slides
 * (`url_logo_path`, `url_path_image`…); the web loads images from the portal's own origin only, so
 * they become media-library paths (`/media/topnegozi/...`, forwarded by the gateway to the
 * upstream's same files).
 */
export function mediaBase(base: string): string {
  const path = new URL(base, 'http://upstream.invalid').pathname;
  return `/media${path.endsWith('/') ? path : `${path}/`}`;
}

/** Spec 3 §9 best-coupon carousel: up to 3 offers. */
export const BEST_OFFERS_SHOWN = 3;
/**
 * Featured coupons grid: the best offers after the carousel's, as many as spec 3 §9's 'coupon list
 * mode 6 offers' (grouped 4 per row on a desktop: a row of 4, then 2).
 */
export const FEATURED_COUPONS_SHOWN = 6;

export function offerParents(answer: { url_logo_path_image: string; offer_redirect_url: string; data: ShopOffer[] }): OfferParent[] {
  const logoBase = mediaBase(answer.url_logo_path_image);
  return answer.data.map((offer) => ({ offer, logoBase, redirectBase: answer.offer_redirect_url }));
}

/** A numeric id from the API's ID, or null for anything else (an unknown id is then just "not found"). */
export function numericId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}
