import { bestOffersRoute, commerceRoutes, slideshowRoute, suggestedProductsRoute, topShopsRoute, type RouteContract } from '@club/contracts';
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
const NOT_JSON = ['GET /topnegozi/loghi/:file', 'GET /topnegozi/slideshow/:file', 'GET /topnegozi/vai/:offerId', 'GET /ecommerce/pagamento/:id', 'POST /ecommerce/pagamento/:id'];

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

  it('every JSON route the commerce family registers has a contract, and every contract a route', async () => {
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
