import { describe, expect, it } from 'vitest';
import { formatMoney, includes, priceSummary, serviceRows } from './pricing';

const eur = (cents: number) => ({ cents, currency: 'EUR' });
// Intl puts a no-break space before the euro sign.
const norm = (s: string | null) => s?.replace(/\u00a0/g, ' ') ?? null;

describe('plan pricing', () => {
  it('formats cents as Italian euros', () => {
    expect(norm(formatMoney(11988))).toBe('119,88 €');
    expect(norm(formatMoney(1500000))).toBe('15.000,00 €');
  });

  it('shows the instalment price only for multi-instalment plans', () => {
    const monthly = priceSummary({ installmentPlanId: 'm', installmentPlanNumber: 12, totalPrice: eur(11988), instalmentPrice: eur(999) });
    expect(norm(monthly.instalments)).toBe('12 rate da 9,99 €');
    expect(norm(monthly.total)).toBe('119,88 €');
    const yearly = priceSummary({ installmentPlanId: 'y', installmentPlanNumber: 1, totalPrice: eur(9900), instalmentPrice: eur(9900) });
    expect(yearly.instalments).toBeNull();
    expect(yearly.listTotal).toBeNull();
  });

  it('charges the discounted total and strikes the list price', () => {
    const p = priceSummary({ installmentPlanId: 'y', installmentPlanNumber: 1, totalPrice: eur(9900), discountedPrice: eur(7900), instalmentPrice: eur(7900) });
    expect(norm(p.total)).toBe('79,00 €');
    expect(norm(p.listTotal)).toBe('99,00 €');
  });

  it('builds comparison rows once per service; unlisted services are not included', () => {
    const plans = [
      { services: [{ label: 'Corsi ECM', available: true }, { label: 'Tutela legale', available: false }] },
      { services: [{ label: 'Corsi ECM', available: true }, { label: 'Telemedicina', available: true }] },
    ];
    expect(serviceRows(plans)).toEqual(['Corsi ECM', 'Tutela legale', 'Telemedicina']);
    expect(includes(plans[0]!, 'Telemedicina')).toBe(false);
    expect(includes(plans[0]!, 'Tutela legale')).toBe(false);
    expect(includes(plans[1]!, 'Telemedicina')).toBe(true);
  });
});
