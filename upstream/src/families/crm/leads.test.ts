import { constants, publicEncrypt } from 'node:crypto';
import { createLeadRoute, fitnessCentersRoute, type CrmLeadPayload } from '@club/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';
import { LEAD_FAILURE_MARKER } from './routes-leads';
import { DEMO_PASSWORD } from './seed';

let up: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});
beforeEach(async () => {
  await up.db.query(`DELETE FROM crm_leads`);
});

const support: CrmLeadPayload = {
  TipoForm: 'richiesta-assistenza',
  Fonte: 'ARCLUB',
  CodificaCampagna: null,
  PresaVisione: true,
  NomeCliente: 'Mario',
  CognomeCliente: 'Rossi',
  EmailCliente: 'mario.rossi@example.it',
  CellulareCliente: '3331234567',
  MarketingDiretto: 'SI',
  ComunicazioneTerzi: null,
  Statistiche: 'NO',
  Profilazione: null,
  FormFields: { note: 'Non riesco ad aprire il corso.', fiscalCode: 'RSSMRA85T10A562S' },
};

async function post(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${up.url}/Forms/CreaClubLead`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, replayed: res.headers.get('idempotent-replayed') };
}
const leadCount = async () => (await up.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM crm_leads`))[0]!.n;

describe('POST /Forms/CreaClubLead (spec 3 §7)', () => {
  it('two posts with one Idempotency-Key store one lead (visitor), and the second replays the first answer', async () => {
    const first = await post(support, { 'idempotency-key': 'lead-key-1' });
    const second = await post(support, { 'idempotency-key': 'lead-key-1' });
    expect(first.status).toBe(201);
    expect(createLeadRoute.response.safeParse(first.body).success).toBe(true);
    expect(second.status).toBe(201);
    expect(second.replayed).toBe('true');
    expect(second.body.id).toBe(first.body.id);
    expect(await leadCount()).toBe(1);
    const [row] = await up.db.query<Record<string, unknown>>(`SELECT * FROM crm_leads`);
    expect(row).toMatchObject({ form_type: 'richiesta-assistenza', source: 'ARCLUB', user_id: null, marketing_diretto: 'SI', statistiche: 'NO', fiscal_code: 'RSSMRA85T10A562S' });
  });

  it('two concurrent posts with one key store one lead for a member, who is recorded on it', async () => {
    const { publicKeyPEM } = (await (await fetch(`${up.url}/auth/public-key`)).json()) as { publicKeyPEM: string };
    const password = publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(DEMO_PASSWORD)).toString('base64');
    const login = await fetch(`${up.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'premium@demo.club', password }) });
    const { token } = (await login.json()) as { token: string };
    const headers = { 'idempotency-key': 'lead-key-2', authorization: `Bearer ${token}` };
    const answers = await Promise.all([post(support, headers), post(support, headers)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await leadCount()).toBe(1);
    const [row] = await up.db.query<{ user_id: string | null }>(`SELECT user_id FROM crm_leads`);
    expect(row!.user_id).not.toBeNull();
  });

  it('another key is another lead; no key is refused', async () => {
    await post(support, { 'idempotency-key': 'a' });
    await post(support, { 'idempotency-key': 'b' });
    expect((await post(support)).status).toBe(400);
    expect(await leadCount()).toBe(2);
  });

  it.each([
    [{ CellulareCliente: '333-123' }, 'Numero di telefono non valido: verifica di aver scritto correttamente.'],
    [{ EmailCliente: 'mario@' }, 'E-mail non valida: verifica di aver scritto correttamente.'],
    [{ PresaVisione: false }, "Accettare l'informativa privacy è obbligatorio."],
    [{ Fonte: 'ALTRO' }, 'La fonte del contatto è sempre ARCLUB.'],
    [{ TipoForm: 'sconosciuto' }, 'Tipo di form sconosciuto.'],
    [{ NomeCliente: null }, 'Campo obbligatorio'],
    [{ FormFields: { note: 'x', fiscalCode: 'RSSMRA85T10A562X' } }, 'Codice Fiscale non valido: verifica di aver scritto correttamente.'],
    [{ CellulareCliente: '1'.repeat(17) }, 'Numero di telefono non valido: verifica di aver scritto correttamente.'],
    [{ TipoForm: 'first-opinion', FormFields: { dataNascita: '1985-12-10', luogoNascita: 'Roma' } }, 'Campo obbligatorio'],
    [{ TipoForm: 'upgrade-das', NomeCliente: null, CognomeCliente: null, CellulareCliente: '1'.repeat(21) }, 'Numero di telefono non valido: verifica di aver scritto correttamente.'],
  ])('refuses %j with 400 and its Italian message, storing nothing', async (change, message) => {
    const answer = await post({ ...support, ...change }, { 'idempotency-key': `bad-${JSON.stringify(change)}`.slice(0, 200) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await leadCount()).toBe(0);
  });

  it("stores the campaign the form sends, also one the CMS changed from the form type's (spec 3 §3 Form Campaign)", async () => {
    const opinion = { ...support, TipoForm: 'richiesta-parere-legale', CodificaCampagna: 'formpl_2027' };
    expect((await post(opinion, { 'idempotency-key': 'c1' })).status).toBe(201);
    const [row] = await up.db.query<{ campaign: string | null }>(`SELECT campaign FROM crm_leads`);
    expect(row!.campaign).toBe('formpl_2027');
  });

  it('a fitness lead needs a known branch; the failure marker answers 503 and stores nothing', async () => {
    const centers = fitnessCentersRoute.response.parse(await (await fetch(`${up.url}/Forms/FitnessCenter`)).json());
    expect(centers.length).toBeGreaterThan(30);
    const fitness = { ...support, TipoForm: 'Richiesta-FitnessNetwork', CodificaCampagna: 'formcfni', FormFields: {} };
    expect((await post({ ...fitness, FormFields: { club: 'nessuno' } }, { 'idempotency-key': 'f1' })).status).toBe(400);
    expect((await post({ ...fitness, FormFields: { club: centers[0]!.id } }, { 'idempotency-key': 'f2' })).status).toBe(201);
    const failed = await post({ ...support, FormFields: { note: `prova ${LEAD_FAILURE_MARKER}` } }, { 'idempotency-key': 'f3' });
    expect(failed.status).toBe(503);
    expect(await leadCount()).toBe(1);
  });

  it('stores CodiceMkt and the FormFields navigation history, utm values and appointment window, read back as stored', async () => {
    const formFields = {
      note: 'Non riesco ad aprire il corso.',
      navHistoryRef: 'http://portale.test/servizi',
      navHistoryCurr: 'http://portale.test/assistenza/contatti?utm_source=newsletter',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autunno',
      giorni_richiesta: '2026-12-01 mattina',
    };
    const answer = await post({ ...support, CodiceMkt: 'MKT-ASSISTENZA', FormFields: formFields }, { 'idempotency-key': 'mkt-1' });
    expect(answer.status).toBe(201);
    const latest = (await (await fetch(`${up.url}/_metrics/leads/latest?email=${support.EmailCliente}`)).json()) as Record<string, unknown>;
    expect(latest).toMatchObject({ formType: 'richiesta-assistenza', codiceMkt: 'MKT-ASSISTENZA', formFields });
    // A lead without a marketing code stores none.
    await post({ ...support, EmailCliente: 'altro@example.it' }, { 'idempotency-key': 'mkt-2' });
    expect(await (await fetch(`${up.url}/_metrics/leads/latest?email=altro@example.it`)).json()).toMatchObject({ codiceMkt: null });
  });

  it('refuses an overlong utm value and a birth date that is not a date', async () => {
    const tooLong = await post({ ...support, FormFields: { ...support.FormFields, utm_source: 'x'.repeat(201) } }, { 'idempotency-key': 'u1' });
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'Il campo utm_source ha al massimo 200 caratteri.' } });
    const badDate = await post({ ...support, FormFields: { ...support.FormFields, dataNascita: '31/12/1980' } }, { 'idempotency-key': 'u2' });
    expect(badDate).toMatchObject({ status: 400, body: { message: 'Il campo dataNascita è una data AAAA-MM-GG.' } });
  });
});
