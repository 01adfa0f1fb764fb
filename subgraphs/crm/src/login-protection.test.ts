import { encryptPassword, type RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { LOGIN_PROTECTION_RULES, LoginProtection } from './login-protection';
import { LOGIN_MESSAGES, SESSION_HEADER } from './messages';
import { startCrmSubgraph } from './server';

const PASSWORD = 'Club2026!';
const WRONG = 'Sbagliata1!';
const LOGIN = 'mutation L($u: String!, $p: String!) { login(username: $u, encryptedPassword: $p) { status message } }';
const RECOVER = 'mutation R($u: String!) { requestPasswordRecovery(username: $u) { ok username } }';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
/** The crm subgraph with the production limits. */
let subgraph: RunningSubgraph;
/** One with a small address budget, so the credential-stuffing test stays short. */
let smallBudget: RunningSubgraph;
let publicKeyPEM: string;

beforeAll(async () => {
  up = await startTestUpstream();
  const common = { host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, upstreamUrl: up.url };
  subgraph = await startCrmSubgraph(common);
  smallBudget = await startCrmSubgraph({ ...common, loginProtection: { ...LOGIN_PROTECTION_RULES, addressFailures: 3, recoveryPerAddress: 3 } });
  const key = await callSubgraph<{ loginPublicKey: { publicKeyPEM: string } }>(subgraph.url, '{ loginPublicKey { publicKeyPEM } }');
  publicKeyPEM = key.body.data!.loginPublicKey.publicKeyPEM;
});
afterAll(async () => {
  await smallBudget?.close();
  await subgraph?.close();
  await up?.close();
});

async function login(username: string, password: string, clientIp = '203.0.113.10', url = subgraph.url) {
  const res = await callSubgraph<{ login: { status: string; message: string | null } }>(url, LOGIN, { u: username, p: encryptPassword(publicKeyPEM, password) }, { clientIp });
  return { ...res.body.data!.login, session: res.headers.get(SESSION_HEADER) };
}

async function recover(username: string, clientIp: string, url = subgraph.url) {
  const res = await callSubgraph<{ requestPasswordRecovery: { ok: boolean; username: string | null } }>(url, RECOVER, { u: username }, { clientIp });
  return res.body.data!.requestPasswordRecovery;
}

const LOCKED = { status: 'TOO_MANY_ATTEMPTS', message: LOGIN_MESSAGES.tooManyAttempts, session: null };

describe('account lockout', () => {
  it('locks an account after 5 consecutive wrong passwords, whatever the address: then even the right password is refused', async () => {
    for (let i = 0; i < LOGIN_PROTECTION_RULES.accountFailures; i += 1) {
      // A new address each time: the lockout belongs to the account, not to the address.
      expect((await login('premium.nocf@demo.club', WRONG, `198.51.100.${i}`)).status).toBe('INVALID_CREDENTIALS');
    }
    expect(await login('premium.nocf@demo.club', PASSWORD, '198.51.100.200')).toEqual(LOCKED);
    // Other accounts are not affected.
    expect((await login('premium.noecm@demo.club', PASSWORD, '198.51.100.200')).status).toBe('SUCCESS');
  });

  it('locks an unknown username exactly like an existing one (the lockout says nothing about existence)', async () => {
    for (let i = 0; i < LOGIN_PROTECTION_RULES.accountFailures; i += 1) {
      expect(await login('nessuno@demo.club', WRONG)).toMatchObject({ status: 'INVALID_CREDENTIALS', message: LOGIN_MESSAGES.invalidCredentials });
    }
    expect(await login('nessuno@demo.club', WRONG)).toEqual(LOCKED);
  });

  it('forgets the streak after a successful login', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < LOGIN_PROTECTION_RULES.accountFailures - 1; i += 1) await login('extrial@demo.club', WRONG);
      expect((await login('extrial@demo.club', PASSWORD)).status).toBe('SUCCESS');
    }
  });
});

describe('address budget (credential stuffing)', () => {
  it('refuses an address that used up its failed logins across accounts, for any account; other addresses go on', async () => {
    const stuffing = '192.0.2.66';
    for (const username of ['a1@demo.club', 'a2@demo.club', 'a3@demo.club']) {
      expect((await login(username, WRONG, stuffing, smallBudget.url)).status).toBe('INVALID_CREDENTIALS');
    }
    expect(await login('trial@demo.club', PASSWORD, stuffing, smallBudget.url)).toEqual(LOCKED);
    expect((await login('trial@demo.club', PASSWORD, '192.0.2.67', smallBudget.url)).status).toBe('SUCCESS');
  });
});

describe('password recovery budget', () => {
  it('answers the failure screen once an account used up its requests, the same for a known and an unknown username', async () => {
    for (const username of ['registrato@demo.club', 'sconosciuto.rec@demo.club']) {
      for (let i = 0; i < LOGIN_PROTECTION_RULES.recoveryPerAccount; i += 1) {
        expect(await recover(username, `198.51.100.${i}`)).toEqual({ ok: true, username });
      }
      expect(await recover(username, '198.51.100.99')).toEqual({ ok: false, username: null });
    }
  });

  it('answers the failure screen once an address used up its requests across accounts', async () => {
    const address = '192.0.2.77';
    for (const username of ['r1@demo.club', 'r2@demo.club', 'r3@demo.club']) expect((await recover(username, address, smallBudget.url)).ok).toBe(true);
    expect(await recover('r4@demo.club', address, smallBudget.url)).toEqual({ ok: false, username: null });
    expect((await recover('r4@demo.club', '192.0.2.78', smallBudget.url)).ok).toBe(true);
  });
});

describe('LoginProtection lockout length', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks for 15 minutes, then twice as long for each further lockout', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const protection = new LoginProtection();
    const lockOut = async () => {
      for (let i = 0; i < LOGIN_PROTECTION_RULES.accountFailures; i += 1) await protection.loginFailed('membro@demo.club', null);
    };
    const minutes = (n: number) => vi.advanceTimersByTimeAsync(n * 60_000);

    await lockOut();
    await minutes(14);
    expect(await protection.mayTryLogin('membro@demo.club', null)).toBe(false);
    await minutes(1);
    expect(await protection.mayTryLogin('membro@demo.club', null)).toBe(true);

    await lockOut();
    await minutes(29);
    expect(await protection.mayTryLogin('membro@demo.club', null)).toBe(false);
    await minutes(1);
    expect(await protection.mayTryLogin('membro@demo.club', null)).toBe(true);
  });
});
