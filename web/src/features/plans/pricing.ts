/** Price formatting for plans (spec 1 §3 product card price list; money arrives as integer cents). */

const formatters = new Map<string, Intl.NumberFormat>();

/** '119,88 €' — Italian currency format of an amount in cents. */
export function formatMoney(cents: number, currency = 'EUR'): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('it-IT', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format.format(cents / 100);
}

type Money = { cents: number; currency: string };
export type PriceEntry = {
  installmentPlanId: string;
  installmentPlanNumber: number;
  totalPrice: Money;
  discountedPrice?: Money | null;
  instalmentPrice: Money;
};

export type PriceSummary = {
  /** The amount to pay, discounted when a discount applies. */
  total: string;
  /** The list price, struck through, only when discounted. */
  listTotal: string | null;
  /** '12 rate da 9,99 €' for multi-instalment plans. */
  instalments: string | null;
};

export function priceSummary(entry: PriceEntry): PriceSummary {
  const pay = entry.discountedPrice ?? entry.totalPrice;
  const discounted = entry.discountedPrice != null && entry.discountedPrice.cents !== entry.totalPrice.cents;
  return {
    total: formatMoney(pay.cents, pay.currency),
    listTotal: discounted ? formatMoney(entry.totalPrice.cents, entry.totalPrice.currency) : null,
    instalments:
      entry.installmentPlanNumber > 1
        ? `${entry.installmentPlanNumber} rate da ${formatMoney(entry.instalmentPrice.cents, entry.instalmentPrice.currency)}`
        : null,
  };
}

/** The cart link for a plan and an instalment plan (the cart page is a later feature). */
export function cartHref(productId: string, installmentPlanId: string): string {
  return `/carrello?${new URLSearchParams({ productId, installmentPlanId }).toString()}`;
}

/** Rows of the comparison table: every service label once, in order of first appearance. */
export function serviceRows<P extends { services: readonly { label: string; available: boolean }[] }>(plans: readonly P[]): string[] {
  const labels: string[] = [];
  for (const plan of plans) for (const s of plan.services) if (!labels.includes(s.label)) labels.push(s.label);
  return labels;
}

/** Whether a plan includes a service; a service the plan does not list is not included. */
export function includes(plan: { services: readonly { label: string; available: boolean }[] }, label: string): boolean {
  return plan.services.some((s) => s.label === label && s.available);
}
