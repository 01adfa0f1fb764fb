import { randomUUID } from 'node:crypto';
import { startTestRedis, type TestRedis } from '@club/shared-state/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_PARTNER_KEY, TEST_STACK_SETTINGS, TEST_VIEWER_SIGNING_SECRET } from '../test-kit';
import { loadEnv } from './env';
import { FORM_LIMIT_MESSAGE } from './limits/form-limits';
import { startGateway, type RunningGateway } from './server';

// Limits per client address through the whole stack (limits/): small settings so that a test reaches them.
const KEYLESS = 6;
let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack({
    env: { KEYLESS_REQUESTS_PER_MINUTE: String(KEYLESS), SIGNUPS_PER_HOUR: '2', LEADS_PER_HOUR: '2', VISITOR_RESPONSE_TTL_MS: '60000', LOG_LEVEL: 'silent' },
  });
});
afterAll(async () => {
  await stack?.close();
});

type Answer = { status: number; retryAfter: string | null; body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } };

/** A POST to /graphql from a browser behind the trusted loopback proxy (TRUST_PROXY loopback), at `address`. */
async function post(url: string, headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
}
const from = (address: string) => ({ 'x-forwarded-for': address });

const PLANS = '{ plans { name } }';

function expectKeylessRefusal(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
  expect(answer.body.errors![0]).toMatchObject({ message: expect.stringMatching(/^Troppe richieste da questo indirizzo: riprova tra \d+ second[io]\.$/), extensions: { code: 'THROTTLED', reason: 'ADDRESS_RATE_LIMIT' } });
  expect(answer.body.data).toBeUndefined();
}

describe('callers without an API key', () => {
  it('get the limit per address, kept answers included, then 429 with Retry-After; another address and a key are not affected', async () => {
    // The first runs, the others are the visitors' kept answer (the HTTP fast path): each counts.
    for (let i = 0; i < KEYLESS; i += 1) {
      const ok = await post(stack.url, from('203.0.113.10'), PLANS);
      expect(ok.status).toBe(200);
      expect(ok.body.errors).toBeUndefined();
    }
    expectKeylessRefusal(await post(stack.url, from('203.0.113.10'), PLANS));
    // Not a kept answer either (another document), nor a member's cookie: the address is spent.
    expectKeylessRefusal(await post(stack.url, from('203.0.113.10'), '{ courseCatalogue { total } }'));
    expectKeylessRefusal(await post(stack.url, { ...from('203.0.113.10'), cookie: 'club_session=whatever' }, PLANS));
    expect((await post(stack.url, from('203.0.113.11'), PLANS)).status).toBe(200);
    // A partner is limited by its key's budget, not by its address.
    const partner = await post(stack.url, { ...from('203.0.113.10'), 'x-api-key': TEST_PARTNER_KEY }, PLANS);
    expect(partner.status).toBe(200);
    expect(partner.body.errors).toBeUndefined();
  });

  it('are counted at the address a trusted proxy names, and a forwarded address from anyone else is ignored', async () => {
    // The gateway trusts loopback proxies only: behind 10.0.0.0/8 it reads no X-Forwarded-For from this test (on loopback).
    const untrusting = await anotherGateway({ TRUST_PROXY: '10.0.0.0/8', KEYLESS_REQUESTS_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i += 1) expect((await post(untrusting.url, from(`198.51.100.${i}`), PLANS)).status).toBe(200);
      // A fresh forwarded address changes nothing: the three were counted at the connection's address.
      expectKeylessRefusal(await post(untrusting.url, from('198.51.100.99'), PLANS));
    } finally {
      await untrusting.close();
    }
  });
});

describe('sign-ups and leads', () => {
  const lead = (email: string) => ({ formType: 'richiesta-assistenza', nome: 'Mario', cognome: 'Rossi', email, cellulare: '3331234567', note: 'Non riesco ad aprire il corso.', privacy: true });
  const CREATE_LEAD = 'mutation CreateLead($input: LeadInput!) { createLead(input: $input) { id } }';

  it('past the leads per address: 429 THROTTLED with the spec generic message and Retry-After; nothing runs', async () => {
    const headers = (n: number) => ({ ...from('203.0.113.20'), 'idempotency-key': randomUUID(), 'x-request-id': `lead-${n}-${randomUUID().slice(0, 8)}` });
    for (let i = 0; i < 2; i += 1) {
      const stored = await post(stack.url, headers(i), CREATE_LEAD, { input: lead(`lead${i}@example.it`) });
      expect(stored.body.errors).toBeUndefined();
      expect((stored.body.data!.createLead as { id: string }).id).toEqual(expect.any(String));
    }
    const refused = await post(stack.url, headers(3), CREATE_LEAD, { input: lead('lead3@example.it') });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(60);
    expect(refused.body.errors![0]).toMatchObject({ message: FORM_LIMIT_MESSAGE, extensions: { code: 'THROTTLED', reason: 'FORM_RATE_LIMIT' } });
    expect(refused.body.data ?? null).toBeNull();
    // Another address may still send one.
    expect((await post(stack.url, { ...from('203.0.113.21'), 'idempotency-key': randomUUID() }, CREATE_LEAD, { input: lead('altro@example.it') })).body.errors).toBeUndefined();
  });

  it('past the account creations per address (registerMember and startTrial together): the same refusal, no account created', async () => {
    const { encryptPassword } = await import('@club/subgraph-kit');
    const pem = ((await post(stack.url, from('203.0.113.30'), '{ loginPublicKey { publicKeyPEM } }')).body.data!.loginPublicKey as { publicKeyPEM: string }).publicKeyPEM;
    const input = (n: number) => ({ nome: 'Luca', cognome: 'Neri', email: `limite${n}.${randomUUID().slice(0, 6)}@esempio.it`, cellulare: '3339876543', encryptedPassword: encryptPassword(pem, 'segreta123'), privacy: true, condizioni: true });
    const REGISTER = 'mutation ($input: RegistrationInput!) { registerMember(input: $input) { ok } }';
    const TRIAL = 'mutation ($input: RegistrationInput!) { startTrial(input: $input) { ok } }';
    expect((await post(stack.url, from('203.0.113.30'), REGISTER, { input: input(1) })).body.data).toEqual({ registerMember: { ok: true } });
    expect((await post(stack.url, from('203.0.113.30'), TRIAL, { input: input(2) })).body.data).toEqual({ startTrial: { ok: true } });
    const refused = await post(stack.url, from('203.0.113.30'), REGISTER, { input: input(3) });
    expect(refused.status).toBe(429);
    expect(refused.body.errors![0]).toMatchObject({ message: FORM_LIMIT_MESSAGE, extensions: { code: 'THROTTLED', reason: 'FORM_RATE_LIMIT' } });
    expect((await post(stack.url, from('203.0.113.31'), REGISTER, { input: input(4) })).body.data).toEqual({ registerMember: { ok: true } });
  });
});

/** One more gateway in front of the test stack's subgraphs, with its own settings (as a second instance of a fleet). */
function anotherGateway(env: Record<string, string>): Promise<RunningGateway> {
  const { crm, fad, cms, commerce } = stack.subgraphUrls;
  return startGateway(
    loadEnv({
      PORT: '0', NODE_ENV: 'test', UPSTREAM_URL: stack.upstreamUrl, SUBGRAPH_CRM_URL: crm, SUBGRAPH_FAD_URL: fad, SUBGRAPH_CMS_URL: cms, SUBGRAPH_COMMERCE_URL: commerce,
      VIEWER_SIGNING_SECRET: TEST_VIEWER_SIGNING_SECRET, SESSION_COOKIE_SECURE: 'false', GATEWAY_DATA_DIR: 'memory://', ...TEST_STACK_SETTINGS, ...env,
    }),
  );
}

describe('with REDIS_URL', () => {
  let redis: TestRedis;
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
    for (let i = 0; i < 2; i += 1) {
      gateways.push(await anotherGateway({ REDIS_URL: redis.url, KEYLESS_REQUESTS_PER_MINUTE: '4', LEADS_PER_HOUR: '1' }));
    }
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await redis?.stop();
  });

  it('one keyless limit and one leads limit per address, whichever gateway answers', async () => {
    const [one, two] = gateways as [RunningGateway, RunningGateway];
    for (const gateway of [one, two, one, two]) expect((await post(gateway.url, from('192.0.2.40'), PLANS)).status).toBe(200);
    expectKeylessRefusal(await post(one.url, from('192.0.2.40'), PLANS));
    expectKeylessRefusal(await post(two.url, from('192.0.2.40'), PLANS));

    const CREATE_LEAD = 'mutation CreateLead($input: LeadInput!) { createLead(input: $input) { id } }';
    const input = { formType: 'richiesta-assistenza', nome: 'Anna', cognome: 'Bianchi', email: 'anna@example.it', cellulare: '3331234567', note: 'Non riesco ad aprire il corso.', privacy: true };
    expect((await post(one.url, { ...from('192.0.2.41'), 'idempotency-key': randomUUID() }, CREATE_LEAD, { input })).body.errors).toBeUndefined();
    const refused = await post(two.url, { ...from('192.0.2.41'), 'idempotency-key': randomUUID() }, CREATE_LEAD, { input });
    expect(refused.status).toBe(429);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'THROTTLED', reason: 'FORM_RATE_LIMIT' });
  });
});
