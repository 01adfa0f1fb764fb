import { invoicesRoute, leaveClubRoute, orderProductsRoute, subscriptionHistoryRoute } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';

let up: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});

const PERSONAS = { registrato: '1000001', trial: '1000002', premium: '1000003', noecm: '1000004', expremium: '1000008' } as const;
const sessionOf = (p: keyof typeof PERSONAS) => createToken(up.db, PERSONAS[p], 'session', 60);

async function call(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}
const json = (a: { bytes: Buffer }) => JSON.parse(a.bytes.toString('utf8')) as unknown;

/** The text lines of an uncompressed pdfkit PDF (hex strings of the standard fonts in TJ arrays). */
function pdfText(pdf: string): string {
  return [...pdf.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
}

describe('GET /invoice and /invoice/download (spec 3 §7)', () => {
  it('premium and ex-premium have invoices; registrato and trial none', async () => {
    for (const p of ['premium', 'expremium'] as const) {
      const list = invoicesRoute.response.parse(json(await call('GET', '/invoice', await sessionOf(p))));
      expect(list.invoices.length).toBeGreaterThan(0);
    }
    for (const p of ['registrato', 'trial'] as const) {
      expect(invoicesRoute.response.parse(json(await call('GET', '/invoice', await sessionOf(p)))).invoices).toEqual([]);
    }
    expect((await call('GET', '/invoice')).status).toBe(401);
  });

  it("downloads the member's own invoice as a real PDF naming the member and the product", async () => {
    const token = await sessionOf('premium');
    const [invoice] = invoicesRoute.response.parse(json(await call('GET', '/invoice', token))).invoices.filter((i) => i.fatturaEmessa);
    const pdf = await call('GET', `/invoice/download?paymentId=${encodeURIComponent(invoice!.id)}`, token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf.bytes.toString('latin1'))).toContain('Francesca Romano');
    expect(pdfText(pdf.bytes.toString('latin1'))).toContain(invoice!.productName);
  });

  it("another member's paymentId is not found: the token decides whose invoices are read", async () => {
    const premiumInvoice = invoicesRoute.response.parse(json(await call('GET', '/invoice', await sessionOf('premium')))).invoices[0]!;
    const other = await call('GET', `/invoice/download?paymentId=${encodeURIComponent(premiumInvoice.id)}`, await sessionOf('expremium'));
    expect(other.status).toBe(404);
    expect(other.bytes.toString()).not.toContain('%PDF');
    expect((await call('GET', '/invoice/download', await sessionOf('premium'))).status).toBe(400);
  });
});

describe('subscription history, order products and the leave request', () => {
  it('history keeps subscriptions and add-ons apart; an add-on of premium has no end date', async () => {
    const history = subscriptionHistoryRoute.response.parse(json(await call('GET', '/CRM/Utente/Sottoscrizione/Storico', await sessionOf('premium'))));
    expect(history.sottoscrizioni.length).toBeGreaterThan(0);
    expect(history.addons[0]).toMatchObject({ source: 'addon', endOfSubscription: null });
    const none = subscriptionHistoryRoute.response.parse(json(await call('GET', '/CRM/Utente/Sottoscrizione/Storico', await sessionOf('registrato'))));
    expect(none).toEqual({ sottoscrizioni: [], addons: [] });
  });

  it("order products: the member's own client code only", async () => {
    const token = await sessionOf('premium');
    const own = orderProductsRoute.response.parse(json(await call('GET', '/ordermanagement-internal/orders/user/1000003/products', token)));
    expect(own.results[1]!.html).toContain('Convenzione OMCeO Premium');
    expect((await call('GET', '/ordermanagement-internal/orders/user/1000008/products', token)).status).toBe(403);
  });

  it('records a leave request, with or without a reason, and refuses a malformed one', async () => {
    const token = await sessionOf('trial');
    const answer = leaveClubRoute.response.parse(json(await call('POST', '/CRM/Utente/RichiestaRecesso', token, { motivo: 'Cambio lavoro' })));
    const [row] = await up.db.query<{ user_id: string; reason: string }>(`SELECT user_id, reason FROM crm_leave_requests WHERE id = $1`, [answer.richiestaId]);
    expect(row).toEqual({ user_id: '1000002', reason: 'Cambio lavoro' });
    expect((await call('POST', '/CRM/Utente/RichiestaRecesso', token, { motivo: 3 })).status).toBe(400);
    expect((await call('POST', '/CRM/Utente/RichiestaRecesso', undefined, {})).status).toBe(401);
  });
});

describe('payment methods (spec 3 §7)', () => {
  it("lists the member's own methods masked, favourite first; none for registrato", async () => {
    const { paymentMethodsRoute } = await import('@club/contracts');
    const premium = paymentMethodsRoute.response.parse(json(await call('GET', '/contact/paymentmethods', await sessionOf('premium'))));
    expect(premium.paymentMethods.map((p) => [p.cardType, p.favorite])).toEqual([['VISA', true], ['PAYPAL', false]]);
    expect(premium.paymentMethods[0]!.cardNumber).toMatch(/^\*\*\*\* \*\*\*\* \*\*\*\* \d{4}$/);
    expect(paymentMethodsRoute.response.parse(json(await call('GET', '/contact/paymentmethods', await sessionOf('registrato')))).paymentMethods).toEqual([]);
  });

  it("a change answers the provider page's URL, which shows the simulated provider", async () => {
    const { changePaymentMethodsRoute } = await import('@club/contracts');
    const answer = changePaymentMethodsRoute.response.parse(json(await call('POST', '/contact/paymentmethods', await sessionOf('premium'))));
    const page = await fetch(answer.changePaymentMethodsUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Modifica metodo di pagamento');
    expect((await fetch(`${up.url}/provider/paymentmethods/sconosciuta`)).status).toBe(404);
  });
});

describe('legal cases (spec 3 §3, §7)', () => {
  it("the member's own cases, hearings and documents; another member's case and document are not found", async () => {
    const { legalCasesRoute, legalHearingsRoute } = await import('@club/contracts');
    const premium = await sessionOf('premium');
    const cases = legalCasesRoute.response.parse(json(await call('GET', '/CRM/CauseLegaliAttive', premium)));
    expect(cases.map((c) => c.pratica.nome)).toEqual(['RG-1000003-2025']);
    const hearings = legalHearingsRoute.response.parse(json(await call('GET', '/CRM/CauseLegaliAttive/RG-1000003-2025/Udienze', premium)));
    expect(hearings[0]!.documentazioni.length).toBeGreaterThan(0);
    const doc = hearings[0]!.documentazioni[0]!;
    const pdf = await call('GET', `/CRM/CauseLegaliAttive/documenti/${doc.id}`, premium);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await sessionOf('expremium');
    expect((await call('GET', '/CRM/CauseLegaliAttive/RG-1000003-2025/Udienze', other)).status).toBe(404);
    expect((await call('GET', `/CRM/CauseLegaliAttive/documenti/${doc.id}`, other)).status).toBe(404);
    expect(legalCasesRoute.response.parse(json(await call('GET', '/CRM/CauseLegaliAttive', await sessionOf('registrato'))))).toEqual([]);
  });
});

describe('GET /api/pdf: the enrolment certificate (spec 3 §7)', () => {
  it("prints the member's own name and running subscription; parameters must be the member's own", async () => {
    const token = await sessionOf('premium');
    const pdf = await call('GET', '/api/pdf', token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = pdfText(pdf.bytes.toString('latin1'));
    expect(text).toContain('Francesca Romano');
    const [sub] = await up.db.query<{ start: string }>(`SELECT to_char(data_inizio, 'DD/MM/YY') AS start FROM last_subscription WHERE user_id = '1000003'`);
    expect(text).toContain(`dal ${sub!.start}`);
    expect((await call('GET', `/api/pdf?name=${encodeURIComponent('Francesca Romano')}&startDate=${encodeURIComponent(sub!.start)}`, token)).status).toBe(200);
    expect((await call('GET', `/api/pdf?name=${encodeURIComponent('Mario Rossi')}`, token)).status).toBe(403);
    expect((await call('GET', '/api/pdf?startDate=2020-01-01', token)).status).toBe(400);
  });

  it('without a running subscription there is none; without a session, 401', async () => {
    expect((await call('GET', '/api/pdf', await sessionOf('expremium'))).status).toBe(404);
    expect((await call('GET', '/api/pdf', await sessionOf('registrato'))).status).toBe(404);
    expect((await call('GET', '/api/pdf')).status).toBe(401);
  });
});
