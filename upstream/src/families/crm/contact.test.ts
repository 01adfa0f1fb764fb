import { CRM_FIELD_MESSAGES as MESSAGES } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';
import { fiscalCode } from './fiscal-code';

let up: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});

async function call<T = Record<string, unknown>>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A session of a persona by customer code (signing in is crm.test.ts's subject). */
const PERSONAS = {
  registrato: '1000001', trial: '1000002', premium: '1000003', nocf: '1000005', lowcredit: '1000006', incompleto: '1000011',
} as const;
const sessionOf = (persona: keyof typeof PERSONAS) => createToken(up.db, PERSONAS[persona], 'session', 60);
const check = (token: string) => call('GET', '/contact/jump2wl/check', { token });
const save = (token: string, body: unknown) => call<{ ok?: boolean; message?: string }>('PUT', '/contact/jump2wl', { token, body });

const ALL_PRESENT = {
  fiscalCodePresent: true,
  privacyHomnyaPresent: true,
  termsConditionsPresent: true,
  professionPresent: true,
  professionDetailPresent: false,
  specializationPresent: true,
};

/** Chiara Ricci, born 17 May 1988 in Rome: the fiscal code premium.nocf completes her profile with. */
const CHIARA_CF = fiscalCode({ surname: 'Ricci', name: 'Chiara', birthDate: new Date('1988-05-17T00:00:00Z'), female: true, cadastral: 'H501' });

describe('GET /contact/jump2wl/check', () => {
  it('answers 401 without a session', async () => {
    expect((await call('GET', '/contact/jump2wl/check')).status).toBe(401);
    expect((await call('GET', '/contact/jump2wl/check', { token: 'not-a-token' })).status).toBe(401);
  });

  it('finds every datum of a complete doctor (premium) on file', async () => {
    const res = await check(await sessionOf('premium'));
    expect(res).toEqual({ status: 200, body: ALL_PRESENT });
  });

  it('misses only the fiscal code of premium.nocf', async () => {
    const res = await check(await sessionOf('nocf'));
    expect(res.body).toEqual({ ...ALL_PRESENT, fiscalCodePresent: false });
  });

  it('misses privacy, terms and the specialisation of incompleto (a doctor)', async () => {
    const res = await check(await sessionOf('incompleto'));
    expect(res.body).toEqual({ ...ALL_PRESENT, privacyHomnyaPresent: false, termsConditionsPresent: false, specializationPresent: false });
  });

  it('has a health-profession detail and no specialisation for a nurse (trial)', async () => {
    const res = await check(await sessionOf('trial'));
    expect(res.body).toEqual({ ...ALL_PRESENT, professionDetailPresent: true, specializationPresent: false });
  });
});

describe('PUT /contact/jump2wl', () => {
  it('answers 401 without a session', async () => {
    expect((await call('PUT', '/contact/jump2wl', { body: { privacyHomnya: true } })).status).toBe(401);
  });

  it('saves a fiscal code, upper-cased, durably and idempotently', async () => {
    const token = await sessionOf('nocf');
    for (let i = 0; i < 2; i++) {
      expect(await save(token, { codiceFiscale: ` ${CHIARA_CF.toLowerCase()} ` })).toEqual({ status: 200, body: { ok: true } });
    }
    expect((await check(token)).body).toEqual(ALL_PRESENT);
    const user = await call<{ fiscalCode: string }>('GET', '/CRM/Utente', { token });
    expect(user.body.fiscalCode).toBe(CHIARA_CF);
  });

  it('refuses an invalid fiscal code with the form message and saves nothing', async () => {
    const token = await sessionOf('incompleto');
    const before = await call<{ fiscalCode: string }>('GET', '/CRM/Utente', { token });
    // Right shape, wrong control character.
    const wrongCheck = `${before.body.fiscalCode.slice(0, 15)}${before.body.fiscalCode.endsWith('A') ? 'B' : 'A'}`;
    for (const codiceFiscale of ['ABC', wrongCheck]) {
      expect(await save(token, { codiceFiscale, privacyHomnya: true })).toEqual({ status: 400, body: { message: MESSAGES.invalidFiscalCode } });
    }
    expect((await call<{ fiscalCode: string }>('GET', '/CRM/Utente', { token })).body.fiscalCode).toBe(before.body.fiscalCode);
    expect((await check(token)).body).toMatchObject({ privacyHomnyaPresent: false });
  });

  it.each([
    [{ profession: '99' }, 'Professione non valida.'],
    [{ specialization: ['101', '102', '103', '104'] }, 'Puoi indicare al massimo 3 specializzazioni.'],
    [{ specialization: ['999'] }, 'Specializzazione non valida.'],
    [{ professioneDettaglio: '201' }, 'La professione sanitaria non è prevista per un medico.'],
    [{ profession: '2', professioneDettaglio: '101' }, 'Professione sanitaria non valida.'],
    [{ profession: '2', professioneDettaglio: '201', specialization: ['101'] }, 'Le specializzazioni sono previste solo per i medici.'],
    [{ privacyHomnya: 'si' }, 'Il campo privacyHomnya deve essere true o false.'],
    [[1, 2], 'Richiesta non valida: serve un oggetto JSON con i dati del contatto.'],
  ])('refuses %j with 400 %s', async (body, message) => {
    const token = await sessionOf('lowcredit');
    expect(await save(token, body)).toEqual({ status: 400, body: { message } });
    expect((await check(token)).body).toEqual(ALL_PRESENT);
  });

  it('completes incompleto: specialisation, privacy and terms, then the check finds everything', async () => {
    const token = await sessionOf('incompleto');
    expect((await save(token, { profession: 1, specialization: [102, '109', '102'], privacyHomnya: true, termsCondition: true })).status).toBe(200);
    expect((await check(token)).body).toEqual(ALL_PRESENT);
    const contact = await call<{ datiContatto: { specializzazioniContatto: { id: string }[] } }>('GET', '/CRM/Utente/Consistenza', { token });
    expect(contact.body.datiContatto.specializzazioniContatto.map((s) => s.id)).toEqual(['102', '109']);
  });

  it('switching a doctor to another health profession keeps the detail and drops the specialisations', async () => {
    const token = await sessionOf('registrato');
    expect((await save(token, { profession: '2', professioneDettaglio: '204' })).status).toBe(200);
    expect((await check(token)).body).toEqual({ ...ALL_PRESENT, professionDetailPresent: true, specializationPresent: false });
    const contact = await call<{ datiContatto: Record<string, unknown> }>('GET', '/CRM/Utente/Consistenza', { token });
    expect(contact.body.datiContatto).toMatchObject({
      professione: { id: '2', codice: '857920006', isAltraProfessioneSanitaria: true, signupEnabled: true },
      professioneDettaglio: { id: '204', nome: 'Psicologo' },
      specializzazioniContatto: [],
    });
  });
});

describe('profession catalogue', () => {
  it('lists the active professions: Medico and Altro professionista sanitario', async () => {
    const res = await call('GET', '/CRM/professione/attive');
    expect(res).toEqual({
      status: 200,
      body: [
        { id: '1', codice: '857920003', descrizione: 'Medico', signupEnabled: true },
        { id: '2', codice: '857920006', descrizione: 'Altro professionista sanitario', signupEnabled: true },
      ],
    });
  });

  it('lists the specialisation families with their specialisations', async () => {
    const res = await call<{ id: string; nome: string; specializzazioni: { id: string; nome: string }[] }[]>('GET', '/CRM/FamiglieSpecializzazione');
    expect(res.body.map((f) => f.nome)).toContain('Area medica');
    const medica = res.body.find((f) => f.id === 'F1')!;
    expect(medica.specializzazioni).toContainEqual({ id: '102', nome: 'Cardiologia' });
    expect(res.body.flatMap((f) => f.specializzazioni)).toHaveLength(40);
  });

  it('gives the health-profession details of Altro professionista sanitario, none for Medico, 404 for an unknown id', async () => {
    const other = await call<{ codice: string; dettagli: { id: string; nome: string }[] }>('GET', '/CRM/professione/2');
    expect(other.body.codice).toBe('857920006');
    expect(other.body.dettagli).toContainEqual({ id: '201', nome: 'Infermiere' });
    expect(other.body.dettagli).toHaveLength(10);
    expect((await call('GET', '/CRM/professione/1')).body).toEqual({ id: '1', codice: '857920003', descrizione: 'Medico', dettagli: [] });
    expect(await call('GET', '/CRM/professione/99')).toEqual({ status: 404, body: { message: 'Professione non trovata.' } });
  });
});
