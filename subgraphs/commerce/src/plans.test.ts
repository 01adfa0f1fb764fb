import { describe, expect, it } from 'vitest';
import type { SuggestedProduct } from './datasources/commerce-api';
import { eurosToCents } from './money';
import { orderPriceList, toPlan, toPriceListEntry } from './plans';

const entry = (installmentPlanNumber: number, totalPrice: number, discount?: number) => ({
  installmentPlanId: String(installmentPlanNumber),
  installmentPlanNumber,
  installmentPlanName: `piano ${installmentPlanNumber}`,
  totalPrice,
  discount: discount === undefined ? null : { price: discount },
});

describe('eurosToCents', () => {
  it('converts two-decimal euro amounts exactly, including ones binary floats cannot hold', () => {
    expect(eurosToCents(10.9)).toBe(1090);
    expect(eurosToCents(130.8)).toBe(13080);
    expect(eurosToCents(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996 in floating point
    expect(eurosToCents(0)).toBe(0);
  });
});

describe('orderPriceList', () => {
  it('puts the 12-instalment plan first, then the others by number of instalments', () => {
    const ordered = orderPriceList([entry(1, 119), entry(12, 130.8), entry(2, 124)]);
    expect(ordered.map((e) => e.installmentPlanNumber)).toEqual([12, 1, 2]);
  });

  it('keeps the order by instalments when there is no monthly plan', () => {
    expect(orderPriceList([entry(2, 10), entry(1, 9)]).map((e) => e.installmentPlanNumber)).toEqual([1, 2]);
  });
});

describe('toPriceListEntry', () => {
  it('divides the total by the instalments, rounded to the cent', () => {
    expect(toPriceListEntry(entry(12, 130.8)).instalmentPrice).toEqual({ cents: 1090, currency: 'EUR' });
    expect(toPriceListEntry(entry(2, 74.99)).instalmentPrice.cents).toBe(3750);
    expect(toPriceListEntry(entry(12, 100)).instalmentPrice.cents).toBe(833);
  });

  it('divides the discounted total when there is a discount, and keeps both totals', () => {
    const e = toPriceListEntry(entry(12, 83.4, 71.4));
    expect(e.totalPrice).toEqual({ cents: 8340, currency: 'EUR' });
    expect(e.discountedPrice).toEqual({ cents: 7140, currency: 'EUR' });
    expect(e.instalmentPrice.cents).toBe(595);
    expect(toPriceListEntry(entry(1, 119)).discountedPrice).toBeNull();
  });
});

describe('toPlan', () => {
  const product: SuggestedProduct = {
    id: '2',
    name: 'Premium',
    purchasable: true,
    mostLiked: true,
    activePlan: '3',
    isCurrent: false,
    services: [{ publicDescription: null, available: true, label: 'Corsi ECM' }],
    priceList: [entry(1, 119), entry(12, 130.8)],
  };

  it('maps services and gives the active instalment plan only for the current product', () => {
    expect(toPlan(product)).toMatchObject({ id: '2', isCurrent: false, activeInstallmentPlanId: null, services: [{ label: 'Corsi ECM', description: null, available: true }] });
    expect(toPlan({ ...product, isCurrent: true }).activeInstallmentPlanId).toBe('3');
    expect(toPlan(product).priceList.map((e) => e.installmentPlanNumber)).toEqual([12, 1]);
  });
});
