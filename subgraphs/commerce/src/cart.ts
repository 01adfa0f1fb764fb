import { safeRedirectTarget } from '@club/policy';
import type { Money } from './generated/resolvers-types';
import type { CartParent, CartPriceEntryParent } from './mappers';
import { eurosToCents, money } from './money';

/** Messages of the cart (spec 3 §4 'Cart'; the spec gives none for these refusals: ours). */
export const CART_MESSAGES = {
  loginRequired: 'Accedi per usare il carrello.',
  badReturnUrl: "L'indirizzo di ritorno del pagamento non è valido.",
} as const;

/** The path of the portal's cart page, the only place the payment page may send the member back to. */
export const CART_RETURN_PATH = '/carrello';

/**
 * A return address the checkout accepts: the portal's cart page as a path of the portal (the payment
 * page is served under the portal's origin, so the browser comes back to the portal), by the same
 * rule as the login's redirectTo (packages/policy safeRedirectTarget). An absolute address, even one
 * ending in /carrello, is refused: nothing a client sends may send the member to another site.
 */
export function isCartReturnUrl(value: string): boolean {
  if (safeRedirectTarget(value) !== value) return false;
  return new URL(value, 'http://portal.invalid').pathname === CART_RETURN_PATH;
}

export function cartEntryPayable(e: CartPriceEntryParent): number {
  return eurosToCents(e.discountPrice ?? e.totalPrice);
}

/** What the member pays on the cart's instalment plan, or null for an empty cart. */
export function cartTotal(cart: CartParent): Money | null {
  const entry = cart.availablePriceList.find((e) => e.installmentPlanId === cart.installmentPlanId);
  return entry ? money(cartEntryPayable(entry)) : null;
}
