import { describe, expect, it } from 'vitest';
import { eurosToCents } from './money';
import type { PriceListEntryParent } from './mappers';
import { activeInstallmentPlanId, discountedPrice, instalmentPrice, orderPriceList, singleProductOffer, totalPrice } from './plans';

const entry = (installmentPlanNumber: number, totalPrice: number, discount?: number): PriceListEntryParent => ({
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

describe('the prices of a price list entry', () => {
  it('divides the total by the instalments, rounded to the cent', () => {
    expect(instalmentPrice(entry(12, 130.8))).toEqual({ cents: 1090, currency: 'EUR' });
    expect(instalmentPrice(entry(2, 74.99)).cents).toBe(3750);
    expect(instalmentPrice(entry(12, 100)).cents).toBe(833);
  });

  it('divides the discounted total when there is a discount, and keeps both totals', () => {
    const e = entry(12, 83.4, 71.4);
    expect(totalPrice(e)).toEqual({ cents: 8340, currency: 'EUR' });
    expect(discountedPrice(e)).toEqual({ cents: 7140, currency: 'EUR' });
    expect(instalmentPrice(e).cents).toBe(595);
    expect(discountedPrice(entry(1, 119))).toBeNull();
  });
});

describe('activeInstallmentPlanId', () => {
  it('gives the active instalment plan only for the current product', () => {
    expect(activeInstallmentPlanId({ isCurrent: false, activePlan: '3' })).toBeNull();
    expect(activeInstallmentPlanId({ isCurrent: true, activePlan: '3' })).toBe('3');
    expect(activeInstallmentPlanId({ isCurrent: true, activePlan: null })).toBeNull();
  });
});

describe('singleProductOffer', () => {
  const plan = (id: string, over: Partial<{ purchasable: boolean; isCurrent: boolean; mostLiked: boolean }> = {}) => ({ id, purchasable: true, isCurrent: false, mostLiked: false, ...over });
  it('takes the most chosen plan on sale, else the first; never the current one nor one not for sale', () => {
    expect(singleProductOffer([plan('a'), plan('b', { mostLiked: true })])?.id).toBe('b');
    expect(singleProductOffer([plan('a', { purchasable: false }), plan('b'), plan('c')])?.id).toBe('b');
    expect(singleProductOffer([plan('a', { mostLiked: true, isCurrent: true }), plan('b')])?.id).toBe('b');
    expect(singleProductOffer([plan('a', { isCurrent: true }), plan('b', { purchasable: false })])).toBeNull();
    expect(singleProductOffer([])).toBeNull();
  });
});
