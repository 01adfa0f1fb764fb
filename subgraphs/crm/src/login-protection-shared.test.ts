import { SharedRedis } from '@club/shared-state';
import { startTestRedis, type TestRedis } from '@club/shared-state/testing';
import { encryptPassword, type RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PROTECTION_RULES, LoginProtection } from './login-protection';
import { startCrmSubgraph } from './server';

// Two crm instances over one real Redis (REDIS_URL), as in a fleet: the limits count across them.
const PASSWORD = 'Club2026!';
const WRONG = 'Sbagliata1!';
const LOGIN = 'mutation L($u: String!, $p: String!) { login(username: $u, encryptedPassword: $p) { status } }';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let redis: TestRedis;
let instances: RunningSubgraph[] = [];
let publicKeyPEM: string;

beforeAll(async () => {
  [up, redis] = await Promise.all([startTestUpstream(), startTestRedis()]);
  const common = { host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, upstreamUrl: up.url, redisUrl: redis.url };
  instances = [
    await startCrmSubgraph({ ...common, loginProtection: { ...LOGIN_PROTECTION_RULES, addressFailures: 6 } }),
    await startCrmSubgraph({ ...common, loginProtection: { ...LOGIN_PROTECTION_RULES, addressFailures: 6 } }),
  ];
  const key = await callSubgraph<{ loginPublicKey: { publicKeyPEM: string } }>(instances[0]!.url, '{ loginPublicKey { publicKeyPEM } }');
  publicKeyPEM = key.body.data!.loginPublicKey.publicKeyPEM;
});
afterAll(async () => {
  await Promise.all(instances.map((i) => i.close()));
  await redis?.stop();
  await up?.close();
});

async function login(url: string, username: string, password: string, clientIp: string) {
  const res = await callSubgraph<{ login: { status: string } }>(url, LOGIN, { u: username, p: encryptPassword(publicKeyPEM, password) }, { clientIp });
  return res.body.data!.login.status;
}

describe('login protection shared by two crm instances', () => {
  it('locks an account after five wrong passwords spread over both instances, on both', async () => {
    const [a, b] = instances.map((i) => i.url) as [string, string];
    for (const [i, url] of [a, b, a, b, a].entries()) expect(await login(url, 'base@demo.club', WRONG, `198.51.100.${i + 1}`)).toBe('INVALID_CREDENTIALS');
    expect(await login(a, 'base@demo.club', PASSWORD, '198.51.100.9')).toBe('TOO_MANY_ATTEMPTS');
    expect(await login(b, 'base@demo.club', PASSWORD, '198.51.100.9')).toBe('TOO_MANY_ATTEMPTS');
  });

  it("counts one address's failures across both instances", async () => {
    const [a, b] = instances.map((i) => i.url) as [string, string];
    // Six failures (the address budget here), on six accounts, half on each instance.
    for (let i = 0; i < 6; i += 1) expect(await login(i % 2 ? b : a, `ignoto${i}@demo.club`, WRONG, '203.0.113.77')).toBe('INVALID_CREDENTIALS');
    expect(await login(a, 'premium@demo.club', PASSWORD, '203.0.113.77')).toBe('TOO_MANY_ATTEMPTS');
    expect(await login(b, 'premium@demo.club', PASSWORD, '203.0.113.77')).toBe('TOO_MANY_ATTEMPTS');
    // Another address is not affected.
    expect(await login(b, 'premium@demo.club', PASSWORD, '203.0.113.78')).toBe('SUCCESS');
  });
});

describe('login protection while Redis is down', () => {
  it('keeps protecting on each instance alone, without waiting, and members can still sign in', async () => {
    const outage = await startTestRedis();
    const shared = new SharedRedis(outage.url, { name: 'crm-outage' });
    await shared.waitUntilReady();
    const protection = new LoginProtection(LOGIN_PROTECTION_RULES, shared);
    await outage.kill();
    const started = Date.now();
    expect(await protection.mayTryLogin('membro@demo.club', '192.0.2.1')).toBe(true);
    for (let i = 0; i < LOGIN_PROTECTION_RULES.accountFailures; i += 1) await protection.loginFailed('membro@demo.club', '192.0.2.1');
    expect(await protection.mayTryLogin('membro@demo.club', '192.0.2.1')).toBe(false);
    expect(await protection.mayTryLogin('altro@demo.club', '192.0.2.2')).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    await shared.close();
  });
});
