/** Price formatting for plans (spec 1 §3 product card price list; money arrives as integer cents). */

// Money formatting and price summaries are shared with the cart: they live in lib/pricing.
export { formatMoney, priceSummary, type PriceEntry, type PriceSummary } from '../../lib/pricing';

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
