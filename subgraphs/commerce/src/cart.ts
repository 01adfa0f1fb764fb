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

/** A return address the checkout accepts: absolute http(s), path /carrello, no credentials. */
export function isCartReturnUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === CART_RETURN_PATH && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function cartEntryPayable(e: CartPriceEntryParent): number {
  return eurosToCents(e.discountPrice ?? e.totalPrice);
}

/** What the member pays on the cart's instalment plan, or null for an empty cart. */
export function cartTotal(cart: CartParent): Money | null {
  const entry = cart.availablePriceList.find((e) => e.installmentPlanId === cart.installmentPlanId);
  return entry ? money(cartEntryPayable(entry)) : null;
}
