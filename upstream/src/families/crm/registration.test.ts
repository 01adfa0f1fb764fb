import { constants, publicEncrypt } from 'node:crypto';
import { CRM_FIELD_MESSAGES as MESSAGES, CRM_REGISTRATION_MESSAGES as REGISTRATION_MESSAGES } from '@club/contracts';
import { clubDaysUntil } from '@club/wire';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestUpstream } from '../../testing';
import { TRIAL_WALLETS } from './catalogue';
import { TRIAL_MESSAGES } from './routes-registration';
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

const encrypt = (password: string) =>
  publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');

interface Sub {
  clientCode: string;
  subscriptionType: string;
  portafogliAttivi: string[];
  expiration: { expDate: string | null };
}

async function call<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T & { message?: string } };
}

let n = 0;
function form({ plainPassword = 'segreta123', ...overrides }: Record<string, unknown> = {}) {
  n += 1;
  return { nome: 'Giulia', cognome: 'Bianchi', email: `giulia.bianchi${n}@esempio.it`, cellulare: '3331234567', password: encrypt(String(plainPassword)), privacy: true, condizioni: true, ...overrides };
}

describe('POST /auth/registrazione', () => {
  it('creates a registered member, signed in, who can then log in with the password', async () => {
    const body = form({ email: 'Nuovo.Iscritto@Esempio.IT' });
    const res = await call<{ token: string; userSubscription: Sub; customerCode: string }>('POST', '/auth/registrazione', { body });
    expect(res.status).toBe(200);
    expect(res.body.userSubscription.subscriptionType).toBe('REGISTRATO');
    expect(res.body.userSubscription.portafogliAttivi).toEqual([]);
    const me = await call<Sub>('GET', '/CRM/Utente', { token: res.body.token });
    expect(me.body.clientCode).toBe(res.body.customerCode);
    const login = await call<{ token: string }>('POST', '/auth/login', { body: { username: 'nuovo.iscritto@esempio.it', password: encrypt('segreta123') } });
    expect(login.status).toBe(200);
    expect(login.body.token).toBeTruthy();
  });

  it('refuses a second account with the same e-mail (a double submit registers once)', async () => {
    const body = form();
    const [a, b] = await Promise.all([call('POST', '/auth/registrazione', { body }), call('POST', '/auth/registrazione', { body })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.message).toBe(REGISTRATION_MESSAGES.emailTaken);
    const [{ count }] = (await up.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [body.email])) as [{ count: number }];
    expect(count).toBe(1);
  });

  it.each([
    [{ cellulare: '33x' }, MESSAGES.invalidPhone],
    [{ email: 'non-una-mail' }, MESSAGES.invalidEmail],
    [{ privacy: false }, MESSAGES.privacyRequired],
    [{ condizioni: false }, REGISTRATION_MESSAGES.termsRequired],
    [{ plainPassword: 'corta' }, REGISTRATION_MESSAGES.passwordTooShort],
  ])('re-validates the form on the server: %j', async (overrides, message) => {
    const body = form(overrides);
    const res = await call('POST', '/auth/registrazione', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const rows = await up.db.query(`SELECT 1 FROM users WHERE email = $1`, [String(body.email).toLowerCase()]);
    expect(rows).toHaveLength(0);
  });
});

describe('trial', () => {
  it('registrazione-trial signs in a TRIAL member with the trial wallets for 7 days', async () => {
    const res = await call<{ userSubscription: Sub }>('POST', '/auth/registrazione-trial', { body: form() });
    expect(res.status).toBe(200);
    const sub = res.body.userSubscription;
    expect(sub.subscriptionType).toBe('TRIAL');
    expect([...sub.portafogliAttivi].sort()).toEqual([...TRIAL_WALLETS].sort());
    // Counted in club days, as the portal's top bar counts them (packages/policy trialDaysLeft).
    expect(clubDaysUntil(sub.expiration.expDate!)).toBe(7);
  });

  describe('between midnight in Italy and midnight UTC', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('a trial started at 00:30 in Rome (23:30 UTC the day before) ends 7 Italian days later, and the portal says 7 days', async () => {
      const startedAt = new Date('2026-01-15T23:30:00Z'); // 16 January, 00:30 in Rome
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(startedAt);
      const reg = await call<{ token: string }>('POST', '/auth/registrazione', { body: form() });
      const res = await call<{ userSubscription: Sub }>('POST', '/CRM/Utente/AttivazioneTrial', { token: reg.body.token });
      expect(res.status).toBe(200);
      expect(res.body.userSubscription.expiration.expDate).toBe('2026-01-23');
      expect(clubDaysUntil(res.body.userSubscription.expiration.expDate!, startedAt)).toBe(7);
    });
  });

  it('a registered member activates the trial once; a second activation is refused', async () => {
    const reg = await call<{ token: string }>('POST', '/auth/registrazione', { body: form() });
    const first = await call<{ userSubscription: Sub }>('POST', '/CRM/Utente/AttivazioneTrial', { token: reg.body.token });
    expect(first.status).toBe(200);
    expect(first.body.userSubscription.subscriptionType).toBe('TRIAL');
    const me = await call<Sub>('GET', '/CRM/Utente', { token: reg.body.token });
    expect(me.body.subscriptionType).toBe('TRIAL');
    const last = await call<{ ultimaSottoscrizioneContatto?: unknown }>('GET', '/CRM/Utente/Portafogli', { token: reg.body.token });
    expect(last.status).toBe(200);
    const again = await call('POST', '/CRM/Utente/AttivazioneTrial', { token: reg.body.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TRIAL_MESSAGES.notEligible);
  });

  it('refuses a trial to a premium member and to a visitor', async () => {
    const premium = await call<{ token: string; userSubscription: Sub }>('POST', '/auth/login', { body: { username: '1000003', password: encrypt(DEMO_PASSWORD) } });
    expect(premium.body.userSubscription.subscriptionType).toBe('PREMIUM');
    const res = await call('POST', '/CRM/Utente/AttivazioneTrial', { token: premium.body.token });
    expect(res.status).toBe(409);
    expect((await call('POST', '/CRM/Utente/AttivazioneTrial')).status).toBe(401);
  });
});
