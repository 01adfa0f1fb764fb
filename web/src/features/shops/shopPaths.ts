/** Spec 3 §2 routes of the shops area. */
export const shopPaths = {
  shops: '/servizi/convenzioni/negozi',
  categories: '/servizi/convenzioni/negozi/categorie',
  shop: '/servizi/convenzioni/negozi/:shopId',
} as const;

export function shopPath(shopId: string, offerId?: string): string {
  return `/servizi/convenzioni/negozi/${encodeURIComponent(shopId)}${offerId ? `?ocode=${encodeURIComponent(offerId)}` : ''}`;
}
