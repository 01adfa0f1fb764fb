import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';
import { WALLET_CODES } from './catalogue';
import { MESSAGES } from './routes-auth';
import { DEMO_PASSWORD } from './seed';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let publicKeyPEM: string;

beforeAll(async () => {
  up = await startTestUpstream();
  publicKeyPEM = ((await (await fetch(`${up.url}/auth/public-key`)).json()) as { publicKeyPEM: string }).publicKeyPEM;
});
afterAll(async () => {
  await up?.close();
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

async function call<T = Record<string, unknown>>(method: string, path: string, options: { token?: string | null; body?: unknown; raw?: string } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

const encrypt = (password: string) =>
  publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');

interface LoginAnswer {
  token: string | null;
  consentToken: string | null;
  customerCode: string;
  mustAcceptAcknowledgment: boolean;
  mustAcceptConditionOfUse: boolean;
  mustAcceptAcceptanceCondition: boolean;
  userSubscription: { clientCode: string; subscriptionType: string; portafogliAttivi: string[] };
  message?: string;
}

const login = (username: string, password = DEMO_PASSWORD) => call<LoginAnswer>('POST', '/auth/login', { body: { username, password: encrypt(password) } });

async function sessionOf(username: string): Promise<string> {
  const res = await login(username);
  expect(res.status).toBe(200);
  return res.body.token!;
}

describe('public key', () => {
  it('serves one RSA public key in SPKI PEM, the same on every call', async () => {
    expect(publicKeyPEM).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const again = await call<{ publicKeyPEM: string }>('GET', '/auth/public-key');
    expect(again.body.publicKeyPEM).toBe(publicKeyPEM);
  });
});

describe('login', () => {
  it('signs in by e-mail (any case) and answers the user subscription and a session token', async () => {
    const res = await login('Premium@Demo.Club');
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.consentToken).toBeNull();
    expect(res.body.customerCode).toBe('1000003');
    expect(res.body.userSubscription.subscriptionType).toBe('PREMIUM');
    expect([...res.body.userSubscription.portafogliAttivi].sort()).toEqual([...WALLET_CODES].sort());
  });

  it('signs in by customer code, with or without leading zeros', async () => {
    for (const username of ['1000002', '01000002']) {
      const res = await login(username);
      expect(res.status).toBe(200);
      expect(res.body.userSubscription.clientCode).toBe('1000002');
      expect(res.body.token).toEqual(expect.any(String));
    }
  });

  it('answers 401 for a wrong password or an unknown user', async () => {
    const wrong = await login('premium@demo.club', 'Sbagliata1!');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(MESSAGES.wrongCredentials);
    expect((await login('nessuno@demo.club')).status).toBe(401);
    expect((await login('9999999')).status).toBe(401);
  });

  it('answers 409 with the spec message when the e-mail belongs to several users; the number still works', async () => {
    const shared = await login('condiviso@demo.club');
    expect(shared.status).toBe(409);
    expect(shared.body.message).toBe('Questa e-mail risulta associata a più utenti. Inserisci il tuo username per accedere (es.1200086).');
    expect((await login('1200086')).status).toBe(200);
    expect((await login('1200087')).status).toBe(200);
  });

  it('says the e-mail is shared only after a right password: a wrong one is 401 like any other', async () => {
    const wrong = await login('condiviso@demo.club', 'Sbagliata1!');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(MESSAGES.wrongCredentials);
  });

  it('refuses a blocked account with 403 after a right password', async () => {
    expect((await login('bloccato@demo.club')).status).toBe(403);
    expect((await login('bloccato@demo.club', 'Sbagliata1!')).status).toBe(401);
  });

  it('answers 400 with an Italian message for malformed bodies, never a 500', async () => {
    const cases = [
      call('POST', '/auth/login', { raw: '{not json' }),
      call('POST', '/auth/login', { raw: '' }),
      call('POST', '/auth/login', { body: {} }),
      call('POST', '/auth/login', { body: { username: 42, password: 'x' } }),
      call('POST', '/auth/login', { body: ['premium@demo.club'] }),
      call('POST', '/auth/login', { body: { username: 'premium@demo.club', password: 'bm90IGVuY3J5cHRlZA==' } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^(Richiesta non valida|Il campo|Password non leggibile)/);
    }
  });
});

describe('consent at login', () => {
  it('gives a consent token instead of a session, saves the consent once, then the login succeeds', async () => {
    const first = await login('consenso@demo.club');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token: null, customerCode: '1000009', mustAcceptAcknowledgment: true, mustAcceptConditionOfUse: true, mustAcceptAcceptanceCondition: true });
    const consentToken = first.body.consentToken!;
    expect(consentToken).toEqual(expect.any(String));

    // The consent token is no session, but it reads the acceptance conditions to show.
    expect((await call('GET', '/CRM/Utente', { token: consentToken })).status).toBe(401);
    const conditions = await call<{ condizioniAdesione: string }>('GET', '/CRM/Utente/Sottoscrizione', { token: consentToken });
    expect(conditions.status).toBe(200);
    expect(conditions.body.condizioniAdesione).toMatch(/^Condizioni di adesione/);

    const missing = await call('PUT', '/CRM/Utente/Condizioni', { token: consentToken, body: { customerCode: '1000009', acknowledgment: true, conditionOfUse: false, acceptanceCondition: true } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Per proseguire è necessario accettare le condizioni d\'uso.');

    const foreign = await call('PUT', '/CRM/Utente/Condizioni', { token: consentToken, body: { customerCode: '1000003', acknowledgment: true, conditionOfUse: true, acceptanceCondition: true } });
    expect(foreign.status).toBe(403);
    expect((await call('PUT', '/CRM/Utente/Condizioni', { body: { customerCode: '1000009' } })).status).toBe(401);
    expect((await call('PUT', '/CRM/Utente/Condizioni', { token: consentToken, body: { customerCode: '1000009', conditionOfUse: 'si' } })).status).toBe(400);

    const all = { customerCode: '1000009', acknowledgment: true, conditionOfUse: true, acceptanceCondition: true };
    const saved = await call('PUT', '/CRM/Utente/Condizioni', { token: consentToken, body: all });
    expect(saved).toEqual({ status: 200, body: { ok: true } });
    // A retry (e.g. after a lost answer) is harmless: still one log row per consent.
    expect((await call('PUT', '/CRM/Utente/Condizioni', { token: consentToken, body: all })).status).toBe(200);
    const log = await up.db.query<{ kind: string }>(`SELECT kind FROM consents WHERE user_id = '1000009' ORDER BY kind`);
    expect(log.map((r) => r.kind)).toEqual(['acceptanceCondition', 'acknowledgment', 'conditionOfUse']);

    const second = await login('consenso@demo.club');
    expect(second.body.token).toEqual(expect.any(String));
    expect(second.body.consentToken).toBeNull();
    expect(second.body.mustAcceptConditionOfUse).toBe(false);
  });

  it('serves the terms of use publicly', async () => {
    const res = await call<{ text: string }>('GET', '/CRM/CondizioniUso');
    expect(res.status).toBe(200);
    expect(res.body.text.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });
});

describe('password recovery', () => {
  it('answers the same for known, unknown, blocked and shared usernames: the answer does not tell which accounts exist', async () => {
    const usernames = ['registrato@demo.club', '1000001', 'sconosciuto@demo.club', 'bloccato@demo.club', 'condiviso@demo.club'];
    for (const username of usernames) {
      const res = await call('POST', '/auth/recupero-password', { body: { username } });
      expect({ username, status: res.status, body: res.body }).toEqual({ username, status: 200, body: { username } });
    }
  });

  it('answers 400 without a username', async () => {
    expect((await call('POST', '/auth/recupero-password', { body: { username: '  ' } })).status).toBe(400);
  });
});

describe('member calls', () => {
  it('require a valid session token', async () => {
    for (const path of ['/CRM/Utente', '/CRM/Utente/Consistenza', '/CRM/Utente/Portafogli', '/CRM/Utente/Sottoscrizione']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, { token: 'not-a-token' })).status).toBe(401);
    }
  });

  it('answer the premium member her user info, wallets and consistency', async () => {
    const token = await sessionOf('premium@demo.club');
    const user = await call<{ clientCode: string; fiscalCode: string; cardCode: string; servizi: { codice: string; stato: number }[] }>('GET', '/CRM/Utente', { token });
    expect(user.body).toMatchObject({ clientCode: '1000003', cardCode: 'CMP-2026-1000003' });
    expect(user.body.fiscalCode).toMatch(/^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/);
    expect(user.body.servizi.find((s) => s.codice === 'winLoy')?.stato).toBe(1);

    const wallets = await call<{ codice: string; stato: { attivo: boolean; numero: number }; saldo: number }[]>('GET', '/CRM/Utente/Portafogli', { token });
    expect(wallets.body.map((w) => w.codice)).toEqual([...WALLET_CODES]);
    expect(wallets.body.every((w) => w.stato.attivo)).toBe(true);
    expect(wallets.body.find((w) => w.codice === 'ecm')?.saldo).toBe(50);
    expect(wallets.body.find((w) => w.codice === 'winLoy')?.stato.numero).toBe(1);

    const consistency = await call<{ ultimaSottoscrizioneContatto: { stato: { attivo: boolean }; isConvenzione: boolean; cpqProductName: string }; datiContatto: { professione: { codice: string } } }>(
      'GET', '/CRM/Utente/Consistenza', { token },
    );
    expect(consistency.body.ultimaSottoscrizioneContatto).toMatchObject({ stato: { attivo: true }, isConvenzione: true });
    expect(consistency.body.datiContatto.professione.codice).toBe('857920003');
  });

  it('revokes the token on logout', async () => {
    const token = await sessionOf('trial@demo.club');
    expect((await call('GET', '/CRM/Utente', { token })).status).toBe(200);
    expect((await call('POST', '/auth/logout', { token })).status).toBe(204);
    expect((await call('GET', '/CRM/Utente', { token })).status).toBe(401);
  });
});

describe('professional cards', () => {
  it('pages the public cards newest first', async () => {
    const res = await call<{ professionalCards: { id: string; visibility: string; createdAt: string; profession: { codice: string } }[]; suggested: unknown[]; pages: number; totalRecords: number }>(
      'GET', '/professionallist/professionalcards?take=4&page=2',
    );
    expect(res.status).toBe(200);
    expect(res.body.totalRecords).toBeGreaterThan(1500);
    expect(res.body.pages).toBe(Math.ceil(res.body.totalRecords / 4));
    expect(res.body.professionalCards).toHaveLength(4);
    expect(res.body.professionalCards.every((c) => c.visibility === 'Pubblica')).toBe(true);
    const times = res.body.professionalCards.map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const first = await call<{ professionalCards: { createdAt: string }[] }>('GET', '/professionallist/professionalcards?take=4');
    expect(first.body.professionalCards[3]!.createdAt >= times[0]!).toBe(true);
  });

  it('answers 400 for a bad take', async () => {
    const res = await call('GET', '/professionallist/professionalcards?take=abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/take/);
  });
});
