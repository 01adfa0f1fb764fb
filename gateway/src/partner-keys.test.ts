import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from '../test-kit';

let stack: Awaited<ReturnType<typeof startTestStack>>;
const webDist = mkdtempSync(path.join(tmpdir(), 'keys-explorer-dist-'));
writeFileSync(path.join(webDist, 'explorer.html'), '<!doctype html><html><head><title>Explorer</title></head><body></body></html>');

beforeAll(async () => {
  stack = await startTestStack({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await stack?.close();
});

type Cost = { requestedQueryCost?: number; maximumQueryCost?: number; budgetPerMinute?: number; remainingBudget?: number; resetAt?: string };

async function ops(method: string, path: string, body?: unknown, key: string | null = TEST_OPS_KEY) {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: { ...(key ? { 'x-api-key': key } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function newKey(partner: string, scopes: string[], budgetPerMinute: number) {
  const res = await ops('POST', '/ops/keys', { partner, scopes, budgetPerMinute });
  expect(res.status).toBe(201);
  return res.body as { id: string; key: string };
}

/** Sends a query with a key, keeping the raw response (status, headers). */
async function asKey(key: string, query: string, cookie?: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[]; extensions?: { cost?: Cost } };
  return { status: res.status, headers: res.headers, body };
}

// The schema's cost directives (graphql/cost/): courseCatalogue 1 (an object; its scalars 0), plans 20 × 1
// (@listSize(assumedSize: 20)), so CATALOGUE costs 1 and CATALOGUE_AND_PLANS 21.
const CATALOGUE = '{ courseCatalogue { total } }';
const CATALOGUE_AND_PLANS = '{ courseCatalogue { total } plans { name } }';

describe('ops manage partner keys at /ops/keys', () => {
  it('refuses without the ops key (401) and to a partner (403)', async () => {
    expect((await ops('GET', '/ops/keys', undefined, null)).status).toBe(401);
    expect((await ops('GET', '/ops/keys', undefined, TEST_PARTNER_KEY)).status).toBe(403);
    expect((await ops('POST', '/ops/keys', { partner: 'x', scopes: ['*'], budgetPerMinute: 10 }, TEST_PARTNER_KEY)).status).toBe(403);
  });

  it('creates a key shown once, lists it without the key, refuses bad input with the reasons', async () => {
    const created = await newKey('listed-partner', ['courseCatalogue', 'contents'], 5000);
    expect(created.key).toMatch(/^ck_[0-9a-f]{12}_/);
    const { body } = await ops('GET', '/ops/keys');
    const listed = (body.keys as Record<string, unknown>[]).find((k) => k.id === created.id)!;
    expect(listed).toMatchObject({ partner: 'listed-partner', scopes: ['courseCatalogue', 'contents'], budgetPerMinute: 5000, revokedAt: null });
    expect(JSON.stringify(body)).not.toContain(created.key);
    const bad = await ops('POST', '/ops/keys', { partner: 'a b', scopes: ['notAField'], budgetPerMinute: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.problems).toHaveLength(3);
    expect(String(bad.body.message)).toContain('notAField');
    expect((await ops('DELETE', '/ops/keys/000000000000')).status).toBe(404);
  });
});

describe('a partner key', () => {
  it('within its budget gets data with the cost, the remaining budget and the reset time', async () => {
    const { key } = await newKey('budget-ok', ['*'], 1000);
    const before = Date.now();
    const first = await asKey(key, CATALOGUE);
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(typeof (first.body.data!.courseCatalogue as { total: number }).total).toBe('number');
    const cost = first.body.extensions!.cost!;
    expect(cost).toMatchObject({ requestedQueryCost: 1, maximumQueryCost: 20000, budgetPerMinute: 1000, remainingBudget: 999 });
    const resetAt = Date.parse(cost.resetAt!);
    expect(resetAt).toBeGreaterThan(before);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    const second = await asKey(key, CATALOGUE);
    expect(second.body.extensions!.cost).toMatchObject({ remainingBudget: 998, resetAt: cost.resetAt });
  });

  it('over its budget gets HTTP 429 with Retry-After, and spends nothing more', async () => {
    const { key } = await newKey('budget-tight', ['*'], 50);
    expect((await asKey(key, CATALOGUE_AND_PLANS)).body.extensions!.cost!.remainingBudget).toBe(29);
    expect((await asKey(key, CATALOGUE_AND_PLANS)).body.extensions!.cost!.remainingBudget).toBe(8);
    const refused = await asKey(key, CATALOGUE_AND_PLANS);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors![0]!.extensions!.code).toBe('THROTTLED');
    expect(refused.body.extensions!.cost).toMatchObject({ requestedQueryCost: 21, remainingBudget: 8 });
    expect(refused.body.errors![0]!.message).toContain('riprova tra');
    const small = await asKey(key, '{ __typename }');
    expect(small.status).toBe(200);
  });

  it('asking for an operation that costs more than its whole budget gets HTTP 400 COST_EXCEEDS_BUDGET, no Retry-After, and spends nothing', async () => {
    const { key } = await newKey('budget-too-small', ['*'], 50);
    const never = await asKey(key, '{ a: courseCatalogue { total } b: plans { name } c: contents { total } d: courseSeries { name } e: plans { id } }');
    expect(never.status).toBe(400);
    expect(never.headers.get('retry-after')).toBeNull();
    expect(never.body.data).toBeUndefined();
    expect(never.body.errors![0]!.extensions).toEqual({ code: 'COST_EXCEEDS_BUDGET' });
    expect(never.body.errors![0]!.message).toContain("più dell'intero budget al minuto della chiave (50)");
    expect((await asKey(key, CATALOGUE)).body.extensions!.cost!.remainingBudget).toBe(49);
  });

  it('spends nothing on an operation refused for its variables or its input bounds (BAD_USER_INPUT)', async () => {
    const { key } = await newKey('refused-free', ['*'], 1000);
    expect((await asKey(key, CATALOGUE)).body.extensions!.cost!.remainingBudget).toBe(999);
    // A variable of the wrong type: refused by the gateway's executor, after every plugin's checks.
    const wrongType = await asKey(key, 'query ($page: Int) { courseCatalogue(input: { page: $page }) { total } plans { name } }', undefined, { page: 'seconda' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    // A search text over its bound (200 characters), as a literal and as a variable.
    const tooLong = await asKey(key, `{ searchPage(text: "${'a'.repeat(201)}") { suggested } }`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    const tooLongVariable = await asKey(key, 'query ($t: String!) { searchPage(text: $t) { suggested } }', undefined, { t: 'a'.repeat(201) });
    expect(tooLongVariable.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    // None of them spent: the next operation finds the budget as the first left it.
    expect((await asKey(key, CATALOGUE)).body.extensions!.cost!.remainingBudget).toBe(998);
  });

  it('once revoked is refused with 401, at /explorer too', async () => {
    const { id, key } = await newKey('soon-revoked', ['*'], 1000);
    const explorer = () => fetch(`${stack.url}/explorer`, { headers: { 'x-api-key': key } });
    expect((await asKey(key, CATALOGUE)).status).toBe(200);
    expect((await explorer()).status).toBe(200);
    const revoked = await ops('DELETE', `/ops/keys/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const refused = await asKey(key, CATALOGUE);
    expect(refused.status).toBe(401);
    expect(refused.body.errors![0]).toMatchObject({ message: expect.stringContaining('Chiave API revocata.'), extensions: { code: 'UNAUTHENTICATED', reason: 'KEY_REVOKED' } });
    expect((await explorer()).status).toBe(401);
    // A key of the right shape that was never issued is simply unknown.
    expect((await asKey(`ck_${id}_${'A'.repeat(43)}`, CATALOGUE)).status).toBe(401);
  });

  it('asking for a root field outside its scopes gets FORBIDDEN naming the field, before anything runs', async () => {
    const { key } = await newKey('catalogue-only', ['courseCatalogue'], 1000);
    const refused = await asKey(key, CATALOGUE_AND_PLANS);
    expect(refused.status).toBe(403);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors![0]!.message).toContain('plans');
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OUT_OF_SCOPE', field: 'plans', fields: ['plans'] });
    // Through a fragment too.
    const viaFragment = await asKey(key, 'query { ...F } fragment F on Query { contents { total } }');
    expect(viaFragment.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'contents' });
    // Refusals spend nothing; the field in scope works.
    const allowed = await asKey(key, CATALOGUE);
    expect(allowed.status).toBe(200);
    expect(allowed.body.extensions!.cost!.remainingBudget).toBe(999);
  });

  it('from PARTNER_API_KEYS keeps working with every scope and the default budget', async () => {
    const res = await asKey(TEST_PARTNER_KEY, CATALOGUE_AND_PLANS);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.extensions!.cost).toMatchObject({ requestedQueryCost: 21, budgetPerMinute: 50_000 });
  });

  it('never acts as a member: a session cookie sent with it is ignored and a login sets no cookie', async () => {
    const member = new GatewayClient(stack.url);
    await member.login('premium@demo.club');
    expect(member.cookie).not.toBe('');
    const viewer = '{ viewer { subscriptionType user { id } } }';
    expect((await member.request<{ viewer: { subscriptionType: string } }>(viewer)).body.data!.viewer.subscriptionType).toBe('PREMIUM');
    const withKey = await asKey(TEST_PARTNER_KEY, viewer, member.cookie);
    expect(withKey.body.data!.viewer).toEqual({ subscriptionType: 'SUSPECT', user: null });
    const partner = new GatewayClient(stack.url, { 'x-api-key': TEST_PARTNER_KEY });
    const login = await partner.login('premium@demo.club');
    expect(login.setCookie).toBeNull();
  });
});
