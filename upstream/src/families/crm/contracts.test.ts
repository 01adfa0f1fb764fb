import { constants, publicEncrypt } from 'node:crypto';
import {
  acceptanceConditionsRoute,
  conditionsOfUseRoute,
  consistencyRoute,
  crmRoutes,
  loginRoute,
  missingFieldsCheckRoute,
  professionDetailsRoute,
  professionalCardsRoute,
  professionsRoute,
  registrationRoute,
  trialActivationRoute,
  trialRegistrationRoute,
  publicKeyRoute,
  recoveryRoute,
  saveConditionsRoute,
  specializationFamiliesRoute,
  updateContactRoute,
  userRoute,
  walletsRoute,
  type RouteContract,
} from '@club/contracts';
import Fastify from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';
import { crmFamily } from './index';
import { DEMO_PASSWORD } from './seed';

/**
 * Each crm route's answer for the demo personas (upstream/README.md 'Demo accounts') parses with its
 * contract (packages/contracts 'crm'): what the subgraphs parse with is what this reference sends.
 */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let publicKeyPEM: string;

/** The personas who sign in with a session (consenso@ gets a consent token; bloccato@ none). */
const MEMBERS = [
  'registrato@demo.club',
  'trial@demo.club',
  'premium@demo.club',
  'premium.noecm@demo.club',
  'premium.nocf@demo.club',
  'premium.lowcredit@demo.club',
  'extrial@demo.club',
  'expremium@demo.club',
  'incompleto@demo.club',
  'premium.plafond@demo.club',
  'premium.bonus@demo.club',
  'expremium.fedelta0@demo.club',
  'expremium.fedelta2@demo.club',
  'premium.aps@demo.club',
  'premium.club@demo.club',
  'premium.convenzione@demo.club',
  'premium.nonegozi@demo.club',
  '1200086',
] as const;

const sessions = new Map<string, string>();

beforeAll(async () => {
  up = await startTestUpstream();
  publicKeyPEM = parsed(publicKeyRoute, await call('GET', '/auth/public-key')).publicKeyPEM;
  for (const username of MEMBERS) {
    const answer = parsed(loginRoute, await call('POST', '/auth/login', { body: { username, password: encrypt(DEMO_PASSWORD) } }));
    sessions.set(username, answer.token!);
  }
});
afterAll(async () => {
  await up?.close();
});

interface Answer {
  status: number;
  body: unknown;
}

async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const encrypt = (password: string) =>
  publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');

/** The answer parsed with the route's contract; a mismatch fails with zod's paths and expectations. */
function parsed<R extends RouteContract>(contract: R, answer: Answer) {
  expect(answer.status, `${contract.method} ${contract.path}`).toBe(contract.status ?? 200);
  const result = contract.response.safeParse(answer.body);
  expect(result.error?.issues ?? [], `${contract.method} ${contract.path}`).toEqual([]);
  return result.data as z.output<R['response']>;
}

describe('crm contracts: the member routes for every demo persona', () => {
  it.each(MEMBERS)('%s: user info, consistency, wallets, acceptance conditions and the missing-fields check', async (username) => {
    const token = sessions.get(username)!;
    parsed(userRoute, await call('GET', '/CRM/Utente', { token }));
    parsed(consistencyRoute, await call('GET', '/CRM/Utente/Consistenza', { token }));
    parsed(walletsRoute, await call('GET', '/CRM/Utente/Portafogli', { token }));
    parsed(acceptanceConditionsRoute, await call('GET', '/CRM/Utente/Sottoscrizione', { token }));
    parsed(missingFieldsCheckRoute, await call('GET', '/contact/jump2wl/check', { token }));
  });

  it('covers the variants the personas exist for: no subscription, no fiscal code, a doctor without specialisation, an other health profession', async () => {
    const consistencyOf = async (username: string) => parsed(consistencyRoute, await call('GET', '/CRM/Utente/Consistenza', { token: sessions.get(username)! }));
    expect((await consistencyOf('registrato@demo.club')).ultimaSottoscrizioneContatto).toBeNull();
    expect((await consistencyOf('premium.nocf@demo.club')).datiContatto.codiceFiscale).toBeNull();
    expect((await consistencyOf('incompleto@demo.club')).datiContatto.specializzazioniContatto).toEqual([]);
    expect((await consistencyOf('trial@demo.club')).datiContatto.professioneDettaglio).not.toBeNull();
  });
});

describe('crm contracts: sign-in, consent and recovery', () => {
  it('login with pending conditions: no session, a consent token that reads the conditions and saves the consent', async () => {
    const answer = parsed(loginRoute, await call('POST', '/auth/login', { body: { username: 'consenso@demo.club', password: encrypt(DEMO_PASSWORD) } }));
    expect(answer.token).toBeNull();
    const token = answer.consentToken!;
    parsed(acceptanceConditionsRoute, await call('GET', '/CRM/Utente/Sottoscrizione', { token }));
    parsed(conditionsOfUseRoute, await call('GET', '/CRM/CondizioniUso'));
    const consent = { customerCode: answer.customerCode, acknowledgment: true, conditionOfUse: true, acceptanceCondition: true };
    expect(saveConditionsRoute.body.safeParse(consent).success).toBe(true);
    parsed(saveConditionsRoute, await call('PUT', '/CRM/Utente/Condizioni', { token, body: consent }));
  });

  it('recovery answers the normalised username for known, blocked and unknown usernames alike', async () => {
    for (const username of ['premium@demo.club', 'bloccato@demo.club', 'nessuno@demo.club', '01000001']) {
      parsed(recoveryRoute, await call('POST', '/auth/recupero-password', { body: { username } }));
    }
  });

  it('logout answers 204 without a body', async () => {
    const answer = await call('POST', '/auth/logout');
    expect(answer).toEqual({ status: 204, body: undefined });
  });
});

describe('crm contracts: contact data and the profession catalogue', () => {
  it('saving contact data answers ok, and the body the subgraph sends parses with the contract', async () => {
    const body = { privacyHomnya: true, termsCondition: true, specialization: ['181'] };
    expect(updateContactRoute.body.safeParse(body).success).toBe(true);
    parsed(updateContactRoute, await call('PUT', '/contact/jump2wl', { token: sessions.get('incompleto@demo.club')!, body }));
  });

  it('professions, specialisation families and the details of both professions', async () => {
    const professions = parsed(professionsRoute, await call('GET', '/CRM/professione/attive'));
    parsed(specializationFamiliesRoute, await call('GET', '/CRM/FamiglieSpecializzazione'));
    for (const p of professions) parsed(professionDetailsRoute, await call('GET', `/CRM/professione/${p.id}`));
  });

  it('directory cards: limited for a visitor, with contacts for a premium member, suggested ones when nothing matches', async () => {
    const visitor = parsed(professionalCardsRoute, await call('GET', '/professionallist/professionalcards?take=12'));
    expect(visitor.professionalCards.every((c) => c.contacts === null)).toBe(true);
    const premium = parsed(professionalCardsRoute, await call('GET', '/professionallist/professionalcards?take=12&professionType=Medico', { token: sessions.get('premium@demo.club')! }));
    expect(premium.professionalCards.some((c) => c.contacts !== null)).toBe(true);
    const none = parsed(professionalCardsRoute, await call('GET', '/professionallist/professionalcards?text=zzzzzz'));
    expect(none.totalRecords).toBeNull();
    expect(none.suggested.length).toBeGreaterThan(0);
  });
});

describe('crm contracts: registration and trial', () => {
  it('registration, trial registration and trial activation answer their contracts', async () => {
    const body = (email: string) => ({ nome: 'Anna', cognome: 'Verdi', email, cellulare: '3331234567', password: encrypt('segreta123'), privacy: true, condizioni: true });
    expect(registrationRoute.body.safeParse(body('a@b.it')).success).toBe(true);
    const registered = parsed(registrationRoute, await call('POST', '/auth/registrazione', { body: body('contratto.reg@esempio.it') }));
    parsed(trialRegistrationRoute, await call('POST', '/auth/registrazione-trial', { body: body('contratto.trial@esempio.it') }));
    parsed(trialActivationRoute, await call('POST', '/CRM/Utente/AttivazioneTrial', { token: registered.token! }));
  });
});

describe('crm contracts: coverage', () => {
  it('every route the crm family registers has a contract, and every contract a route', async () => {
    const app = Fastify();
    const registered: string[] = [];
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${r.url}`);
    });
    await crmFamily.routes(app, { db: up.db, publicUrl: () => up.url });
    await app.ready();
    const contracted = crmRoutes.map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect([...registered].sort()).toEqual([...contracted].sort());
    await app.close();
  });
});
