import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { CART_MESSAGES } from './cart';
import { startCommerceSubgraph } from './server';

const PASSWORD = 'Club2026!';
let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** The same subgraph with the quotation route failing (500). */
let failing: RunningSubgraph;
const recorder = new UpstreamRecorder();
const broken = new UpstreamRecorder();
broken.failing.add('/ecommerce/preventivo');

beforeAll(async () => {
  up = await startTestUpstream();
  const common = { host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, upstreamUrl: up.url };
  subgraph = await startCommerceSubgraph({ ...common, fetch: recorder.fetch });
  failing = await startCommerceSubgraph({ ...common, fetch: broken.fetch });
});
afterAll(async () => {
  await failing?.close();
  await subgraph?.close();
  await up?.close();
});

const CART_FIELDS = 'installmentPlanId plans { id name } priceList { installmentPlanId installmentPlanNumber totalPrice { cents } discountedPrice { cents } instalmentPrice { cents } } total { cents currency }';
const CART = `{ cart { ${CART_FIELDS} } }`;
const ADD = `mutation ($p: ID!, $i: ID!) { addToCart(productId: $p, installmentPlanId: $i, redirectTo: "/carrello") { ${CART_FIELDS} } }`;
const REMOVE = `mutation ($p: ID!) { removeFromCart(productId: $p) { ${CART_FIELDS} } }`;
const CHECKOUT = `mutation ($u: String!) { checkout(returnUrl: $u) { paymentUrl amount { cents } } }`;

interface CartOut {
  installmentPlanId: string | null;
  plans: { id: string; name: string }[];
  priceList: { installmentPlanId: string; installmentPlanNumber: number; totalPrice: { cents: number }; discountedPrice: { cents: number } | null; instalmentPrice: { cents: number } }[];
  total: { cents: number; currency: string } | null;
}

let keys = 0;
async function member(customerCode: string) {
  const token = await upstreamLogin(up.url, customerCode, PASSWORD);
  return (key = `key-${++keys}`) => ({ subscriptionType: 'PREMIUM' as const, wallets: [], userId: customerCode, upstreamToken: token, idempotencyKey: key }) as Parameters<typeof callSubgraph>[3];
}

describe('cart', () => {
  it('adds a plan on the chosen instalment plan, totals in cents, removes it', async () => {
    const as = await member('1000006');
    const added = await callSubgraph<{ addToCart: CartOut }>(subgraph.url, ADD, { p: '3', i: '2' }, as());
    expect(added.body.errors).toBeUndefined();
    const cart = added.body.data!.addToCart;
    expect(cart.installmentPlanId).toBe('2');
    expect(cart.plans.map((p) => p.name)).toEqual(['Premium Plus']);
    // The 12-instalment option first, as on the price cards; the total is on the chosen plan (2: 208.00).
    expect(cart.priceList.map((e) => e.installmentPlanNumber)).toEqual([12, 1, 2]);
    expect(cart.total).toEqual({ cents: 20800, currency: 'EUR' });
    expect(cart.priceList.find((e) => e.installmentPlanNumber === 1)).toMatchObject({ totalPrice: { cents: 19900 }, discountedPrice: { cents: 17900 }, instalmentPrice: { cents: 17900 } });

    const read = await callSubgraph<{ cart: CartOut }>(subgraph.url, CART, {}, as());
    expect(read.body.data!.cart).toEqual(cart);
    const removed = await callSubgraph<{ removeFromCart: CartOut }>(subgraph.url, REMOVE, { p: '3' }, as());
    expect(removed.body.data!.removeFromCart).toMatchObject({ plans: [], total: null, installmentPlanId: null });
  });

  it('an unknown plan or instalment plan is BAD_USER_INPUT with the service message and the cart is unchanged', async () => {
    const as = await member('1000005');
    await callSubgraph(subgraph.url, ADD, { p: '2', i: '3' }, as());
    for (const [p, i, message] of [
      ['999', '3', 'Prodotto non disponibile: non è in vendita o non esiste.'],
      ['4', '2', 'Piano di rateizzazione non disponibile per questo prodotto.'],
    ] as const) {
      const res = await callSubgraph(subgraph.url, ADD, { p, i }, as());
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const read = await callSubgraph<{ cart: CartOut }>(subgraph.url, CART, {}, as());
    expect(read.body.data!.cart.plans.map((p) => p.id)).toEqual(['2']);
    expect(read.body.data!.cart.installmentPlanId).toBe('3');
    const notThere = await callSubgraph(subgraph.url, REMOVE, { p: '4' }, as());
    expect(notThere.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a failing quotation service fails the cart field naming its endpoint', async () => {
    const as = await member('1000004');
    const res = await callSubgraph<{ cart: CartOut | null }>(failing.url, CART, {}, as());
    expect(res.status).toBe(200);
    expect(res.body.data?.cart).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Errore nel servizio /ecommerce/preventivo', extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/ecommerce/preventivo' } });
  });

  it('visitors get UNAUTHENTICATED and the service is not called', async () => {
    recorder.reset();
    const res = await callSubgraph(subgraph.url, CART);
    expect(res.body.errors?.[0]).toMatchObject({ message: CART_MESSAGES.loginRequired, extensions: { code: 'UNAUTHENTICATED' } });
    expect(recorder.paths).toEqual([]);
  });
});

describe('checkout', () => {
  it('refuses a return address other than the portal cart, opens one payment per key, CONFLICT on an empty cart', async () => {
    const as = await member('1000003');
    for (const u of ['https://evil.example/steal', 'https://evil.example/carrello', 'http://localhost:4000/carrello', '//evil.example/carrello', '/\\evil.example/carrello', '/profilo']) {
      const bad = await callSubgraph(subgraph.url, CHECKOUT, { u }, as());
      expect(bad.body.errors?.[0], u).toMatchObject({ message: CART_MESSAGES.badReturnUrl, extensions: { code: 'BAD_USER_INPUT', field: 'returnUrl' } });
    }
    const empty = await callSubgraph(subgraph.url, CHECKOUT, { u: '/carrello' }, as());
    expect(empty.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    await callSubgraph(subgraph.url, ADD, { p: '3', i: '3' }, as());
    const same = as('checkout-once');
    const [a, b] = await Promise.all([
      callSubgraph<{ checkout: { paymentUrl: string; amount: { cents: number } } }>(subgraph.url, CHECKOUT, { u: '/carrello' }, same),
      callSubgraph<{ checkout: { paymentUrl: string; amount: { cents: number } } }>(subgraph.url, CHECKOUT, { u: '/carrello' }, same),
    ]);
    expect(a.body.data!.checkout.paymentUrl).toBe(b.body.data!.checkout.paymentUrl);
    expect(a.body.data!.checkout.amount.cents).toBe(21480);
    const payments = await up.db.query(`SELECT id FROM payments WHERE user_id = '1000003'`);
    expect(payments).toHaveLength(1);
  });
});
