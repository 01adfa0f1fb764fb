import type { KeptTrace, KeptTraceSummary } from '@club/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from '../test-kit';

/**
 * Kept traces with tracing off (no OTLP endpoint): the gateway applies OTEL_TRACES_SAMPLER itself.
 * parentbased_traceidratio at 0: an operation is sampled only when its client's traceparent says
 * so, which lets one test pick a sampled and an unsampled operation. Slowness is off here
 * (TRACE_KEEP_SLOWER_THAN_MS=0); trace-keeper.test.ts keeps the slow ones.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack({ env: { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0', TRACE_KEEP_SLOWER_THAN_MS: '0' } });
});
afterAll(async () => {
  await stack?.close();
});

const SAMPLED_PARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

async function operation(name: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: `query ${name} { courseCatalogue { total items { id title } } }`, operationName: name }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
}

const ops = (path: string, key: string | null = TEST_OPS_KEY) => fetch(`${stack.url}${path}`, { headers: key ? { 'x-api-key': key } : {} });

/** The kept traces of an operation once `ready` holds (they are written by a timer, about every second). */
async function keptOf(name: string, ready: (traces: KeptTraceSummary[]) => boolean = (t) => t.length > 0): Promise<KeptTraceSummary[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await ops(`/explorer/traces?operation=${name}`);
    expect(res.status).toBe(200);
    const { traces } = (await res.json()) as { traces: KeptTraceSummary[] };
    if (ready(traces)) return traces;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no kept trace of ${name}`);
}

describe('kept traces', () => {
  it('keeps a sampled operation: the gateway’s span, the subgraph fetch and, nested under it, the fields the subgraph resolved (its inline trace)', async () => {
    await operation('TraceKept', { traceparent: SAMPLED_PARENT });
    const [summary] = await keptOf('TraceKept');
    expect(summary).toMatchObject({ operationName: 'TraceKept', why: 'sampled' });
    const res = await ops(`/explorer/traces/${summary!.id}`);
    expect(res.status).toBe(200);
    const trace = (await res.json()) as KeptTrace;
    const root = trace.spans.find((s) => s.parentId === null)!;
    expect(root).toMatchObject({ kind: 'operation', name: 'TraceKept', startMs: 0, ok: true });
    expect(root.durationMs).toBe(trace.durationMs);
    const fetch = trace.spans.find((s) => s.kind === 'fetch')!;
    expect(fetch).toMatchObject({ parentId: root.id, name: 'subgraph fad', ok: true });
    expect(fetch.startMs + fetch.durationMs).toBeLessThanOrEqual(root.durationMs + 0.1);
    // Per-field timings from the fad subgraph's ftv1: courseCatalogue under the fetch, its items' titles under it.
    const catalogue = trace.spans.find((s) => s.kind === 'field' && s.detail === 'courseCatalogue')!;
    expect(catalogue).toMatchObject({ parentId: fetch.id, name: 'Query.courseCatalogue' });
    expect(catalogue.startMs).toBeGreaterThanOrEqual(fetch.startMs);
    const title = trace.spans.find((s) => s.kind === 'field' && s.detail === 'courseCatalogue.items.0.title');
    expect(title?.name).toBe('Course.title');
    expect(trace.spans.find((s) => s.id === title!.parentId)?.detail).toBe('courseCatalogue.items');
  });

  it('keeps no unsampled fast operation', async () => {
    await operation('TraceNotKept');
    // A sampled one after it: once it is written, the unsampled one would have been too.
    await operation('TraceKeptAfter', { traceparent: SAMPLED_PARENT });
    await keptOf('TraceKeptAfter');
    expect(await keptOf('TraceNotKept', () => true)).toEqual([]);
  });

  it('refuses a missing key (401), a partner (403); an unknown trace is a 404', async () => {
    expect((await ops('/explorer/traces', null)).status).toBe(401);
    expect((await ops('/explorer/traces/0123456789abcdef', null)).status).toBe(401);
    const partner = await ops('/explorer/traces', TEST_PARTNER_KEY);
    expect(partner.status).toBe(403);
    expect(((await partner.json()) as { message: string }).message).toBe('Le tracce sono riservate agli operatori.');
    expect((await ops('/explorer/traces/0123456789abcdef', TEST_PARTNER_KEY)).status).toBe(403);
    expect((await ops('/explorer/traces/0123456789abcdef')).status).toBe(404);
    expect((await ops('/explorer/traces?limit=0')).status).toBe(400);
  });
});
