import { closedPort } from '@club/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from '../../test-kit';

// The gateway's keys database (GATEWAY_DATABASE_URL) is a server that does not answer: the gateway
// still starts and serves members and visitors; a partner's stored key is refused at once with 503.
let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack({ env: { GATEWAY_DATABASE_URL: `postgres://club@127.0.0.1:${await closedPort()}/gateway` } });
});
afterAll(async () => {
  await stack?.close();
});

const post = (headers: Record<string, string>) =>
  fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ magazines { name } }' }) });

describe('the keys database down', () => {
  it('serves visitors as usual', async () => {
    const res = await post({});
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { magazines: unknown[] } }).data.magazines.length).toBeGreaterThan(0);
  });

  it("refuses a stored partner key's request at once with 503 and the unavailable service's words, naming no database", async () => {
    const started = Date.now();
    const res = await post({ 'x-api-key': `ck_0123456789ab_${'a'.repeat(43)}` });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string; reason: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: 'Servizio temporaneamente non disponibile.', extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'KEYS_UNAVAILABLE' } });
    expect(JSON.stringify(body)).not.toMatch(/postgres|ECONNREFUSED|127\.0\.0\.1/i);
  });
});
