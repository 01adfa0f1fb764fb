import { cartAddRoute, cartRemoveRoute, checkoutRoute, quotationRoute, type RouteContract } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';
import { CART_MESSAGES } from './routes-cart';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let n = 0;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});

const PREMIUM = '1000004';
const REGISTRATO = '1000001';
const PLUS = 3; // Premium Plus: plans 1, 2, 12
const ECM_PLUS = 4; // ECM Plus: plans 1 and 12 only
const MONTHLY = 3; // installment plan id of 12 instalments
const SEMESTRAL = 2;

async function call(method: string, path: string, token: string | null, body?: unknown, key: string | null = `k-${++n}-${Date.now()}`) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // HTML or a redirect
  }
  return { status: res.status, body: parsed as Record<string, unknown> & { message?: string }, location: res.headers.get('location') };
}

function parsed<R extends RouteContract>(contract: R, answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = contract.response.safeParse(answer.body);
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data as ReturnType<R['response']['parse']>;
}

const session = (userId: string) => createToken(up.db, userId, 'session', 60);
const subscription = async (userId: string) =>
  (await up.db.query<{ subscription_type: string; product: string | null }>(
    `SELECT u.subscription_type, s.cpq_product_name AS product FROM users u LEFT JOIN last_subscription s ON s.user_id = u.id WHERE u.id = $1`,
    [userId],
  ))[0]!;

async function pay(paymentUrl: string, esito: 'paga' | 'rifiuta') {
  const path = new URL(paymentUrl).pathname;
  const res = await fetch(`${up.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `esito=${esito}`, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

describe('cart (quotation)', () => {
  it('adds a product on a chosen plan, refuses unknown products and plans leaving the cart unchanged, removes it', async () => {
    const token = await session(PREMIUM);
    expect(parsed(quotationRoute, await call('GET', '/ecommerce/preventivo', token))).toEqual({ installmentPlanId: null, products: [], availablePriceList: [] });

    const added = parsed(cartAddRoute, await call('POST', '/ecommerce/carrello', token, { productId: PLUS, installmentPlanId: SEMESTRAL, redirectTo: '/carrello' }));
    expect(added.installmentPlanId).toBe(String(SEMESTRAL));
    expect(added.products.map((p) => p.name)).toEqual(['Premium Plus']);
    expect(added.availablePriceList.find((e) => e.installmentPlanNumber === 2)?.totalPrice).toBe(208);

    for (const [body, message] of [
      [{ productId: 999, installmentPlanId: MONTHLY }, CART_MESSAGES.unknownProduct],
      [{ productId: 1, installmentPlanId: 1 }, CART_MESSAGES.unknownProduct], // the free plan is not on sale
      [{ productId: ECM_PLUS, installmentPlanId: 99 }, CART_MESSAGES.unknownPlan],
      [{ productId: ECM_PLUS, installmentPlanId: SEMESTRAL }, CART_MESSAGES.unknownPlan],
    ] as const) {
      const refused = await call('POST', '/ecommerce/carrello', token, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(parsed(quotationRoute, await call('GET', '/ecommerce/preventivo', token))).toEqual(added);

    const removed = parsed(cartRemoveRoute, await call('DELETE', `/ecommerce/carrello/${PLUS}`, token));
    expect(removed.products).toEqual([]);
    const again = await call('DELETE', `/ecommerce/carrello/${PLUS}`, token);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(CART_MESSAGES.notInCart);
  });

  it('keeps one instalment plan for the whole cart: a plan another product lacks is refused', async () => {
    const token = await session('1000005');
    parsed(cartAddRoute, await call('POST', '/ecommerce/carrello', token, { productId: PLUS, installmentPlanId: SEMESTRAL }));
    const refused = await call('POST', '/ecommerce/carrello', token, { productId: ECM_PLUS, installmentPlanId: SEMESTRAL });
    expect(refused.body.message).toBe(CART_MESSAGES.unknownPlan);
    const both = parsed(cartAddRoute, await call('POST', '/ecommerce/carrello', token, { productId: ECM_PLUS, installmentPlanId: MONTHLY }));
    expect(both.products).toHaveLength(2);
    expect(both.availablePriceList.map((e) => e.installmentPlanNumber)).toEqual([1, 12]);
    // The monthly totals: 214.80 + 83.40, discounted 214.80 + 71.40.
    expect(both.availablePriceList.find((e) => e.installmentPlanNumber === 12)).toMatchObject({ totalPrice: 298.2, discountPrice: 286.2 });
  });

  it('cart writes need a session and an Idempotency-Key', async () => {
    expect((await call('GET', '/ecommerce/preventivo', null)).status).toBe(401);
    const token = await session(REGISTRATO);
    expect((await call('POST', '/ecommerce/carrello', token, { productId: PLUS, installmentPlanId: MONTHLY }, null)).status).toBe(400);
  });
});

describe('checkout and the payment page', () => {
  it('a refused payment changes nothing; a paid one changes the subscription once, even when paid twice', async () => {
    const token = await session(REGISTRATO);
    parsed(cartAddRoute, await call('POST', '/ecommerce/carrello', token, { productId: PLUS, installmentPlanId: MONTHLY }));
    for (const returnUrl of ['javascript:alert(1)', '//evil.example/carrello', '/\\evil.example/carrello', 'carrello']) {
      expect((await call('POST', '/ecommerce/checkout', token, { returnUrl })).status, returnUrl).toBe(400);
    }

    // The portal sends a path of its own (it serves the payment page under its origin): it stays a path.
    const failed = parsed(checkoutRoute, await call('POST', '/ecommerce/checkout', token, { returnUrl: '/carrello' }));
    expect(failed.amount).toBe(214.8);
    const page = await fetch(failed.paymentUrl);
    expect(await page.text()).toContain('Paga ora');
    expect(await pay(failed.paymentUrl, 'rifiuta')).toEqual({ status: 303, location: '/carrello?esito=ko' });
    expect(await (await fetch(failed.paymentUrl)).text()).toContain('<a href="/carrello?esito=ko">Torna al Club</a>');
    expect(await subscription(REGISTRATO)).toEqual({ subscription_type: 'REGISTRATO', product: null });
    expect(parsed(quotationRoute, await call('GET', '/ecommerce/preventivo', token)).products).toHaveLength(1);
    // A refused payment cannot be paid afterwards.
    expect((await pay(failed.paymentUrl, 'paga')).location).toBe('/carrello?esito=ko');
    expect((await subscription(REGISTRATO)).subscription_type).toBe('REGISTRATO');

    // The same Idempotency-Key twice (a double click): one payment.
    const key = `checkout-${Date.now()}`;
    const [a, b] = await Promise.all([
      call('POST', '/ecommerce/checkout', token, { returnUrl: 'http://localhost:4000/carrello' }, key),
      call('POST', '/ecommerce/checkout', token, { returnUrl: 'http://localhost:4000/carrello' }, key),
    ]);
    expect(a.body.paymentId).toBe(b.body.paymentId);
    const paymentUrl = String(a.body.paymentUrl);
    const [first, second] = await Promise.all([pay(paymentUrl, 'paga'), pay(paymentUrl, 'paga')]);
    expect(first.location).toBe('http://localhost:4000/carrello?esito=ok');
    expect(second.location).toBe('http://localhost:4000/carrello?esito=ok');

    expect(await subscription(REGISTRATO)).toEqual({ subscription_type: 'PREMIUM', product: 'Club Medici Premium Plus' });
    const held = await up.db.query(`SELECT product_id FROM user_products WHERE user_id = $1 AND active_to >= current_date`, [REGISTRATO]);
    expect(held).toEqual([{ product_id: PLUS }]);
    const wallets = await up.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wallets WHERE user_id = $1 AND attivo`, [REGISTRATO]);
    expect(wallets[0]!.n).toBeGreaterThan(5);
    expect(parsed(quotationRoute, await call('GET', '/ecommerce/preventivo', token)).products).toEqual([]);
    // The user info the gateway reads says PREMIUM at once.
    const me = (await (await fetch(`${up.url}/CRM/Utente`, { headers: { authorization: `Bearer ${token}` } })).json()) as { subscriptionType: string };
    expect(me.subscriptionType).toBe('PREMIUM');
    // Nothing left to buy.
    const empty = await call('POST', '/ecommerce/checkout', token, { returnUrl: 'http://localhost:4000/carrello' });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe(CART_MESSAGES.emptyCart);
  });
});

describe('one purchase per cart content', () => {
  const EXTRIAL = '1000007';
  const RETURN = 'http://localhost:4000/carrello';
  const purchases = async (userId: string) =>
    (await up.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM user_products WHERE user_id = $1 AND source = 'purchase'`, [userId]))[0]!.n;
  const statuses = async (userId: string) =>
    (await up.db.query<{ status: string }>(`SELECT status FROM payments WHERE user_id = $1 ORDER BY created_at, id`, [userId])).map((r) => r.status);

  it('two checkouts of the same cart (Back and again, two tabs): the earlier payment is cancelled, paying both buys once', async () => {
    const token = await session(EXTRIAL);
    parsed(cartAddRoute, await call('POST', '/ecommerce/carrello', token, { productId: PLUS, installmentPlanId: MONTHLY }));
    const first = parsed(checkoutRoute, await call('POST', '/ecommerce/checkout', token, { returnUrl: RETURN }));
    const second = parsed(checkoutRoute, await call('POST', '/ecommerce/checkout', token, { returnUrl: RETURN }));
    expect(second.paymentId).not.toBe(first.paymentId);

    // The first payment page no longer offers to pay, and says why.
    const stalePage = await (await fetch(first.paymentUrl)).text();
    expect(stalePage).not.toContain('Paga ora');
    expect(stalePage).toContain(CART_MESSAGES.paymentCancelled);

    // Paying it anyway (a page left open) buys nothing and says so; the cart is kept.
    const stale = await fetch(first.paymentUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'esito=paga', redirect: 'manual' });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(CART_MESSAGES.paymentCancelled);
    expect((await subscription(EXTRIAL)).subscription_type).toBe('EX_TRIAL');
    expect(await purchases(EXTRIAL)).toBe(0);
    expect(parsed(quotationRoute, await call('GET', '/ecommerce/preventivo', token)).products).toHaveLength(1);

    expect(await pay(second.paymentUrl, 'paga')).toEqual({ status: 303, location: `${RETURN}?esito=ok` });
    // The first one once more, after the purchase: still nothing.
    expect((await pay(first.paymentUrl, 'paga')).status).toBe(409);
    expect(await purchases(EXTRIAL)).toBe(1);
    expect(await statuses(EXTRIAL)).toEqual(['cancelled', 'paid']);
    expect(await subscription(EXTRIAL)).toEqual({ subscription_type: 'PREMIUM', product: 'Club Medici Premium Plus' });
  });

  it('a payment whose cart changed after the checkout is stale: paying it changes nothing', async () => {
    const userId = '1000008';
    const token = await session(userId);
    const before = await subscription(userId);
    const held = await purchases(userId);
    parsed(cartAddRoute, await call('POST', '/ecommerce/carrello', token, { productId: PLUS, installmentPlanId: MONTHLY }));
    const payment = parsed(checkoutRoute, await call('POST', '/ecommerce/checkout', token, { returnUrl: RETURN }));
    // The member changes the cart in another tab (a product more) without checking out again.
    parsed(cartAddRoute, await call('POST', '/ecommerce/carrello', token, { productId: ECM_PLUS, installmentPlanId: MONTHLY }));
    const answer = await pay(payment.paymentUrl, 'paga');
    expect(answer.status).toBe(409);
    expect(await purchases(userId)).toBe(held);
    expect(await subscription(userId)).toEqual(before);
    expect(await statuses(userId)).toEqual(['cancelled']);
    expect(parsed(quotationRoute, await call('GET', '/ecommerce/preventivo', token)).products).toHaveLength(2);
  });
});
