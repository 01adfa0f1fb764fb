import { clubMidnight } from '@club/wire';
import { randomBytes } from 'node:crypto';
import {
  cartAddBody,
  cartRemoveParams,
  checkoutBody,
  type checkoutRoute,
  type PayloadOf,
  type quotationRoute,
} from '@club/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { IDEMPOTENCY_REQUIRED } from '../../idempotency';
import { writePurchasedSubscription } from '../crm/subscription-change';
import type { SuggestedProduct } from './suggested-products';

type Quotation = PayloadOf<typeof quotationRoute>;

/** The cart's messages (spec 3 §8 gives none for these refusals: ours, in the spec's register). */
export const CART_MESSAGES = {
  unknownProduct: 'Prodotto non disponibile: non è in vendita o non esiste.',
  unknownPlan: 'Piano di rateizzazione non disponibile per questo prodotto.',
  planNotShared: 'Piano di rateizzazione non disponibile per tutti i prodotti del carrello.',
  notInCart: 'Il prodotto non è nel carrello.',
  emptyCart: 'Il carrello è vuoto.',
  paymentUnknown: 'Pagamento non trovato.',
  paymentCancelled: 'Questo pagamento è stato annullato perché il carrello è cambiato o è stato avviato un nuovo pagamento: non è stato addebitato nulla.',
} as const;

/** Days a purchased subscription lasts (the lifecycle's PREMIUM_DAYS). */
const PURCHASE_DAYS = 365;

/** Products with services and price lists (the suggested-products shape), by id, in the given order. */
async function productsByIds(db: Db, ids: readonly number[]): Promise<SuggestedProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ product: SuggestedProduct }>(
    `SELECT json_build_object(
        'id', p.id, 'name', p.name, 'purchasable', p.purchasable, 'mostLiked', p.most_liked, 'activePlan', NULL, 'isCurrent', false,
        'services', (SELECT coalesce(json_agg(json_build_object('publicDescription', s.public_description, 'available', s.available, 'label', s.label) ORDER BY s.sort), '[]'::json)
                       FROM product_services s WHERE s.product_id = p.id),
        'priceList', (SELECT coalesce(json_agg(json_build_object(
                         'installmentPlanId', ip.id, 'totalPrice', pl.total_price, 'installmentPlanNumber', ip.number,
                         'installmentPlanName', ip.name,
                         'discount', CASE WHEN pl.discount_price IS NULL THEN NULL ELSE json_build_object('price', pl.discount_price) END)
                         ORDER BY ip.number), '[]'::json)
                       FROM price_list pl JOIN installment_plans ip ON ip.id = pl.installment_plan_id WHERE pl.product_id = p.id)
      ) AS product
      FROM products p WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [Number(r.product.id), r.product]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

const cents = (euros: string | number) => Math.round(Number(euros) * 100);

/** The instalment plans every product offers, with the cart's totals (and discounted totals) on each. */
function availablePriceList(products: readonly SuggestedProduct[]): Quotation['availablePriceList'] {
  if (products.length === 0) return [];
  const [first, ...rest] = products;
  return first!.priceList
    .filter((entry) => rest.every((p) => p.priceList.some((e) => e.installmentPlanId === entry.installmentPlanId)))
    .map((entry) => {
      const lines = products.map((p) => p.priceList.find((e) => e.installmentPlanId === entry.installmentPlanId)!);
      const total = lines.reduce((sum, e) => sum + cents(e.totalPrice), 0);
      const discounted = lines.some((e) => e.discount) ? lines.reduce((sum, e) => sum + cents(e.discount?.price ?? e.totalPrice), 0) : null;
      return {
        installmentPlanId: entry.installmentPlanId,
        installmentPlanNumber: entry.installmentPlanNumber,
        installmentPlanName: entry.installmentPlanName,
        totalPrice: total / 100,
        discountPrice: discounted === null ? null : discounted / 100,
      };
    });
}

async function quotation(db: Db, userId: string): Promise<Quotation> {
  const [head] = await db.query<{ installment_plan_id: number | null }>(`SELECT installment_plan_id FROM quotations WHERE user_id = $1`, [userId]);
  const lines = await db.query<{ product_id: number }>(`SELECT product_id FROM quotation_products WHERE user_id = $1 ORDER BY added_at, product_id`, [userId]);
  const products = await productsByIds(db, lines.map((l) => l.product_id));
  return { installmentPlanId: products.length > 0 ? (head?.installment_plan_id ?? null) : null, products, availablePriceList: availablePriceList(products) };
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ message });
}

/** Spec 3 §3/§7: the quotation (cart), cart add and remove, checkout and the simulated payment page. */
export function registerCart(app: FastifyInstance, { db, publicUrl }: RouteDeps): void {
  app.get('/ecommerce/preventivo', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    return quotation(db, user.userId);
  });

  app.post('/ecommerce/carrello', IDEMPOTENCY_REQUIRED, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const parsed = cartAddBody.safeParse(req.body);
    if (!parsed.success) return refuse(reply, 400, parsed.error.issues[0]?.message ?? 'Richiesta non valida.');
    const productId = Number(parsed.data.productId);
    const planId = Number(parsed.data.installmentPlanId);
    const refusal = await db.transaction(async (tx) => {
      const [product] = await tx.query<{ id: number }>(`SELECT id FROM products WHERE id = $1 AND purchasable AND suggested`, [productId]);
      if (!product) return CART_MESSAGES.unknownProduct;
      const [offered] = await tx.query(`SELECT 1 FROM price_list WHERE product_id = $1 AND installment_plan_id = $2`, [productId, planId]);
      if (!offered) return CART_MESSAGES.unknownPlan;
      // One instalment plan for the whole cart: every other product must offer it too.
      const [missing] = await tx.query(
        `SELECT 1 FROM quotation_products q WHERE q.user_id = $1 AND q.product_id <> $2
            AND NOT EXISTS (SELECT 1 FROM price_list pl WHERE pl.product_id = q.product_id AND pl.installment_plan_id = $3)`,
        [user.userId, productId, planId],
      );
      if (missing) return CART_MESSAGES.planNotShared;
      await tx.query(
        `INSERT INTO quotations (user_id, installment_plan_id) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET installment_plan_id = $2, updated_at = now()`,
        [user.userId, planId],
      );
      await tx.query(`INSERT INTO quotation_products (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [user.userId, productId]);
      return null;
    });
    // Refused: nothing was written, the cart is as it was.
    if (refusal) return refuse(reply, 400, refusal);
    return quotation(db, user.userId);
  });

  app.delete('/ecommerce/carrello/:productId', IDEMPOTENCY_REQUIRED, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const params = cartRemoveParams.safeParse(req.params);
    if (!params.success) return refuse(reply, 400, params.error.issues[0]?.message ?? 'Richiesta non valida.');
    const removed = await db.query(`DELETE FROM quotation_products WHERE user_id = $1 AND product_id = $2 RETURNING product_id`, [user.userId, Number(params.data.productId)]);
    if (removed.length === 0) return refuse(reply, 404, CART_MESSAGES.notInCart);
    return quotation(db, user.userId);
  });

  app.post('/ecommerce/checkout', IDEMPOTENCY_REQUIRED, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const body = checkoutBody.safeParse(req.body);
    if (!body.success) return refuse(reply, 400, body.error.issues[0]?.message ?? 'Richiesta non valida.');
    const id = randomBytes(24).toString('base64url');
    // One transaction, the member's cart row locked first (the same order as the payment page):
    // the earlier pending payments are cancelled, so one cart content has one payable payment.
    const created = await db.transaction(async (tx) => {
      await lockCart(tx, user.userId);
      const current = await quotation(tx, user.userId);
      const plan = current.availablePriceList.find((e) => e.installmentPlanId === current.installmentPlanId);
      if (current.products.length === 0 || !plan) return null;
      const amount = plan.discountPrice ?? plan.totalPrice;
      await tx.query(`UPDATE payments SET status = 'cancelled', completed_at = now() WHERE user_id = $1 AND status = 'pending'`, [user.userId]);
      await tx.query(
        `INSERT INTO payments (id, user_id, installment_plan_id, product_ids, amount, return_url) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, user.userId, Number(plan.installmentPlanId), current.products.map((p) => Number(p.id)), amount, body.data.returnUrl],
      );
      return { amount };
    });
    if (!created) return refuse(reply, 409, CART_MESSAGES.emptyCart);
    return { paymentId: id, paymentUrl: `${publicUrl()}/ecommerce/pagamento/${id}`, amount: created.amount } satisfies PayloadOf<typeof checkoutRoute>;
  });

  registerPaymentPage(app, db);
}

interface PaymentRow {
  id: string;
  user_id: string;
  installment_plan_id: number;
  product_ids: number[];
  amount: string;
  return_url: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
}

/** Locks the member's cart row (when there is one): checkouts and payments of one member run one at a time. */
async function lockCart(tx: Db, userId: string): Promise<void> {
  await tx.query(`SELECT 1 FROM quotations WHERE user_id = $1 FOR UPDATE`, [userId]);
}

/**
 * A pending payment still matches the cart it was made for: the same products on the same
 * instalment plan. A cart changed after the checkout (or emptied by another purchase) makes it stale.
 */
async function matchesCart(tx: Db, payment: Pick<PaymentRow, 'user_id' | 'installment_plan_id' | 'product_ids'>): Promise<boolean> {
  const [head] = await tx.query<{ installment_plan_id: number | null }>(`SELECT installment_plan_id FROM quotations WHERE user_id = $1`, [payment.user_id]);
  if (!head || Number(head.installment_plan_id) !== Number(payment.installment_plan_id)) return false;
  const lines = await tx.query<{ product_id: number }>(`SELECT product_id FROM quotation_products WHERE user_id = $1`, [payment.user_id]);
  const inCart = new Set(lines.map((l) => Number(l.product_id)));
  const paid = new Set(payment.product_ids.map(Number));
  return inCart.size === paid.size && [...paid].every((id) => inCart.has(id));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const formatEuro = (amount: string | number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(Number(amount));

const SITE_ORIGIN = 'http://site.invalid';

/** The return address with esito=ok|ko; a site path stays a path (the page is served under the portal's origin). */
function withOutcome(returnUrl: string, outcome: 'ok' | 'ko'): string {
  const url = new URL(returnUrl, SITE_ORIGIN);
  url.searchParams.set('esito', outcome);
  return url.origin === SITE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/**
 * The simulated payment provider (no JSON, no contract; upstream/README.md 'Commerce'): a page with
 * the amount and two buttons, 'Paga ora' and 'Simula pagamento rifiutato'. Paying completes the
 * payment once (pending → paid, row locked) and in the same transaction writes the member's products
 * and subscription and empties the cart; a refused payment changes nothing but the payment's status.
 * Either way the member goes back to the portal's return address with esito=ok|ko.
 * A purchase happens at most once per cart content: a new checkout cancels the member's earlier
 * pending payments, and a payment whose cart changed since its checkout (or was bought already) is
 * cancelled when paid; a cancelled payment buys nothing and its page says so.
 */
function registerPaymentPage(root: FastifyInstance, db: Db): void {
  // Its own scope: the page's form posts application/x-www-form-urlencoded, parsed here only.
  void root.register(async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.get('/ecommerce/pagamento/:id', async (req, reply) => {
      const { id } = req.params as { id: string };
      const [payment] = await db.query<PaymentRow>(
        `SELECT id, user_id, installment_plan_id, product_ids, amount::text AS amount, status, return_url FROM payments WHERE id = $1`,
        [id],
      );
      if (!payment) return refuse(reply, 404, CART_MESSAGES.paymentUnknown);
      // A pending payment whose cart changed is shown as cancelled (paying it would be refused).
      const status = payment.status === 'pending' && !(await matchesCart(db, payment)) ? 'cancelled' : payment.status;
      return reply.type('text/html; charset=utf-8').send(paymentPage(payment, status));
    });

    app.post('/ecommerce/pagamento/:id', async (req, reply) => {
      const { id } = req.params as { id: string };
      const outcome = (req.body as { esito?: string } | undefined)?.esito === 'paga' ? 'paid' : 'failed';
      const [owner] = await db.query<{ user_id: string }>(`SELECT user_id FROM payments WHERE id = $1`, [id]);
      if (!owner) return refuse(reply, 404, CART_MESSAGES.paymentUnknown);
      const result = await db.transaction(async (tx) => {
        // Cart first, then the payment (the checkout's order): two payments of one member never complete together.
        await lockCart(tx, owner.user_id);
        const [payment] = await tx.query<PaymentRow>(
          `SELECT id, user_id, installment_plan_id, product_ids, amount::text AS amount, return_url, status FROM payments WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!payment) return null;
        // Completed already (a second click, a reload) or cancelled: nothing is bought twice.
        if (payment.status !== 'pending') return payment;
        // Made for a cart that has changed since (a product more or less, another plan, already bought): cancelled, nothing bought.
        if (!(await matchesCart(tx, payment))) {
          await tx.query(`UPDATE payments SET status = 'cancelled', completed_at = now() WHERE id = $1`, [id]);
          return { ...payment, status: 'cancelled' as const };
        }
        await tx.query(`UPDATE payments SET status = $2, completed_at = now() WHERE id = $1`, [id, outcome]);
        if (outcome === 'paid') await applyPurchase(tx, payment);
        return { ...payment, status: outcome };
      });
      if (!result) return refuse(reply, 404, CART_MESSAGES.paymentUnknown);
      // Cancelled: the page says so (409), with the way back to the cart; nothing was charged.
      if (result.status === 'cancelled') return reply.code(409).type('text/html; charset=utf-8').send(paymentPage(result, 'cancelled'));
      return reply.redirect(withOutcome(result.return_url, result.status === 'paid' ? 'ok' : 'ko'), 303);
    });
  });
}

/** The payment page: the amount, then the two buttons while pending, or what became of the payment. */
function paymentPage(payment: Pick<PaymentRow, 'id' | 'amount' | 'return_url'>, status: PaymentRow['status']): string {
  const action = `/ecommerce/pagamento/${encodeURIComponent(payment.id)}`;
  const body =
    status === 'pending'
      ? `<form method="post" action="${action}"><button class="pay" name="esito" value="paga" type="submit">Paga ora</button><button class="fail" name="esito" value="rifiuta" type="submit">Simula pagamento rifiutato</button></form>`
      : status === 'cancelled'
        ? `<p role="alert">${escapeHtml(CART_MESSAGES.paymentCancelled)}</p><p><a href="${escapeHtml(payment.return_url)}">Torna al carrello</a></p>`
        : `<p>Questo pagamento è già stato ${status === 'paid' ? 'completato' : 'rifiutato'}.</p><p><a href="${escapeHtml(withOutcome(payment.return_url, status === 'paid' ? 'ok' : 'ko'))}">Torna al Club</a></p>`;
  return `<!doctype html>
  <html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pagamento sicuro</title>
  <style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{font-size:1rem;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;border-radius:6px;border:1px solid #0b4f9c;cursor:pointer}.pay{background:#0b4f9c;color:#fff}.fail{background:#fff;color:#0b4f9c}</style></head>
  <body><main><h1>Pagamento sicuro</h1>
  <p>Importo da pagare: <strong>${escapeHtml(formatEuro(payment.amount))}</strong></p>
  ${body}
  </main></body></html>`;
}

/** The purchase: the products become the member's (the previous subscription product ends), the cart empties, the subscription changes. */
async function applyPurchase(tx: Db, payment: PaymentRow): Promise<void> {
  const today = clubMidnight();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await tx.query(
    `UPDATE user_products SET active_to = greatest(active_from, $2::date)
      WHERE user_id = $1 AND source <> 'addon' AND (active_to IS NULL OR active_to >= current_date)`,
    [payment.user_id, day(-1)],
  );
  for (const productId of payment.product_ids) {
    await tx.query(
      `INSERT INTO user_products (user_id, product_id, installment_plan_id, source, active_from, active_to) VALUES ($1, $2, $3, 'purchase', $4, $5)`,
      [payment.user_id, productId, payment.installment_plan_id, day(0), day(PURCHASE_DAYS)],
    );
  }
  await tx.query(`DELETE FROM quotations WHERE user_id = $1`, [payment.user_id]);
  // The subscription is named after the main product (the first of the cart).
  const [main] = await tx.query<{ name: string }>(`SELECT name FROM products WHERE id = $1`, [payment.product_ids[0]]);
  await writePurchasedSubscription(tx, payment.user_id, `Club Medici ${main?.name ?? 'Premium'}`, today);
}
