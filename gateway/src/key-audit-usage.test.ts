import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from '../test-kit';

// Partner keys' expiry, rotation, usage and audit through the gateway's routes. The rotation's grace
// is 1.8 s here (KEY_ROTATION_GRACE_HOURS) and usage is written every 100 ms (KEY_USAGE_FLUSH_MS).
const UNNAMED_OPS_KEY = 'night-ops-key-789';
let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack({
    env: { OPS_API_KEYS: `ops-team:${TEST_OPS_KEY},night:${UNNAMED_OPS_KEY}`, OPS_KEY_OWNERS: 'ops-team:Giulia Neri', KEY_ROTATION_GRACE_HOURS: '0.0005', KEY_USAGE_FLUSH_MS: '100' },
  });
});
afterAll(async () => {
  await stack?.close();
});

type Body = Record<string, unknown> & { errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function call(method: string, path: string, key: string | null, body?: unknown) {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: { ...(key ? { 'x-api-key': key } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Body };
}

async function newKey(partner: string, budgetPerMinute = 1000, opsKey = TEST_OPS_KEY) {
  const res = await call('POST', '/ops/keys', opsKey, { partner, scopes: ['*'], budgetPerMinute });
  expect(res.status).toBe(201);
  return res.body as { id: string; key: string };
}

const CATALOGUE = '{ courseCatalogue { total } }';
const query = (key: string, q = CATALOGUE) => call('POST', '/graphql', key, { query: q });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('expiry', () => {
  it('an expired key is refused like a revoked one, with its own words and a stable reason', async () => {
    const { id, key } = await newKey('expiring');
    expect((await query(key)).status).toBe(200);
    const past = await call('PATCH', `/ops/keys/${id}`, TEST_OPS_KEY, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('La scadenza deve essere nel futuro.');
    const soon = await call('PATCH', `/ops/keys/${id}`, TEST_OPS_KEY, { expiresAt: new Date(Date.now() + 800).toISOString() });
    expect(soon.status).toBe(200);
    await sleep(1000);
    const refused = await query(key);
    expect(refused.status).toBe(401);
    expect(refused.body.errors![0]).toMatchObject({ message: 'Chiave API scaduta.', extensions: { code: 'UNAUTHENTICATED', reason: 'KEY_EXPIRED' } });
  });

  it('is set at creation and listed', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await call('POST', '/ops/keys', TEST_OPS_KEY, { partner: 'dated', scopes: ['*'], budgetPerMinute: 10, expiresAt });
    expect(created.status).toBe(201);
    const listed = ((await call('GET', '/ops/keys', TEST_OPS_KEY)).body.keys as { id: string; expiresAt: string }[]).find((k) => k.id === created.body.id);
    expect(listed!.expiresAt).toBe(expiresAt);
  });
});

describe('rotation', () => {
  it('gives a new secret; the old one is honoured for the grace, then refused with KEY_ROTATED', async () => {
    const { id, key } = await newKey('rotating');
    const rotated = await call('POST', `/ops/keys/${id}/rotate`, TEST_OPS_KEY);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.key as string;
    expect(fresh).not.toBe(key);
    expect((await query(fresh)).status).toBe(200);
    expect((await query(key)).status).toBe(200);
    await sleep(2000);
    expect((await query(fresh)).status).toBe(200);
    const refused = await query(key);
    expect(refused.status).toBe(401);
    expect(refused.body.errors![0]).toMatchObject({ message: 'Chiave API sostituita da una rotazione: usa la chiave nuova.', extensions: { reason: 'KEY_ROTATED' } });
    expect((await call('POST', '/ops/keys/000000000000/rotate', TEST_OPS_KEY)).status).toBe(404);
    expect((await call('POST', `/ops/keys/${id}/rotate`, TEST_PARTNER_KEY)).status).toBe(403);
  });
});

describe('the audit', () => {
  it("records who (the ops key's owner, else 'senza nome'), when, what and from where, and ops read it", async () => {
    const { id } = await newKey('audited', 1000, UNNAMED_OPS_KEY);
    await call('PATCH', `/ops/keys/${id}`, TEST_OPS_KEY, { budgetPerMinute: 2000 });
    await call('DELETE', `/ops/keys/${id}`, TEST_OPS_KEY);
    const { status, body } = await call('GET', `/ops/audit?key=${id}`, TEST_OPS_KEY);
    expect(status).toBe(200);
    const entries = body.entries as { who: string; from: string; action: string; at: string; before: Record<string, unknown> | null; after: Record<string, unknown> }[];
    expect(entries.map((e) => [e.action, e.who])).toEqual([
      ['revoke', 'Giulia Neri'],
      ['update', 'Giulia Neri'],
      ['create', 'senza nome (night)'],
    ]);
    expect(entries[1]).toMatchObject({ before: { budget_per_minute: 1000 }, after: { budget_per_minute: 2000 } });
    expect(entries[0]!.from).toMatch(/127\.0\.0\.1/);
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000);
    expect((await call('GET', '/ops/audit', TEST_PARTNER_KEY)).status).toBe(403);
    expect((await call('GET', '/ops/audit', null)).status).toBe(401);
  });

  it('cannot be changed through the API: no route writes, edits or deletes it', async () => {
    const before = (await call('GET', '/ops/audit', TEST_OPS_KEY)).body.entries as { id: number }[];
    const first = before[0]!.id;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/ops/audit', `/ops/audit/${first}`]) {
        const res = await call(method, path, TEST_OPS_KEY, method === 'DELETE' ? undefined : { who: 'someone else' });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await call('GET', '/ops/audit', TEST_OPS_KEY)).body.entries).toEqual(before);
  });
});

type Usage = { keyId: string; budgetPerMinute: number; budgetLeftThisMinute: number; lastUsedAt: string | null; total: { requests: number; costSpent: number; throttled: number; errors: Record<string, number> }; perDay: { day: string; requests: number }[] };

describe('usage per key', () => {
  it('a partner reads its own: requests, cost spent, 429s, errors by code, budget left, per day; the keys panel shows it too', async () => {
    const { id, key } = await newKey('counted', 2);
    expect((await query(key)).status).toBe(200);
    expect((await query(key)).status).toBe(200);
    expect((await query(key)).status).toBe(429);
    expect((await query(key, '{ notAField }')).status).toBe(400);
    await sleep(400);
    const { status, body } = await call('GET', '/api/usage?days=7', key);
    expect(status).toBe(200);
    const usage = body as unknown as Usage;
    expect(usage).toMatchObject({ keyId: id, budgetPerMinute: 2, budgetLeftThisMinute: 0, total: { requests: 4, costSpent: 2, throttled: 1, errors: { THROTTLED: 1, GRAPHQL_VALIDATION_FAILED: 1 } } });
    expect(usage.perDay).toEqual([expect.objectContaining({ day: new Date().toISOString().slice(0, 10), requests: 4 })]);
    expect(usage.lastUsedAt).not.toBeNull();

    const listed = ((await call('GET', '/ops/keys', TEST_OPS_KEY)).body.keys as { id: string; usage: { requests: number; throttled: number }[]; lastUsedAt: string | null }[]).find((k) => k.id === id)!;
    expect(listed.usage[0]).toMatchObject({ requests: 4, throttled: 1 });
    expect(listed.lastUsedAt).toBe(usage.lastUsedAt);
  });

  it("a partner asking for another key's usage gets 403; ops name the key; no key 401; bad days 400", async () => {
    const mine = await newKey('mine');
    const theirs = await newKey('theirs');
    expect((await call('GET', `/api/usage?key=${theirs.id}`, mine.key)).status).toBe(403);
    expect((await call('GET', `/api/usage?key=${theirs.id}`, TEST_PARTNER_KEY)).status).toBe(403);
    expect((await call('GET', `/api/usage?key=${mine.id}`, mine.key)).status).toBe(200);
    const asOps = await call('GET', `/api/usage?key=${theirs.id}`, TEST_OPS_KEY);
    expect(asOps).toMatchObject({ status: 200, body: { keyId: theirs.id, partner: 'theirs', total: { requests: 0 } } });
    expect((await call('GET', '/api/usage', null)).status).toBe(401);
    expect((await call('GET', '/api/usage?days=0', mine.key)).status).toBe(400);
    // Keys from PARTNER_API_KEYS are not counted (COUNT_CONFIGURED_KEYS): their holder is told so.
    const configured = await call('GET', '/api/usage', TEST_PARTNER_KEY);
    expect(configured.status).toBe(404);
    expect(configured.body.message).toContain('PARTNER_API_KEYS');
    const unknown = await call('GET', '/api/usage', `ck_0123456789ab_${'a'.repeat(43)}`);
    expect(unknown.status).toBe(401);
  });
});
