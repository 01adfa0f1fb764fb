type Money = { cents: number; currency: string };
type PriceEntry = { installmentPlanNumber: number; instalmentPrice: Money; totalPrice: Money };

/** Euro amount in Italian notation, e.g. '9,90 €'. */
export function formatMoney({ cents, currency }: Money): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency }).format(cents / 100);
}

/** The price to advertise: the monthly (12 instalments) entry when there is one, else the first. */
export function suggestedPrice<T extends PriceEntry>(priceList: readonly T[]): T | undefined {
  return priceList.find((entry) => entry.installmentPlanNumber === 12) ?? priceList[0];
}
