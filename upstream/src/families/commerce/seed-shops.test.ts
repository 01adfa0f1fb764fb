import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random';
import { BEST_OFFER_COUNT, buildCatalogue, OFFER_COUNT, SHOP_COUNT, slugify } from './seed-shops';
import { BADGES } from './shop-words';

const today = new Date('2026-01-15T00:00:00Z');

describe('TopNegozi catalogue generation', () => {
  const catalogue = buildCatalogue(seededRandom(42), today);

  it('is deterministic: the same random source and day give the same catalogue', () => {
    const again = buildCatalogue(seededRandom(42), today);
    expect(again.shops).toEqual(catalogue.shops);
    expect(again.offers).toEqual(catalogue.offers);
    expect([...again.bestRanks]).toEqual([...catalogue.bestRanks]);
  });

  it('builds the advertised scale with unique shop names and slugs', () => {
    expect(catalogue.shops).toHaveLength(SHOP_COUNT);
    expect(catalogue.offers).toHaveLength(OFFER_COUNT);
    expect(new Set(catalogue.shops.map((s) => s.slug)).size).toBe(SHOP_COUNT);
  });

  it('gives coupons a code and direct offers none, and coupon-only badges are coupons', () => {
    const broken = catalogue.offers.filter(
      (o) =>
        (o.offerType === 'c') !== (o.voucherCode !== null) ||
        (BADGES[o.badgeIndex]!.couponOnly && o.offerType !== 'c') ||
        (o.fakeCouponType === 1 && o.offerType !== 'o') ||
        (o.value === null) !== (o.symbol === null) ||
        /[{}]/.test(o.title),
    );
    expect(broken).toEqual([]);
    expect(catalogue.offers.some((o) => o.offerType === 'o')).toBe(true);
    expect(catalogue.offers.some((o) => o.fakeCouponType === 1)).toBe(true);
  });

  it('picks best offers among valued coupons of distinct shops that stay valid for months', () => {
    const best = catalogue.offers.filter((o) => catalogue.bestRanks.has(o.id));
    expect(best).toHaveLength(BEST_OFFER_COUNT);
    expect(new Set(best.map((o) => o.shopId)).size).toBe(BEST_OFFER_COUNT);
    for (const o of best) {
      expect(o.offerType).toBe('c');
      expect(o.value).not.toBeNull();
      if (o.endDate) expect(o.endDate.getTime()).toBeGreaterThanOrEqual(today.getTime() + 120 * 86_400_000);
    }
  });

  it('slugifies Italian names', () => {
    expect(slugify('Parafarmacia Più')).toBe('parafarmacia-piu');
    expect(slugify("D'Angelo Moda")).toBe('d-angelo-moda');
  });
});
