/** Price formatting (spec 1 §3 product card price list; money arrives as integer cents): price cards and the cart. */

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

