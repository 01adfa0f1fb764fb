import {
  bestOffersRoute,
  categoryShopsRoute,
  commerceRoutes,
  loyaltyBalanceRoute,
  loyaltyCatalogueRoute,
  loyaltyProgrammeRoute,
  loyaltyTransactionsRoute,
  offerByIdRoute,
  shopCategoriesRoute,
  shopOffersRoute,
  slideshowRoute,
  suggestedProductsRoute,
  topShopsRoute,
  type RouteContract,
} from '@club/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';
import { commerceFamily } from './index';

/**
 * Each commerce route's answer for the demo personas (upstream/README.md 'Demo accounts') parses with
 * its contract (packages/contracts 'commerce'): what the commerce subgraph parses with is what this
 * reference sends.
 */

let up: Awaited<ReturnType<typeof startTestUpstream>>;

/** Customer codes of the demo personas (upstream/README.md); tokens are minted: login is the crm family's. */
const PERSONAS = ['1000001', '1000002', '1000003', '1000004', '1000005', '1000006', '1000007', '1000008', '1000011'] as const;
const sessions = new Map<string, string>();

/** Routes answering images or a redirect: no JSON payload, no contract (packages/contracts/src/commerce/index.ts). */
/** Spec 3 §9 coupon badge types, spelled as the spec spells them ('about 22': it names these 21). */
const SPEC_BADGES = [
  'sale', 'gift', 'free-shipping', 'free-service', 'outlet', 'bonus-subscription', 'reccomended-products', 'gift-card', 'students',
  'free-store-collect', 'free-cash-on-delivery', 'free-return', 'loan', 'customize', 'fidelity-card', 'new-collection', 'sales-off',
  'coupon-free-shipping', 'coupon-gift', 'amazon', 'offers-3x2',
];

const NOT_JSON = ['GET /topnegozi/loghi/:file', 'GET /topnegozi/slideshow/:file', 'GET /media/topnegozi/loghi/:file', 'GET /media/topnegozi/slideshow/:file', 'GET /media/documenti/regolamento-programma-fedelta.pdf'];

beforeAll(async () => {
  up = await startTestUpstream();
  for (const id of PERSONAS) sessions.set(id, await createToken(up.db, id, 'session', 60));
});
afterAll(async () => {
  await up?.close();
});

async function get(path: string, token?: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${up.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json() };
}

/** The answer parsed with the route's contract; a mismatch fails with zod's paths and expectations. */
function parsed<R extends RouteContract>(contract: R, answer: { status: number; body: unknown }) {
  expect(answer.status, `${contract.method} ${contract.path}`).toBe(contract.status ?? 200);
  const result = contract.response.safeParse(answer.body);
  expect(result.error?.issues ?? [], `${contract.method} ${contract.path}`).toEqual([]);
  return result.data as z.output<R['response']>;
}

describe('commerce contracts', () => {
  it('suggested products for a visitor, with every combination of the query flags', async () => {
    for (const query of ['', '?includeCurrentProduct=true', '?excludeQuotationProducts=true&includeCurrentProduct=false']) {
      expect(parsed(suggestedProductsRoute, await get(`/ecommerce/prodotti-suggeriti${query}`)).suggested.length).toBeGreaterThan(0);
    }
  });

  it.each(PERSONAS)('suggested products for %s, current product included or not', async (id) => {
    const token = sessions.get(id)!;
    parsed(suggestedProductsRoute, await get('/ecommerce/prodotti-suggeriti', token));
    parsed(suggestedProductsRoute, await get('/ecommerce/prodotti-suggeriti?includeCurrentProduct=true&excludeQuotationProducts=true', token));
  });

  it("a premium member's current product carries its instalment plan (read as a string id)", async () => {
    const answer = parsed(suggestedProductsRoute, await get('/ecommerce/prodotti-suggeriti?includeCurrentProduct=true', sessions.get('1000003')));
    expect(answer.suggested.find((p) => p.isCurrent)?.activePlan).toBe('3');
  });

  it('the shops home: best offers, top shops and slideshow', async () => {
    expect(parsed(bestOffersRoute, await get('/topnegozi/home/bestoffers')).data.length).toBeGreaterThan(0);
    expect(parsed(topShopsRoute, await get('/topnegozi/home/topshops')).data.length).toBeGreaterThan(0);
    expect(parsed(slideshowRoute, await get('/topnegozi/home/slideshow')).data.length).toBeGreaterThan(0);
  });

  it('the loyalty programme page and the rewards catalogue, for anyone', async () => {
    const programme = parsed(loyaltyProgrammeRoute, await get('/winloy/programma'));
    expect(programme.howItWorks.steps.length).toBeGreaterThan(4);
    expect(parsed(loyaltyCatalogueRoute, await get('/winloy/catalogue')).length).toBeGreaterThan(4);
  });

  it("a loyalty member's balance and activities; ex-premium points expire 90 days after the subscription ended; others are refused", async () => {
    const premium = parsed(loyaltyBalanceRoute, await get('/winloy/balance', sessions.get('1000003')));
    expect(premium).toMatchObject({ isChanged: true, expiresOn: null });
    const activities = parsed(loyaltyTransactionsRoute, await get('/winloy/transactions', sessions.get('1000003'))).transactions;
    expect(premium.balance).toBe(activities.reduce((sum, t) => sum + t.amount, 0));
    expect([...activities].sort((a, b) => b.timestamp.localeCompare(a.timestamp))).toEqual(activities);
    const ex = parsed(loyaltyBalanceRoute, await get('/winloy/balance', sessions.get('1000008')));
    const [row] = await up.db.query<{ exp_date: string }>(`SELECT exp_date::text AS exp_date FROM users WHERE id = '1000008'`);
    expect(Date.parse(ex.expiresOn!) - Date.parse(row!.exp_date)).toBe(90 * 86_400_000);
    for (const id of ['1000001', '1000002', '1000007']) expect((await get('/winloy/balance', sessions.get(id))).status).toBe(403);
    expect((await get('/winloy/transactions')).status).toBe(401);
  });

  it('a shop with its offers, the categories and their shops, an offer by id; unknown ids 404, bad ids 400', async () => {
    const shop = parsed(shopOffersRoute, await get('/topnegozi/shops/1/offers'));
    expect(shop.shop.id).toBe(1);
    expect(shop.data.length).toBeGreaterThan(0);
    expect(shop.data.every((o) => o.shop_id === 1 && (o.end_date === null || new Date(o.end_date) > new Date()))).toBe(true);
    const categories = parsed(shopCategoriesRoute, await get('/topnegozi/categories'));
    expect(categories.data.length).toBeGreaterThan(10);
    const inCategory = parsed(categoryShopsRoute, await get(`/topnegozi/categories/${categories.data[0]!.id}/shops`));
    expect(inCategory.data).toHaveLength(categories.data[0]!.shop_count);
    expect(parsed(offerByIdRoute, await get(`/topnegozi/offers/${shop.data[0]!.id}`)).data.id).toBe(shop.data[0]!.id);
    expect((await get('/topnegozi/shops/999999/offers')).status).toBe(404);
    expect((await get('/topnegozi/offers/99999999')).status).toBe(404);
    expect((await get('/topnegozi/categories/999/shops')).status).toBe(404);
    expect((await get('/topnegozi/offers/abc')).status).toBe(400);
  });

  it('the seed holds every badge type of spec 3 §9, both price symbols, direct offers, coupons and expired offers', async () => {
    const rows = await up.db.query<{ input_name: string; n: number }>(
      `SELECT t.input_name, count(o.id)::int AS n FROM offer_types t LEFT JOIN offers o ON o.offer_type_id = t.id GROUP BY t.input_name`,
    );
    expect(rows.map((r) => r.input_name).sort()).toEqual([...SPEC_BADGES].sort());
    expect(rows.every((r) => r.n > 0)).toBe(true);
    const [facts] = await up.db.query<{ euro: number; percent: number; direct: number; codes: number; expired: number }>(
      `SELECT count(*) FILTER (WHERE reduced_price_symbol = 1)::int AS euro, count(*) FILTER (WHERE reduced_price_symbol = 2)::int AS percent,
              count(*) FILTER (WHERE offer_type = 'o')::int AS direct, count(*) FILTER (WHERE voucher_code IS NOT NULL)::int AS codes,
              count(*) FILTER (WHERE end_date < now())::int AS expired FROM offers`,
    );
    for (const n of Object.values(facts!)) expect(n).toBeGreaterThan(0);
  });

  it('every route the commerce family registers has a contract (but its images), and every contract a route', async () => {
    const app = Fastify();
    const registered: string[] = [];
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${r.url}`);
    });
    await commerceFamily.routes(app, { db: up.db, publicUrl: () => up.url });
    await app.ready();
    const contracted = commerceRoutes.map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(registered.filter((r) => !NOT_JSON.includes(r)).sort()).toEqual([...contracted].sort());
    expect(registered).toEqual(expect.arrayContaining(NOT_JSON));
    await app.close();
  });
});
