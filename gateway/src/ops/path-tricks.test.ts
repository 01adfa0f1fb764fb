import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from '../../test-kit';

/**
 * The ops and partner routes of the operations data (`/explorer/operations`, `/explorer/fields`,
 * `/explorer/traces[/:id]`, `/ops/keys[/:id[/rotate]]`, `/ops/audit`, `/api/usage`) tried with the
 * path tricks a caller would use to reach one route through another's address or guard: encoded
 * dots and slashes, doubled slashes, other letter cases, a trailing parameter. None answers what
 * it must not: a partner or no key never gets an ops answer, an encoded `..` is no id, and the
 * audit has no write route however its path is spelled.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

type Who = 'nobody' | 'partner' | 'ops';
const KEYS: Record<Who, Record<string, string>> = { nobody: {}, partner: { 'x-api-key': TEST_PARTNER_KEY }, ops: { 'x-api-key': TEST_OPS_KEY } };

/** One request with its path sent byte for byte (fetch would resolve `%2e%2e` and `..` segments before sending). */
function ask(method: string, path: string, who: Who): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const body = method === 'GET' || method === 'DELETE' ? undefined : '{"budgetPerMinute":1}';
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(stack.url);
    const req = request({ host: hostname, port, method, path, headers: { ...KEYS[who], 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = (res.headers['content-type'] ?? '').includes('application/json') ? (JSON.parse(text) as Record<string, unknown>) : null;
        resolve({ status: res.statusCode ?? 0, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** An answer that carries ops data: any 2xx JSON body with one of the views' or lists' keys. */
const OPS_DATA = ['stats', 'fields', 'traces', 'spans', 'keys', 'entries', 'secret', 'usage'];
const carriesOpsData = (answer: { status: number; json: Record<string, unknown> | null }) => answer.status < 300 && answer.json !== null && OPS_DATA.some((k) => k in answer.json!);

describe('path tricks on the operations data routes', () => {
  const guarded = ['/explorer/operations', '/explorer/fields', '/explorer/traces', '/ops/keys', '/ops/audit'];
  const spellings = (route: string) => [
    route.replace(/\//g, '%2F').replace(/^%2F/, '/'),
    `/x/..${route}`,
    `/x/%2e%2e${route}`,
    `/%2e%2e${route}`,
    route.replace('/', '//'),
    route.toUpperCase(),
    `${route};x=1`,
    `${route}%00`,
  ];

  it.each(guarded)('%s: no spelling of it answers a partner or a caller without a key with ops data', async (route) => {
    // The check can fail: ops do get ops data there, also through the spelling Express routes alike.
    expect(carriesOpsData(await ask('GET', route, 'ops'))).toBe(true);
    expect(carriesOpsData(await ask('GET', route.toUpperCase(), 'ops'))).toBe(true);
    for (const path of [route, ...spellings(route)]) {
      for (const who of ['nobody', 'partner'] as const) {
        const answer = await ask('GET', path, who);
        expect(carriesOpsData(answer), `${who} GET ${path} → ${answer.status}`).toBe(false);
      }
    }
  });

  it('an encoded dot-dot or slash is no trace id and no key id, for ops either', async () => {
    for (const path of ['/explorer/traces/%2e%2e', '/explorer/traces/..%2F..%2Fops%2Fkeys', '/explorer/traces/%2e%2e%2f%2e%2e%2fops%2faudit']) {
      const answer = await ask('GET', path, 'ops');
      expect([400, 404], `GET ${path}`).toContain(answer.status);
    }
    for (const [method, path] of [
      ['PATCH', '/ops/keys/%2e%2e'],
      ['PATCH', '/ops/keys/..%2F..%2Fops%2Faudit'],
      ['POST', '/ops/keys/%2e%2e/rotate'],
      ['POST', '/ops/keys/..%2Faudit/rotate'],
      ['DELETE', '/ops/keys/%2e%2e'],
      ['DELETE', '/ops/keys/..%2F..%2Fops%2Faudit'],
    ] as const) {
      const answer = await ask(method, path, 'ops');
      expect([400, 404], `${method} ${path}`).toContain(answer.status);
    }
  });

  it('the audit has no write route, however it is spelled', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/ops/audit', '/ops/audit/1', '/OPS/AUDIT', '/ops//audit', '/ops/keys/..%2Faudit', '/ops/audit%2F1']) {
        const answer = await ask(method, path, 'ops');
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(carriesOpsData(answer)).toBe(false);
      }
    }
  });

  it("a partner's usage route answers only its own key's usage, whatever is appended", async () => {
    for (const path of ['/api/usage/%2e%2e', '/api/usage/..%2F..%2Fops%2Fkeys', '/api/usage?key=other', '/api/usage%2F..%2F..%2Fops%2Fkeys']) {
      const answer = await ask('GET', path, 'partner');
      if (answer.status < 300) expect(Object.keys(answer.json ?? {}), path).not.toContain('keys');
    }
    expect((await ask('GET', '/api/usage/%2e%2e', 'nobody')).status).toBeGreaterThanOrEqual(400);
  });
});
