import type { Money } from './generated/resolvers-types';
import type { PlanParent, PriceListEntryParent } from './mappers';
import { eurosToCents, money } from './money';

/**
 * Spec 3 §9: the plan of 12 instalments is used for the suggested price; spec 1 §4: the price card
 * selects the first entry by default. So the 12-instalment entry leads the list.
 */
export const DEFAULT_INSTALLMENT_NUMBER = 12;

/** Default choice first, then by number of instalments (a stable order for the rest). */
export function orderPriceList<T extends { installmentPlanNumber: number }>(entries: readonly T[]): T[] {
  const rank = (e: T) => (e.installmentPlanNumber === DEFAULT_INSTALLMENT_NUMBER ? 0 : 1);
  return [...entries].sort((a, b) => rank(a) - rank(b) || a.installmentPlanNumber - b.installmentPlanNumber);
}

export function totalPrice(entry: PriceListEntryParent): Money {
  return money(eurosToCents(entry.totalPrice));
}

export function discountedPrice(entry: PriceListEntryParent): Money | null {
  return entry.discount ? money(eurosToCents(entry.discount.price)) : null;
}

/** One instalment: the payable total (discounted when any) shared out, to the cent. */
export function instalmentPrice(entry: PriceListEntryParent): Money {
  const payable = eurosToCents(entry.discount?.price ?? entry.totalPrice);
  return money(Math.round(payable / entry.installmentPlanNumber));
}

/** The instalment plan the viewer pays with, for their current product only. */
export function activeInstallmentPlanId(product: Pick<PlanParent, 'isCurrent' | 'activePlan'>): string | null {
  return product.isCurrent ? product.activePlan : null;
}

/**
 * The plan the single-product purchase banner sells (spec 3 §2 'Other widgets'; the reading is in
 * docs/spec-coverage.md): of the suggested products, one the viewer can buy online and does not hold
 * already, the most chosen one first ('Il più scelto'), else the first in display order; null when none.
 */
export function singleProductOffer<T extends { purchasable: boolean; isCurrent: boolean; mostLiked: boolean }>(products: readonly T[]): T | null {
  const onSale = products.filter((p) => p.purchasable && !p.isCurrent);
  return onSale.find((p) => p.mostLiked) ?? onSale[0] ?? null;
}
