import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, closedPort } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { ACCOUNT_FORM_TYPE, MARKETING_FORM_TYPE, SUPPORT_MARKETING_CODE, appointmentDays } from '@club/validation';
import { startCrmSubgraph } from './server';

/** Mutation.createLead, Query.fitnessCenters and Query.pharmacareProfessionals (spec 3 §3, §5, §7, §9). */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
let orphan: RunningSubgraph;

beforeAll(async () => {
  up = await startTestUpstream();
  const common = { host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 };
  subgraph = await startCrmSubgraph({ ...common, upstreamUrl: up.url });
  orphan = await startCrmSubgraph({ ...common, upstreamUrl: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 2000 });
});
afterAll(async () => {
  await orphan?.close();
  await subgraph?.close();
  await up?.close();
});
beforeEach(async () => {
  await up.db.query(`DELETE FROM crm_leads`);
});

type Viewer = Parameters<typeof callSubgraph>[3] & { idempotencyKey?: string | null };
const CREATE = `mutation Create($input: LeadInput!) { createLead(input: $input) { id createdAt } }`;

const support = {
  formType: 'richiesta-assistenza',
  nome: 'Mario',
  cognome: 'Rossi',
  email: 'Mario.Rossi@Example.IT',
  cellulare: '3331234567',
  note: 'Non riesco ad aprire il corso.',
  codiceFiscale: 'rssmra85t10a562s',
  marketingDiretto: 'SI',
  privacy: true,
};

function create(input: Record<string, unknown>, viewer: Viewer = {}, url = subgraph.url) {
  return callSubgraph<{ createLead: { id: string } | null }>(url, CREATE, { input }, viewer);
}
async function leads() {
  return up.db.query<Record<string, unknown>>(`SELECT * FROM crm_leads ORDER BY created_at`);
}

describe('createLead', () => {
  it('stores a visitor support request with source ARCLUB, lower-cased e-mail and upper-cased fiscal code; the same key twice stores one lead', async () => {
    const viewer = { idempotencyKey: 'key-visitor-1' };
    const first = await create(support, viewer);
    const second = await create(support, viewer);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.data?.createLead?.id).toBe(first.body.data?.createLead?.id);
    const rows = await leads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: 'richiesta-assistenza', source: 'ARCLUB', email: 'mario.rossi@example.it', fiscal_code: 'RSSMRA85T10A562S', marketing_diretto: 'SI', statistiche: null });
  });

  it.each([
    [{ nome: '' }, 'nome', 'Campo obbligatorio'],
    [{ email: 'mario@' }, 'email', 'E-mail non valida: verifica di aver scritto correttamente.'],
    [{ cellulare: '333 1234567' }, 'cellulare', 'Numero di telefono non valido: verifica di aver scritto correttamente.'],
    [{ codiceFiscale: 'RSSMRA85T10A562X' }, 'codiceFiscale', 'Codice Fiscale non valido: verifica di aver scritto correttamente.'],
    [{ note: 'x'.repeat(1000) }, 'note', 'Messaggio troppo lungo: hai a disposizione massimo 999 caratteri'],
    [{ privacy: false }, 'privacy', "Accettare l'informativa privacy è obbligatorio."],
    [{ formType: 'sconosciuto' }, 'formType', 'Tipo di form sconosciuto.'],
  ])('refuses %j with BAD_USER_INPUT on %s, and stores nothing', async (change, field, message) => {
    const answer = await create({ ...support, ...change }, { idempotencyKey: `bad-${field}` });
    expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await leads()).toHaveLength(0);
  });

  it("the /upgrade form ('upgrade-das', spec 2 §5) sends e-mail, phone of up to 20 digits and privacy, without name or message", async () => {
    const upgrade = { formType: 'upgrade-das', email: 'Anna@Example.IT', cellulare: '1'.repeat(20), privacy: true };
    const answer = await create(upgrade, { idempotencyKey: 'upgrade-1' });
    expect(answer.body.errors).toBeUndefined();
    expect((await leads())[0]).toMatchObject({ form_type: 'upgrade-das', email: 'anna@example.it', cellulare: '1'.repeat(20) });
    expect((await create({ ...upgrade, email: '' }, { idempotencyKey: 'upgrade-2' })).body.errors?.[0]).toMatchObject({ message: 'Campo obbligatorio.', extensions: { field: 'email' } });
    expect((await create({ ...upgrade, cellulare: '12345678' }, { idempotencyKey: 'upgrade-3' })).body.errors?.[0]?.extensions?.field).toBe('cellulare');
    expect(await leads()).toHaveLength(1);
  });

  it("spec 3 §3: a form whose Form Campaign was changed in the CMS is sent with that campaign; a form that gives none gets its type's", async () => {
    const opinion = { formType: 'richiesta-parere-legale', nome: 'Anna', cognome: 'Bianchi', email: 'anna@example.it', cellulare: '3471234567', note: 'Un parere, per favore.', privacy: true };
    // An editor changes the legal opinion form's campaign in the CMS; the page's form then sends it.
    const hook = `${up.url}/_test/cms/service-pages/form-campaign?path=legali/parere`;
    expect((await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ formCampaign: 'formpl_2027' }) })).status).toBe(204);
    const cms = (await (await fetch(`${up.url}/CMS/Servizi/Pagina?path=legali/parere`)).json()) as { form: { formType: string; formCampaign: string | null } };
    expect(cms.form).toMatchObject({ formType: 'richiesta-parere-legale', formCampaign: 'formpl_2027' });
    const changed = await create({ ...opinion, campaign: cms.form.formCampaign }, { idempotencyKey: 'campaign-1' });
    expect((await fetch(hook, { method: 'POST' })).status).toBe(204);
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data?.createLead?.id).toBeTruthy();
    expect((await create(opinion, { idempotencyKey: 'campaign-2' })).body.errors).toBeUndefined();
    expect((await leads()).map((r) => r.campaign)).toEqual(['formpl_2027', 'formpl']);
  });

  it('sends the campaign of the form type and the fitness branch; an unknown branch is refused by the service', async () => {
    const centers = await callSubgraph<{ fitnessCenters: { id: string; name: string; city: string }[] }>(subgraph.url, `{ fitnessCenters { id name city province address } }`);
    const club = centers.body.data!.fitnessCenters[0]!.id;
    const fitness = { formType: 'Richiesta-FitnessNetwork', nome: 'Anna', cognome: 'Bianchi', email: 'anna@example.it', cellulare: '3471234567', club, privacy: true };
    expect((await create(fitness, { idempotencyKey: 'fit-1' })).body.errors).toBeUndefined();
    expect((await create({ ...fitness, club: '' }, { idempotencyKey: 'fit-2' })).body.errors?.[0]?.extensions?.field).toBe('club');
    expect((await create({ ...fitness, club: 'nessuno' }, { idempotencyKey: 'fit-3' })).body.errors?.[0]).toMatchObject({ message: 'Centro fitness sconosciuto.', extensions: { code: 'BAD_USER_INPUT' } });
    const rows = await leads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ campaign: 'formcfni', club_id: club });
  });

  it('for a member with a fiscal code on file, sends the one on file', async () => {
    const token = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
    const [user] = await up.db.query<{ id: string; fiscal_code: string }>(`SELECT id, fiscal_code FROM users WHERE email = 'premium@demo.club'`);
    expect(user!.fiscal_code).toBeTruthy();
    const answer = await create({ ...support, codiceFiscale: '' }, { subscriptionType: 'PREMIUM', userId: user!.id, upstreamToken: token, hasFiscalCode: true, idempotencyKey: 'member-1' });
    expect(answer.body.errors).toBeUndefined();
    expect((await leads())[0]).toMatchObject({ user_id: user!.id, fiscal_code: user!.fiscal_code });
  });

  it('the profile assistant form: premium sends it with the name on file; registrato is refused, a visitor must log in, and nothing is stored', async () => {
    const assistant = { formType: 'richiesta-assistente-profilo', nome: 'Finto', cognome: 'Nome', email: 'francesca@example.it', cellulare: '3331234567', privacy: true };
    const token = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
    const [user] = await up.db.query<{ id: string; name: string; surname: string }>(`SELECT id, name, surname FROM users WHERE email = 'premium@demo.club'`);
    const premium = { subscriptionType: 'PREMIUM' as const, userId: user!.id, upstreamToken: token };

    const visitor = await create(assistant, { idempotencyKey: 'assistant-visitor' });
    expect(visitor.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'LOGIN_REQUIRED' });
    const registrato = await create(assistant, { ...premium, subscriptionType: 'REGISTRATO', idempotencyKey: 'assistant-registrato' });
    expect(registrato.body.errors?.[0]).toMatchObject({ message: "Il modulo di contatto dell'assistente è riservato agli abbonati Trial e Premium.", extensions: { code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED' } });
    expect(await leads()).toHaveLength(0);

    const bad = await create({ ...assistant, cellulare: '1'.repeat(17) }, { ...premium, idempotencyKey: 'assistant-bad' });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cellulare' });
    const sent = await create(assistant, { ...premium, idempotencyKey: 'assistant-premium' });
    expect(sent.body.errors).toBeUndefined();
    const rows = await leads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: 'richiesta-assistente-profilo', source: 'ARCLUB', user_id: user!.id, email: 'francesca@example.it', nome: user!.name, cognome: user!.surname });
  });

  it('the light-and-gas information form (richiesta-luce-gas, a service form) is stored for a visitor, without a campaign', async () => {
    const energy = { formType: 'richiesta-luce-gas', nome: 'Luca', cognome: 'Verdi', email: 'luca@example.it', cellulare: '3351234567', note: 'Vorrei un preventivo per la luce.', privacy: true };
    const answer = await create(energy, { idempotencyKey: 'energy-1' });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.createLead?.id).toBeTruthy();
    const rows = await leads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: 'richiesta-luce-gas', source: 'ARCLUB', campaign: null, note: 'Vorrei un preventivo per la luce.' });
    // A service form: the message is required like on every other service page.
    const noNote = await create({ ...energy, note: '' }, { idempotencyKey: 'energy-2' });
    expect(noNote.body.errors?.[0]).toMatchObject({ message: 'Campo obbligatorio', extensions: { code: 'BAD_USER_INPUT', field: 'note' } });
    expect(await leads()).toHaveLength(1);
  });

  it('the legal consultation form needs the legal consultancy portfolio: a visitor must log in, a member without it is refused, and nothing is stored', async () => {
    const consultation = { formType: 'consulenza-legale', nome: 'Giulia', cognome: 'Neri', email: 'giulia@example.it', cellulare: '3391234567', note: 'Un quesito sul contratto di lavoro.', privacy: true };
    const token = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
    const [user] = await up.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'premium@demo.club'`);
    const member = { subscriptionType: 'PREMIUM' as const, userId: user!.id, upstreamToken: token };
    const wallet = (code: string, active = true) => ({ code, active, status: 1 });

    const visitor = await create(consultation, { idempotencyKey: 'legal-visitor' });
    expect(visitor.body.errors?.[0]).toMatchObject({ message: 'Accedi per richiedere una consulenza legale.', extensions: { code: 'UNAUTHENTICATED', reason: 'LOGIN_REQUIRED' } });
    const refused = 'La richiesta di consulenza legale è riservata a chi ha attivo il servizio di consulenza legale.';
    const none = await create(consultation, { ...member, wallets: [wallet('topnegozi')], idempotencyKey: 'legal-none' });
    expect(none.body.errors?.[0]).toMatchObject({ message: refused, extensions: { code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' } });
    const inactive = await create(consultation, { ...member, wallets: [wallet('consulenzaLegale', false)], idempotencyKey: 'legal-inactive' });
    expect(inactive.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
    expect(await leads()).toHaveLength(0);

    const sent = await create(consultation, { ...member, wallets: [wallet('consulenzaLegale')], idempotencyKey: 'legal-ok' });
    expect(sent.body.errors).toBeUndefined();
    const rows = await leads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: 'consulenza-legale', user_id: user!.id });
  });

  it("the support lead carries CodiceMkt; every lead carries navHistoryRef, navHistoryCurr and the utm values in FormFields", async () => {
    const tracking = {
      navHistoryRef: 'http://portale.test/servizi',
      navHistoryCurr: 'http://portale.test/assistenza/contatti?utm_source=newsletter',
      utm: { source: 'newsletter', medium: 'email', campaign: 'autunno', term: null, content: 'x'.repeat(300) },
    };
    expect((await create({ ...support, ...tracking }, { idempotencyKey: 'track-1' })).body.errors).toBeUndefined();
    const homeCare = { formType: 'richiesta-info-pharmacare', email: 'casa@example.it', cellulare: '3331234567', privacy: true, ...tracking };
    expect((await create(homeCare, { idempotencyKey: 'track-2' })).body.errors).toBeUndefined();
    const [supportRow, homeCareRow] = await leads();
    const formFields = { navHistoryRef: tracking.navHistoryRef, navHistoryCurr: tracking.navHistoryCurr, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autunno', utm_term: null, utm_content: 'x'.repeat(200) };
    expect(supportRow).toMatchObject({ codice_mkt: SUPPORT_MARKETING_CODE, form_fields: formFields });
    expect(homeCareRow).toMatchObject({ codice_mkt: null, form_fields: formFields });
  });

  it("the marketing form sends its appointment as giorni_richiesta '{day} {window}'; a day not offered or a missing window is refused on giorniRichiesta", async () => {
    const day = appointmentDays()[1]!;
    const marketing = { formType: MARKETING_FORM_TYPE, email: 'Anna@Example.it', cellulare: '3331234567', codiceCliente: '1000003', professione: 'Medico', giorniRichiesta: `${day} pomeriggio`, privacy: true };
    for (const [change, message] of [
      [{ giorniRichiesta: '2020-01-01 mattina' }, "Scegli il giorno dell'appuntamento."],
      [{ giorniRichiesta: day }, 'Scegli la fascia oraria: mattina o pomeriggio.'],
      [{ codiceCliente: '12a' }, 'Codice cliente non valido: verifica di aver scritto correttamente.'],
    ] as const) {
      const refused = await create({ ...marketing, ...change }, { idempotencyKey: `mkt-bad-${JSON.stringify(change)}` });
      expect(refused.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await leads()).toHaveLength(0);
    expect((await create(marketing, { idempotencyKey: 'mkt-ok' })).body.errors).toBeUndefined();
    const [row] = await leads();
    expect(row).toMatchObject({ form_type: 'prenotazione-appuntamento', email: 'anna@example.it', nome: null, form_fields: { giorni_richiesta: `${day} pomeriggio`, codiceCliente: '1000003', professione: 'Medico' } });
  });

  it('the first-opinion form built from the definition sends date and place of birth, username and the encrypted password', async () => {
    const account = {
      formType: ACCOUNT_FORM_TYPE, nome: 'Mario', cognome: 'Rossi', email: 'mario@example.it', cellulare: '3331234567', privacy: true,
      dateOfBirth: '10/12/1985', placeOfBirth: 'Roma', username: 'mrossi', encryptedPassword: 'Q2lmcmF0YQ==', note: 'Vorrei un secondo parere.',
    };
    // Spec 1 §5: the note is required, the /telemedicina form's too.
    const noNote = await create({ ...account, note: '' }, { idempotencyKey: 'acc-no-note' });
    expect(noNote.body.errors?.[0]).toMatchObject({ message: 'Campo obbligatorio', extensions: { code: 'BAD_USER_INPUT', field: 'note' } });
    const refused = await create({ ...account, dateOfBirth: '31/02/1985' }, { idempotencyKey: 'acc-bad' });
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'Data di nascita non valida: usa il formato gg/mm/aaaa.', extensions: { code: 'BAD_USER_INPUT', field: 'dateOfBirth' } });
    const tooLong = await create({ ...account, placeOfBirth: 'R'.repeat(61) }, { idempotencyKey: 'acc-long' });
    expect(tooLong.body.errors?.[0]).toMatchObject({ message: 'Luogo di nascita troppo lungo: hai a disposizione massimo 60 caratteri', extensions: { field: 'placeOfBirth' } });
    expect((await create(account, { idempotencyKey: 'acc-ok' })).body.errors).toBeUndefined();
    const [row] = await leads();
    expect(row).toMatchObject({ form_type: 'first-opinion', form_fields: { note: 'Vorrei un secondo parere.', dataNascita: '1985-12-10', luogoNascita: 'Roma', username: 'mrossi', password: 'Q2lmcmF0YQ==' } });
  });

  it('a service failure is UPSTREAM_UNAVAILABLE with the form message', async () => {
    const answer = await create(support, { idempotencyKey: 'down-1' }, orphan.url);
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Invio della richiesta non riuscito.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});

describe('pharmacareProfessionals and the assistant form flag', () => {
  it('answers 4 Pharmacare cards per page; null with the spec message when the service is down', async () => {
    const q = `{ pharmacareProfessionals(page: 1) { id } }`;
    const ok = await callSubgraph<{ pharmacareProfessionals: { id: string }[] }>(subgraph.url, q);
    expect(ok.body.data!.pharmacareProfessionals).toHaveLength(4);
    const ids = ok.body.data!.pharmacareProfessionals.map((c) => c.id);
    const [{ n }] = (await up.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM professional_cards WHERE id = ANY($1) AND is_pharmacare`, [ids])) as [{ n: number }];
    expect(n).toBe(4);
    const down = await callSubgraph(orphan.url, q);
    expect(down.body.errors?.[0]?.message).toBe('Errore del servizio /professionallist/professionalcards');
  });

  it('viewer.canUseAssistantForm is true for trial and premium only', async () => {
    const flag = async (subscriptionType: 'SUSPECT' | 'REGISTRATO' | 'TRIAL' | 'PREMIUM' | 'EX_TRIAL' | 'EX_PREMIUM') =>
      (await callSubgraph<{ viewer: { canUseAssistantForm: boolean } }>(subgraph.url, `{ viewer { canUseAssistantForm } }`, {}, { subscriptionType })).body.data!.viewer.canUseAssistantForm;
    expect([await flag('SUSPECT'), await flag('REGISTRATO'), await flag('TRIAL'), await flag('PREMIUM'), await flag('EX_TRIAL'), await flag('EX_PREMIUM')]).toEqual([false, false, true, true, false, false]);
  });
});
