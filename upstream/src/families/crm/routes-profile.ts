import { leaveClubBody, type PayloadOf, type changePaymentMethodsRoute, type paymentMethodsRoute, type invoicesRoute, type leaveClubRoute, type orderProductsRoute, type subscriptionHistoryRoute } from '@club/contracts';
import { contentDisposition } from '@club/wire/content-disposition';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { renderInvoice } from './invoice-pdf';
import { parseOr400 } from './request';
import { acceptanceConditionsText } from './texts';
import { normaliseUsername } from './users';

/**
 * The member's profile area (spec 3 §7): leave request, invoices and their PDFs, subscription history
 * with add-ons, ordered products. Whose data is answered is decided by the session token only: an
 * invoice id of another member is simply not found (404), never served.
 */
export function profileRoutes(app: FastifyInstance, { db, publicUrl }: RouteDeps): void {
  app.post('/CRM/Utente/RichiestaRecesso', IDEMPOTENT, async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const body = await parseOr400(leaveClubBody, req.body ?? {}, reply);
    if (!body) return reply;
    const id = randomUUID();
    const [row] = await db.query<{ requested_at: string }>(
      `INSERT INTO crm_leave_requests (id, user_id, reason) VALUES ($1, $2, $3) RETURNING requested_at::text AS requested_at`,
      [id, session.userId, body.motivo || null],
    );
    return { ok: true, richiestaId: id, dataRichiesta: row!.requested_at } satisfies PayloadOf<typeof leaveClubRoute>;
  });

  app.get('/invoice', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    return { invoices: await invoices(db, session.userId) } satisfies PayloadOf<typeof invoicesRoute>;
  });

  app.get<{ Querystring: { paymentId?: string } }>('/invoice/download', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const paymentId = typeof req.query.paymentId === 'string' ? req.query.paymentId.trim() : '';
    if (!paymentId) return reply.code(400).send({ message: 'Il parametro paymentId è obbligatorio.' });
    const [row] = await db.query<{ id: string; product_name: string; day: string; amount: number; name: string; surname: string; issued: boolean }>(
      `SELECT i.id, i.product_name, to_char(i.invoice_date, 'DD/MM/YYYY') AS day, i.amount::float8 AS amount, u.name, u.surname, i.issued
         FROM crm_invoices i JOIN users u ON u.id = i.user_id
        WHERE i.id = $1 AND i.user_id = $2`,
      [paymentId, session.userId],
    );
    if (!row) return reply.code(404).send({ message: 'Fattura non trovata.' });
    if (!row.issued) return reply.code(409).send({ message: 'La fattura non è ancora stata emessa.' });
    const pdf = await renderInvoice({
      id: row.id, productName: row.product_name, date: row.day, amount: row.amount, memberName: `${row.name} ${row.surname}`, customerCode: session.userId,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('attachment', `fattura-${row.id}.pdf`))
      .send(pdf);
  });

  app.get('/contact/paymentmethods', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const rows = await db.query<{ card_type: 'MASTERCARD' | 'VISA' | 'PAYPAL'; last_digits: string | null; card_owner: string; expire_on: string | null; favorite: boolean }>(
      `SELECT card_type, last_digits, card_owner, expire_on, favorite FROM crm_payment_methods WHERE user_id = $1 ORDER BY position`,
      [session.userId],
    );
    return {
      paymentMethods: rows.map((r) => ({
        cardType: r.card_type,
        // Only the last four digits are kept: the number is sent masked (PayPal has none).
        cardNumber: r.last_digits ? `**** **** **** ${r.last_digits}` : '',
        cardOwner: r.card_owner,
        expireOn: r.expire_on,
        favorite: r.favorite,
      })),
    } satisfies PayloadOf<typeof paymentMethodsRoute>;
  });

  app.post('/contact/paymentmethods', IDEMPOTENT, async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const id = randomUUID();
    await db.query(`INSERT INTO crm_payment_sessions (id, user_id) VALUES ($1, $2)`, [id, session.userId]);
    return { changePaymentMethodsUrl: new URL(`/provider/paymentmethods/${id}`, publicUrl()).toString() } satisfies PayloadOf<typeof changePaymentMethodsRoute>;
  });

  // The simulated payment provider's page: what a real provider would show to change the card.
  app.get<{ Params: { session: string } }>('/provider/paymentmethods/:session', async (req, reply) => {
    const [row] = await db.query<{ user_id: string }>(
      `SELECT user_id FROM crm_payment_sessions WHERE id = $1 AND created_at > now() - interval '1 hour'`,
      [req.params.session],
    );
    if (!row) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><html lang="it"><title>Sessione scaduta</title><h1>Sessione scaduta</h1></html>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Modifica metodo di pagamento</title></head>' +
          '<body><main><h1>Modifica metodo di pagamento</h1><p>Pagina del fornitore dei pagamenti (simulata).</p></main></body></html>',
      );
  });

  app.get('/CRM/Utente/Sottoscrizione/Storico', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const rows = await db.query<{ name: string; active_from: string; end_of_subscription: string | null; source: string; is_active: boolean }>(
      `SELECT name, active_from::text AS active_from, end_of_subscription::text AS end_of_subscription, source, is_active
         FROM crm_subscription_history WHERE user_id = $1 ORDER BY position`,
      [session.userId],
    );
    const item = (r: (typeof rows)[number]) => ({
      name: r.name,
      activeFrom: r.active_from,
      endOfSubscription: r.end_of_subscription,
      source: r.source,
      isActive: r.is_active,
      condizioniAdesione: r.source === 'subscription' ? acceptanceConditionsText(r.name) : null,
    });
    return {
      sottoscrizioni: rows.filter((r) => r.source === 'subscription').map(item),
      addons: rows.filter((r) => r.source === 'addon').map(item),
    } satisfies PayloadOf<typeof subscriptionHistoryRoute>;
  });

  app.get<{ Params: { clientCode: string } }>('/ordermanagement-internal/orders/user/:clientCode/products', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    if (normaliseUsername(req.params.clientCode) !== session.userId) {
      return reply.code(403).send({ message: 'I prodotti possono essere letti solo per il proprio codice cliente.' });
    }
    const [sub] = await db.query<{ cpq_product_name: string; data_fine: string | null }>(
      `SELECT cpq_product_name, to_char(data_fine, 'DD/MM/YYYY') AS data_fine FROM last_subscription WHERE user_id = $1`,
      [session.userId],
    );
    const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    const detail = sub
      ? `<p><strong>${escape(sub.cpq_product_name)}</strong></p>${sub.data_fine ? `<p>Valido fino al ${sub.data_fine}</p>` : ''}`
      : '<p>Nessun prodotto attivo.</p>';
    return { results: [{ html: '<h2>I tuoi prodotti</h2>' }, { html: detail }] } satisfies PayloadOf<typeof orderProductsRoute>;
  });
}

async function invoices(db: Db, userId: string): Promise<PayloadOf<typeof invoicesRoute>['invoices']> {
  const rows = await db.query<{ id: string; product_name: string; issued: boolean; invoice_date: string; amount: number }>(
    `SELECT id, product_name, issued, invoice_date::text AS invoice_date, amount::float8 AS amount
       FROM crm_invoices WHERE user_id = $1 ORDER BY invoice_date DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => ({ id: r.id, productName: r.product_name, fatturaEmessa: r.issued, dataFattura: r.invoice_date, importo: r.amount }));
}
