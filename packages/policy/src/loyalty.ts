/**
 * The loyalty programme (spec 3 §4 'Loyalty state', §6): points for premium members, and for
 * ex-premium members until their points expire; an ex-premium member whose loyalty service record
 * has Stato 0 or 2 gets the alternative block instead of the teaser and balance.
 */
import { hasActiveWallet, type ViewerClaims } from './subscription';

/** The loyalty wallet / service code (spec 3 §3). */
export const LOYALTY_WALLET = 'winLoy';
/** Spec 3 §4: the loyalty service Stato numbers that replace an ex-premium member's blocks. */
export const LOYALTY_ALTERNATIVE_STATI: readonly number[] = [0, 2];

/**
 * What the programme shows this viewer:
 * - `MEMBER`: the balance, activities and rewards teaser (premium with the loyalty wallet; ex-premium
 *   whose service is on, with the expiry line and 'Rinnova adesso');
 * - `ALTERNATIVE`: an ex-premium member whose service record has Stato 0 or 2;
 * - `NONE`: everyone else (the public page: how it works, missions, brands, advantages).
 */
export type LoyaltyState = 'MEMBER' | 'ALTERNATIVE' | 'NONE';

export function loyaltyState(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): LoyaltyState {
  const service = viewer.wallets.find((w) => w.code === LOYALTY_WALLET);
  if (viewer.subscriptionType === 'PREMIUM') return hasActiveWallet(viewer, LOYALTY_WALLET) ? 'MEMBER' : 'NONE';
  if (viewer.subscriptionType !== 'EX_PREMIUM' || !service) return 'NONE';
  return service.status != null && LOYALTY_ALTERNATIVE_STATI.includes(service.status) ? 'ALTERNATIVE' : 'MEMBER';
}

/** Whether the viewer's points may be read now: a loyalty member, and for an ex-premium member only until `expiresOn` (YYYY-MM-DD, inclusive). */
export function mayUseLoyaltyPoints(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>, expiresOn: string | null, today: string): boolean {
  if (loyaltyState(viewer) !== 'MEMBER') return false;
  return viewer.subscriptionType !== 'EX_PREMIUM' || (expiresOn !== null && today <= expiresOn);
}

/** Spec 3 §2: the points-expiry date and the renewal link show only for ex-premium. */
export function showsLoyaltyExpiry(viewer: Pick<ViewerClaims, 'subscriptionType'>): boolean {
  return viewer.subscriptionType === 'EX_PREMIUM';
}

/** Spec 3 §9: 'Punto' for 1, otherwise 'Punti'. */
export function pointsLabel(points: number): string {
  return `+${points} ${points === 1 ? 'Punto' : 'Punti'}`;
}
