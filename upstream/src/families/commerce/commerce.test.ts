import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import type { Db } from '../../db';
import { startTestUpstream } from '../../testing';
import type { SuggestedProduct } from './suggested-products';
import { BADGES } from './shop-words';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let db: Db;
// Tokens are minted directly: these tests are about the commerce routes, not about login (crm).
let premiumToken: string;
let exPremiumToken: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  db = upstream.db;
  premiumToken = await createToken(db, '1000003', 'session', 60);
  exPremiumToken = await createToken(db, '1000008', 'session', 60);
});

afterAll(async () => {
  await upstream?.close();
});

async function get<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${upstream.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as T };
}

const suggested = async (query = '', token?: string) =>
  (await get<{ suggested: SuggestedProduct[] }>(`/ecommerce/prodotti-suggeriti${query}`, token)).body.suggested;

describe('GET /ecommerce/prodotti-suggeriti', () => {
  it('lists the purchasable plans for a visitor, without the free plan, none current', async () => {
    const list = await suggested();
    expect(list.map((p) => p.name)).toEqual(['Premium', 'Premium Plus', 'ECM Plus']);
    for (const p of list) {
      expect(p).toMatchObject({ purchasable: true, isCurrent: false, activePlan: null });
      expect(p.services.length).toBeGreaterThan(0);
      for (const s of p.services) expect(Object.keys(s).sort()).toEqual(['available', 'label', 'publicDescription']);
    }
    expect(list.filter((p) => p.mostLiked).map((p) => p.name)).toEqual(['Premium']);
    const premium = list[0]!;
    expect(premium.services.find((s) => s.label === 'Corsi ECM')?.available).toBe(true);
    expect(premium.services.find((s) => s.label === 'Polizza tutela legale')?.available).toBe(false);
  });

  it('orders each price list by number of instalments, with euro prices and optional discounts', async () => {
    const [premium, premiumPlus, ecmPlus] = await suggested();
    expect(premium!.priceList).toEqual([
      { installmentPlanId: 1, totalPrice: 119, installmentPlanNumber: 1, installmentPlanName: 'Unica soluzione', discount: null },
      { installmentPlanId: 2, totalPrice: 124, installmentPlanNumber: 2, installmentPlanName: 'Semestrale', discount: null },
      { installmentPlanId: 3, totalPrice: 130.8, installmentPlanNumber: 12, installmentPlanName: 'Mensile', discount: null },
    ]);
    expect(premiumPlus!.priceList[0]!.discount).toEqual({ price: 179 });
    expect(ecmPlus!.priceList.map((e) => e.installmentPlanNumber)).toEqual([1, 12]);
  });

  it('leaves a premium member’s current plan out by default and marks it current on request', async () => {
    expect((await suggested('', premiumToken)).map((p) => p.name)).toEqual(['Premium Plus', 'ECM Plus']);
    const withCurrent = await suggested('?includeCurrentProduct=true', premiumToken);
    const premium = withCurrent.find((p) => p.name === 'Premium');
    expect(premium).toMatchObject({ isCurrent: true, activePlan: 3 });
    expect(withCurrent.filter((p) => p.isCurrent)).toHaveLength(1);
  });

  it('gives an ex-premium member no current plan (their Premium has ended)', async () => {
    const list = await suggested('?includeCurrentProduct=true', exPremiumToken);
    expect(list.map((p) => p.name)).toEqual(['Premium', 'Premium Plus', 'ECM Plus']);
    expect(list.some((p) => p.isCurrent)).toBe(false);
  });

  it('leaves out the products already in the quotation when excludeQuotationProducts is set', async () => {
    await db.query(`INSERT INTO quotations (user_id, installment_plan_id) VALUES ('1000008', 3)`);
    await db.query(`INSERT INTO quotation_products (user_id, product_id) VALUES ('1000008', 3)`);
    try {
      expect((await suggested('?excludeQuotationProducts=true', exPremiumToken)).map((p) => p.name)).toEqual(['Premium', 'ECM Plus']);
      expect((await suggested('?excludeQuotationProducts=false', exPremiumToken)).map((p) => p.name)).toContain('Premium Plus');
    } finally {
      await db.query(`DELETE FROM quotations WHERE user_id = '1000008'`);
    }
  });

  it('treats an unknown token as a visitor and refuses flags that are not true or false', async () => {
    expect((await suggested('?includeCurrentProduct=true', 'not-a-token')).map((p) => p.name)).toEqual(['Premium', 'Premium Plus', 'ECM Plus']);
    const bad = await get<{ message: string }>('/ecommerce/prodotti-suggeriti?includeCurrentProduct=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });
});

describe('TopNegozi catalogue', () => {
  it('holds the scale of the marketing copy: over 700 shops and over 12,000 offers', async () => {
    const [{ shops, offers, categories, coupons }] = await db.query<{ shops: number; offers: number; categories: number; coupons: number }>(
      `SELECT (SELECT count(*)::int FROM shops) AS shops, (SELECT count(*)::int FROM offers) AS offers,
              (SELECT count(*)::int FROM shop_categories) AS categories,
              (SELECT count(*)::int FROM offers WHERE offer_type = 'c') AS coupons`,
    );
    expect(shops).toBeGreaterThanOrEqual(700);
    expect(offers).toBeGreaterThanOrEqual(12_000);
    expect(categories).toBeGreaterThanOrEqual(14);
    expect(coupons).toBeGreaterThan(0);
    expect(coupons).toBeLessThan(offers);
    const [{ orphans }] = await db.query<{ orphans: number }>(`SELECT count(*)::int AS orphans FROM shops s WHERE NOT EXISTS (SELECT 1 FROM offers o WHERE o.shop_id = s.id)`);
    expect(orphans).toBe(0);
  });

  it('GET /topnegozi/home/bestoffers answers valid offers with the spec fields and a logo base path', async () => {
    const { status, body } = await get<{ url_logo_path_image: string; offer_redirect_url: string; data: Record<string, unknown>[] }>('/topnegozi/home/bestoffers');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    const badges = BADGES.map((b) => b.inputName);
    for (const offer of body.data) {
      expect(offer).toMatchObject({ offer_type: expect.stringMatching(/^[oc]$/), title: expect.any(String), shop_name: expect.any(String) });
      expect([1, 2]).toContain(offer.reduced_price_symbol);
      expect(badges).toContain((offer.otypes as { input_name: string }[])[0]!.input_name);
      expect(typeof offer.end_date_time_forhumans).toBe('string');
      if (offer.end_date) expect(new Date(offer.end_date as string).getTime()).toBeGreaterThan(Date.now());
    }
    const first = body.data[0]!;
    const logo = await fetch(`${body.url_logo_path_image}${first.shop_logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    const redirect = await fetch(`${body.offer_redirect_url}${first.id}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toContain(`offerta=${first.id}`);
  });

  it('GET /topnegozi/home/topshops answers the featured shops in rank order with logos', async () => {
    const { body } = await get<{ url_logo_path: string; data: { id: number; name: string; logo: string }[] }>('/topnegozi/home/topshops');
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    const ranks = await db.query<{ id: number }>(`SELECT id FROM shops WHERE top_rank IS NOT NULL ORDER BY top_rank`);
    expect(body.data.map((s) => s.id)).toEqual(ranks.map((r) => r.id));
    expect((await fetch(`${body.url_logo_path}${body.data[0]!.logo}`)).status).toBe(200);
  });

  it('GET /topnegozi/home/slideshow answers slides whose desktop and mobile images are served', async () => {
    const { body } = await get<{ url_path_image: string; url_path_image_mobile: string; data: { image: string; image_mobile: string; shop_name: string; title: string; shop_id: number }[] }>(
      '/topnegozi/home/slideshow',
    );
    expect(body.data.length).toBeGreaterThan(0);
    const slide = body.data[0]!;
    expect(slide).toMatchObject({ shop_name: expect.any(String), title: expect.any(String), shop_id: expect.any(Number) });
    const desktop = await fetch(`${body.url_path_image}${slide.image}`);
    const mobile = await fetch(`${body.url_path_image_mobile}${slide.image_mobile}`);
    expect([desktop.status, mobile.status]).toEqual([200, 200]);
    expect(await mobile.text()).toContain('width="600"');
  });

  it('answers 404 for an unknown logo or offer', async () => {
    expect((await fetch(`${upstream.url}/topnegozi/loghi/negozio-999999.svg`)).status).toBe(404);
    expect((await fetch(`${upstream.url}/topnegozi/vai/999999`, { redirect: 'manual' })).status).toBe(404);
  });
});
