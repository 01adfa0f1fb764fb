import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { startCommerceSubgraph } from './server';

/** TopNegozi shops and coupons (spec 3 §2, §3, §6, §8) against the reference upstream. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();

type Viewer = Partial<ViewerClaims> & { userId?: string | null };
const topnegozi = [{ code: 'topnegozi', active: true, status: 1 }];
const V = {
  visitor: {} as Viewer,
  registrato: { subscriptionType: 'REGISTRATO', userId: '1000001' } as Viewer,
  trial: { subscriptionType: 'TRIAL', userId: '1000002', wallets: topnegozi } as Viewer,
  trialWithout: { subscriptionType: 'TRIAL', userId: '1000002', wallets: [{ code: 'ecm', active: true }] } as Viewer,
  premium: { subscriptionType: 'PREMIUM', userId: '1000003', wallets: topnegozi } as Viewer,
  exTrial: { subscriptionType: 'EX_TRIAL', userId: '1000007' } as Viewer,
  exPremium: { subscriptionType: 'EX_PREMIUM', userId: '1000008', wallets: topnegozi } as Viewer,
};

const OFFER_FIELDS = `id shopId shopName shopLogoUrl title description isDirect badgeType badgeName reducedPriceValue reducedPriceSymbol endDateText endDate expired canActivate paywall { variant title text ctaLabel ctaHref }`;

const HOME = /* GraphQL */ `
  query ShopsHome {
    shopsBestOffers { ${OFFER_FIELDS} }
    shopsFeaturedCoupons { ${OFFER_FIELDS} }
    topShops { id name logoUrl category logoLinks }
    shopsSlideshow { id title shopId shopName imageUrl imageMobileUrl }
    shopsIntroVisible
  }
`;

const SHOP = /* GraphQL */ `
  query Shop($id: ID!) { shop(id: $id) { id name logoUrl category description logoLinks offers { ${OFFER_FIELDS} } } }
`;

const ACTIVATE = /* GraphQL */ `
  mutation Activate($offerId: ID!) { activateOffer(offerId: $offerId) { offerId voucherCode redirectUrl } }
`;

interface OfferOut { id: string; isDirect: boolean; canActivate: boolean; paywall: { variant: string; ctaLabel: string } | null; reducedPriceSymbol: string | null; expired: boolean }
type Body<T> = { data?: T; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] };

const call = async <T,>(query: string, variables: Record<string, unknown>, viewer: Viewer) =>
  (await callSubgraph<T>(subgraph.url, query, variables, viewer)) as { status: number; body: Body<T> };

/** Ids of a coupon and a direct offer that are still valid, and of an expired coupon. */
const ids = { coupon: 0, direct: 0, expired: 0, code: '' };

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCommerceSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  const valid = `(end_date IS NULL OR end_date > now())`;
  const [coupon] = await up.db.query<{ id: number; voucher_code: string }>(`SELECT id, voucher_code FROM offers WHERE offer_type = 'c' AND ${valid} ORDER BY id LIMIT 1`);
  const [direct] = await up.db.query<{ id: number }>(`SELECT id FROM offers WHERE offer_type = 'o' AND ${valid} ORDER BY id LIMIT 1`);
  const [expired] = await up.db.query<{ id: number }>(`SELECT id FROM offers WHERE offer_type = 'c' AND end_date < now() ORDER BY id LIMIT 1`);
  Object.assign(ids, { coupon: coupon!.id, code: coupon!.voucher_code, direct: direct!.id, expired: expired!.id });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

describe('shops home', () => {
  it('answers every block with one upstream call each, in parallel; up to 3 best offers and the featured coupons after them', async () => {
    const { body } = await call<{ shopsBestOffers: OfferOut[]; shopsFeaturedCoupons: OfferOut[]; topShops: { logoUrl: string; logoLinks: boolean }[]; shopsSlideshow: { imageUrl: string }[] }>(HOME, {}, V.premium);
    expect(body.errors).toBeUndefined();
    expect(body.data!.shopsBestOffers).toHaveLength(3);
    // Spec 3 §9 'coupon list mode 6 offers'.
    expect(body.data!.shopsFeaturedCoupons).toHaveLength(6);
    expect(body.data!.shopsFeaturedCoupons.map((o) => o.id)).not.toContain(body.data!.shopsBestOffers[0]!.id);
    expect(body.data!.topShops[0]!.logoUrl).toMatch(/^\/media\/topnegozi\/loghi\/negozio-\d+\.svg$/);
    expect(body.data!.topShops.every((s) => s.logoLinks)).toBe(true);
    expect(body.data!.shopsSlideshow[0]!.imageUrl).toMatch(/^\/media\/topnegozi\/slideshow\//);
    expect([...upstream.paths].sort()).toEqual(['/topnegozi/home/bestoffers', '/topnegozi/home/slideshow', '/topnegozi/home/topshops']);
    expect(upstream.maxInFlight).toBe(3);
  });

  it('a failing block is null with UPSTREAM_UNAVAILABLE naming its service while the others stand', async () => {
    upstream.failing.add('/topnegozi/home/bestoffers');
    const { status, body } = await call<{ shopsBestOffers: null; topShops: unknown[]; shopsSlideshow: unknown[] }>(HOME, {}, V.visitor);
    expect(status).toBe(200);
    expect(body.data!.shopsBestOffers).toBeNull();
    expect(body.data!.topShops.length).toBeGreaterThan(0);
    expect(body.data!.shopsSlideshow.length).toBeGreaterThan(0);
    const errors = body.errors!.map((e) => [e.path![0], e.extensions!.code, e.extensions!.service]);
    expect(errors).toEqual(expect.arrayContaining([['shopsBestOffers', 'UPSTREAM_UNAVAILABLE', '/topnegozi/home/bestoffers']]));
    upstream.failing.clear();
    upstream.failing.add('/topnegozi/home/topshops');
    const other = await call<{ shopsBestOffers: unknown[]; topShops: null }>(HOME, {}, V.visitor);
    expect(other.body.data!.topShops).toBeNull();
    expect(other.body.data!.shopsBestOffers).toHaveLength(3);
  });

  it('shows the header and coupon intro to trial or premium with topnegozi only; logos link for trial or premium only', async () => {
    const intro = async (v: Viewer) => (await call<{ shopsIntroVisible: boolean; topShops: { logoLinks: boolean }[] }>(HOME, {}, v)).body.data!;
    expect((await intro(V.trial)).shopsIntroVisible).toBe(true);
    expect((await intro(V.trialWithout)).shopsIntroVisible).toBe(false);
    const registered = await intro(V.registrato);
    expect(registered.shopsIntroVisible).toBe(false);
    expect(registered.topShops.some((s) => s.logoLinks)).toBe(false);
  });
});

describe('voucher codes', () => {
  it('no list or read field ever carries a voucher code, whoever asks', async () => {
    for (const viewer of Object.values(V)) {
      const home = JSON.stringify((await call(HOME, {}, viewer)).body);
      const shop = JSON.stringify((await call(SHOP, { id: '1' }, viewer)).body);
      expect(home).not.toMatch(/voucher/i);
      expect(shop).not.toMatch(/voucher/i);
      expect(shop).not.toContain(ids.code);
    }
    const codes = await up.db.query<{ voucher_code: string }>(`SELECT voucher_code FROM offers WHERE best_rank IS NOT NULL`);
    const home = JSON.stringify((await call(HOME, {}, V.premium)).body);
    for (const { voucher_code } of codes) expect(home).not.toContain(voucher_code);
  });

  it('a refused activation returns FORBIDDEN with the paywall of the type and no code', async () => {
    const cases: [keyof typeof V, string, string][] = [
      ['visitor', 'REGISTER', 'Registrati gratis'],
      ['trialWithout', 'UPGRADE', 'Passa a premium'],
      ['exTrial', 'UPGRADE', 'Passa a premium'],
      ['exPremium', 'RENEW', 'Rinnova'],
    ];
    for (const [who, variant, label] of cases) {
      const { status, body } = await call<{ activateOffer: null }>(ACTIVATE, { offerId: String(ids.coupon) }, V[who]);
      expect(status).toBe(200);
      expect(body.data?.activateOffer ?? null).toBeNull();
      expect(body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', upsell: { kind: 'OFFER_PAYWALL', variant, ctaLabel: label } });
      expect(JSON.stringify(body)).not.toContain(ids.code);
    }
  });

  it('an allowed activation hands out the code of a coupon, or the redirect of a direct offer', async () => {
    for (const who of ['registrato', 'trial', 'premium'] as const) {
      const { body } = await call<{ activateOffer: { voucherCode: string | null; redirectUrl: string | null } }>(ACTIVATE, { offerId: String(ids.coupon) }, V[who]);
      expect(body.errors).toBeUndefined();
      expect(body.data!.activateOffer).toEqual({ offerId: String(ids.coupon), voucherCode: ids.code, redirectUrl: null });
    }
    const direct = await call<{ activateOffer: { voucherCode: string | null; redirectUrl: string } }>(ACTIVATE, { offerId: String(ids.direct) }, V.premium);
    expect(direct.body.data!.activateOffer.voucherCode).toBeNull();
    expect(direct.body.data!.activateOffer.redirectUrl).toMatch(new RegExp(`/topnegozi/vai/${ids.direct}$`));
  });

  it('refuses an unknown offer with NOT_FOUND and an expired one with its message', async () => {
    const unknown = await call(ACTIVATE, { offerId: '99999999' }, V.premium);
    expect(unknown.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const expired = await call(ACTIVATE, { offerId: String(ids.expired) }, V.premium);
    expect(expired.body.errors![0]).toMatchObject({ message: 'Offerta scaduta.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('shop, categories and offer', () => {
  it('a shop with its valid offers, one upstream call; an unknown shop is null', async () => {
    const { body } = await call<{ shop: { name: string; offers: OfferOut[] } }>(SHOP, { id: '1' }, V.registrato);
    expect(body.errors).toBeUndefined();
    expect(body.data!.shop.offers.length).toBeGreaterThan(0);
    expect(body.data!.shop.offers.every((o) => !o.expired && o.canActivate && o.paywall === null)).toBe(true);
    expect(upstream.paths).toEqual(['/topnegozi/shops/1/offers']);
    expect((await call<{ shop: null }>(SHOP, { id: '999999' }, V.registrato)).body).toEqual({ data: { shop: null } });
    expect((await call<{ shop: null }>(SHOP, { id: 'abc' }, V.registrato)).body).toEqual({ data: { shop: null } });
  });

  it('an offer by id says how the viewer may activate it; unknown is null', async () => {
    const q = `query O($id: ID!) { offer(id: $id) { ${OFFER_FIELDS} } }`;
    const visitor = await call<{ offer: OfferOut }>(q, { id: String(ids.coupon) }, V.visitor);
    expect(visitor.body.data!.offer).toMatchObject({ canActivate: false, paywall: { variant: 'REGISTER' } });
    const expired = await call<{ offer: OfferOut }>(q, { id: String(ids.expired) }, V.premium);
    expect(expired.body.data!.offer.expired).toBe(true);
    expect((await call<{ offer: null }>(q, { id: '99999999' }, V.premium)).body.data!.offer).toBeNull();
  });

  it('categories with their shops', async () => {
    const { body } = await call<{ shopCategories: { id: string; shopCount: number }[] }>(`{ shopCategories { id name slug shopCount } }`, {}, V.visitor);
    const first = body.data!.shopCategories[0]!;
    const one = await call<{ shopCategory: { shops: { id: string }[] } }>(`query C($id: ID!) { shopCategory(id: $id) { id name shops { id name logoUrl } } }`, { id: first.id }, V.visitor);
    expect(one.body.data!.shopCategory.shops).toHaveLength(first.shopCount);
    expect((await call<{ shopCategory: null }>(`{ shopCategory(id: "999") { id } }`, {}, V.visitor)).body.data!.shopCategory).toBeNull();
  });
});
