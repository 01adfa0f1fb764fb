import type { SuggestedProduct } from './datasources/commerce-api';
import type { Plan, PriceListEntry } from './generated/resolvers-types';
import { eurosToCents, money } from './money';

/**
 * Spec 3 §9: the plan of 12 instalments is used for the suggested price; spec 1 §4: the price card
 * selects the first entry by default. So the 12-instalment entry leads the list.
 */
export const DEFAULT_INSTALLMENT_NUMBER = 12;

type UpstreamPriceEntry = SuggestedProduct['priceList'][number];

/** Default choice first, then by number of instalments (a stable order for the rest). */
export function orderPriceList<T extends { installmentPlanNumber: number }>(entries: readonly T[]): T[] {
  const rank = (e: T) => (e.installmentPlanNumber === DEFAULT_INSTALLMENT_NUMBER ? 0 : 1);
  return [...entries].sort((a, b) => rank(a) - rank(b) || a.installmentPlanNumber - b.installmentPlanNumber);
}

/** One price option in cents; an instalment is the payable total (discounted when any) shared out, to the cent. */
export function toPriceListEntry(entry: UpstreamPriceEntry): PriceListEntry {
  const total = eurosToCents(entry.totalPrice);
  const discounted = entry.discount ? eurosToCents(entry.discount.price) : null;
  return {
    installmentPlanId: entry.installmentPlanId,
    installmentPlanNumber: entry.installmentPlanNumber,
    installmentPlanName: entry.installmentPlanName,
    totalPrice: money(total),
    discountedPrice: discounted === null ? null : money(discounted),
    instalmentPrice: money(Math.round((discounted ?? total) / entry.installmentPlanNumber)),
  };
}

/** A suggested product of the upstream as the API's Plan. */
export function toPlan(product: SuggestedProduct): Plan {
  return {
    id: product.id,
    name: product.name,
    mostLiked: product.mostLiked,
    purchasable: product.purchasable,
    isCurrent: product.isCurrent,
    activeInstallmentPlanId: product.isCurrent ? (product.activePlan ?? null) : null,
    services: product.services.map((s) => ({ label: s.label, description: s.publicDescription ?? null, available: s.available })),
    priceList: orderPriceList(product.priceList).map(toPriceListEntry),
  };
}
