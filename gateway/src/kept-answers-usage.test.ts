import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldsView, OperationsView } from '@club/wire';
import { startTestStack, TEST_OPS_KEY } from '../test-kit';

/**
 * A query answered from a kept answer (the HTTP fast path, before Express and Apollo) is recorded
 * as an executed one is: in usage under Apollo's hash of its document and the caller's client
 * (`anonymous` for a visitor), and in field usage with its document's coordinates. Before, the
 * fast path's answers were usage without a hash, all `web`, and no field usage at all: the fields
 * the web client's busiest pages read looked barely used.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  // Visitors' answers kept 60 s, so the second and third requests come from the kept answer.
  stack = await startTestStack({ env: { VISITOR_RESPONSE_TTL_MS: '60000', FIELD_USAGE_FLUSH_MS: '200' } });
});
afterAll(async () => {
  await stack?.close();
});

const QUERY = 'query KeptFooterUsage { footer { tagline } }';

async function asVisitor() {
  const res = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY, operationName: 'KeptFooterUsage' }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { data?: { footer?: { tagline?: string } } };
}

async function opsGet<T>(path: string): Promise<T> {
  const res = await fetch(`${stack.url}${path}`, { headers: { 'x-api-key': TEST_OPS_KEY } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('kept answers in usage and field usage', () => {
  it("a visitor's query executed once and answered twice from the kept answer counts three times, under its document's hash, as anonymous, in both", async () => {
    const first = await asVisitor();
    expect(first.data?.footer?.tagline).toEqual(expect.any(String));
    expect(await asVisitor()).toEqual(first);
    expect(await asVisitor()).toEqual(first);
    // The two repeats were kept answers: served without Apollo, so without a second execution.
    const metrics = await (await fetch(`${stack.url}/metrics`, { headers: { 'x-api-key': TEST_OPS_KEY } })).text();
    expect(metrics).toMatch(/gateway_operations_total\{operation="KeptFooterUsage",client="web",outcome="ok"\} 3/);
    expect(metrics).toMatch(/^gateway_operation_duration_seconds_count\{operation="KeptFooterUsage",client="web",type="query"\} 3$/m);
    // …and counted as kept answers: the share of queries the gateway did not execute is read off /metrics.
    expect(metrics).toMatch(/^gateway_kept_answers_total\{caller="visitor"\} 2$/m);

    const from = Date.now() - 60_000;
    const view = await opsGet<OperationsView>(`/explorer/operations?from=${from}&to=${Date.now() + 60_000}&client=anonymous&operation=KeptFooterUsage`);
    expect(view.stats.map((s) => [s.operationName, s.count])).toEqual([['KeptFooterUsage', 3]]);
    expect(view.clients).toEqual(['anonymous']);

    await expect
      .poll(async () => (await opsGet<FieldsView>('/explorer/fields?days=30')).fields.find((f) => f.coordinate === 'Footer.tagline')?.clients, { timeout: 20_000, interval: 250 })
      .toEqual([{ client: 'web', count: 3, lastSeen: expect.any(String) }]);
  });

});
