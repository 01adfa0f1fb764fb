import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from '../test-kit';

let stack: Awaited<ReturnType<typeof startTestStack>>;
/** The gateway's JSON log lines. */
const logLines: Record<string, unknown>[] = [];
const webDist = mkdtempSync(path.join(tmpdir(), 'explorer-dist-'));
writeFileSync(path.join(webDist, 'explorer.html'), '<!doctype html><html><head><title>Explorer</title></head><body><div id="explorer-root"></div></body></html>');

beforeAll(async () => {
  // Proxies in front of the subgraphs and the upstream record what each of them receives.
  stack = await startTestStack({ faults: true, env: { WEB_DIST: webDist, LOG_LEVEL: 'info' }, logDestination: { write: (line) => void logLines.push(JSON.parse(line)) } });
});
afterAll(async () => {
  await stack?.close();
});

/** crm (viewer), fad (catalogue) and commerce (plans) in one operation. */
const CROSS = 'query CrossSubgraphs { viewer { subscriptionType } courseCatalogue { total } plans { name } }';

type Extensions = {
  cost?: { requestedQueryCost: number; maximumQueryCost: number };
  queryPlan?: { text: string; tree: unknown; subgraphs: { name: string; fetches: number; totalMs: number }[] };
};

function fetchesOf(node: unknown): { subgraph: string; durationMs: number | null; startMs: number | null }[] {
  if (!node || typeof node !== 'object') return [];
  const n = node as Record<string, unknown>;
  if (n.kind === 'Fetch') return [n as never];
  return [...((n.nodes as unknown[]) ?? []), n.node, n.ifClause, n.elseClause].flatMap(fetchesOf);
}

async function member() {
  const client = new GatewayClient(stack.url);
  await client.login('premium@demo.club');
  return client;
}

describe('query plan and cost in extensions', () => {
  for (const [who, key] of [['ops', TEST_OPS_KEY], ['a partner', TEST_PARTNER_KEY]] as const) {
    it(`${who} gets the plan with timed fetches to each subgraph and the cost`, async () => {
      const res = await new GatewayClient(stack.url, { 'x-api-key': key }).request(CROSS);
      expect(res.body.errors).toBeUndefined();
      const ext = (res.body as { extensions?: Extensions }).extensions!;
      // The schema's cost directives (graphql/cost/): viewer 1, courseCatalogue 1, plans 20 (@listSize(assumedSize: 20)) × 1.
      expect(ext.cost).toMatchObject({ requestedQueryCost: 22, maximumQueryCost: 20000 });
      expect(ext.queryPlan!.text).toMatch(/^QueryPlan \{/);
      expect(ext.queryPlan!.text).toContain('Fetch(service: "fad")');
      expect(ext.queryPlan!.text).toContain('Fetch(service: "commerce")');
      const fetches = fetchesOf(ext.queryPlan!.tree);
      expect(new Set(fetches.map((f) => f.subgraph))).toEqual(new Set(['crm', 'fad', 'commerce']));
      for (const f of fetches) {
        expect(f.durationMs).toBeGreaterThan(0);
        expect(f.startMs).toBeGreaterThanOrEqual(0);
      }
      expect(ext.queryPlan!.subgraphs.map((s) => s.name).sort()).toEqual(['commerce', 'crm', 'fad']);
    });
  }

  it('members and visitors never receive a plan or a cost', async () => {
    for (const client of [new GatewayClient(stack.url), await member()]) {
      const res = await client.request(CROSS);
      expect(res.body.errors).toBeUndefined();
      const ext = (res.body as { extensions?: Extensions }).extensions;
      expect(ext?.queryPlan).toBeUndefined();
      expect(ext?.cost).toBeUndefined();
    }
  });
});

describe('/explorer', () => {
  it('refuses visitors and members with a key form (401) and no explorer', async () => {
    const m = await member();
    for (const headers of [{}, { cookie: m.cookie }] as Record<string, string>[]) {
      const res = await fetch(`${stack.url}/explorer`, { headers });
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(html).toContain('Chiave API');
      expect(html).not.toContain('explorer-root');
    }
    const direct = await fetch(`${stack.url}/explorer.html`);
    expect(direct.status).toBe(404);
  });

  it('refuses an unknown key, sent as a header or from the form', async () => {
    expect((await fetch(`${stack.url}/explorer`, { headers: { 'x-api-key': 'nope-nope-nope' } })).status).toBe(401);
    const form = await fetch(`${stack.url}/explorer`, { method: 'POST', body: new URLSearchParams({ key: 'nope-nope-nope' }) });
    expect(form.status).toBe(401);
    expect(await form.text()).toContain('Chiave API non valida.');
  });

  it('opens for an ops key in the header and for a partner key from the form, which hands the key to the page', async () => {
    const ops = await fetch(`${stack.url}/explorer`, { headers: { 'x-api-key': TEST_OPS_KEY } });
    expect(ops.status).toBe(200);
    expect(await ops.text()).toContain('explorer-root');
    const partner = await fetch(`${stack.url}/explorer`, { method: 'POST', body: new URLSearchParams({ key: TEST_PARTNER_KEY }) });
    expect(partner.status).toBe(200);
    expect(partner.headers.get('cache-control')).toBe('no-store');
    // The explorer's editor writes <style> elements: inline styles are allowed on this page only, scripts never.
    const csp = partner.headers.get('content-security-policy')!;
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self';");
    const html = await partner.text();
    expect(html).toContain('explorer-root');
    expect(html).toContain(`<meta name="club-explorer-key" content="${TEST_PARTNER_KEY}" />`);
  });
});

describe('/metrics', () => {
  it('is refused without the ops credential: visitor and member 401, partner 403', async () => {
    const m = await member();
    expect((await fetch(`${stack.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${stack.url}/metrics`, { headers: { cookie: m.cookie } })).status).toBe(401);
    expect((await fetch(`${stack.url}/metrics`, { headers: { 'x-api-key': TEST_PARTNER_KEY } })).status).toBe(403);
  });

  it('counts operations by name and client, times subgraph fetches and counts errors by code', async () => {
    const partner = new GatewayClient(stack.url, { 'x-api-key': TEST_PARTNER_KEY });
    const web = new GatewayClient(stack.url);
    await partner.request('query MetricsProbe { plans { name } }');
    await partner.request('query MetricsProbe { plans { name } }');
    await web.request('query MetricsProbe { plans { name } }');
    await web.request('query MetricsBroken { course(id: "999999999") { id title } }');
    const res = await fetch(`${stack.url}/metrics`, { headers: { 'x-api-key': TEST_OPS_KEY } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('gateway_operations_total{operation="MetricsProbe",client="partner:acme",outcome="ok"} 2');
    expect(text).toContain('gateway_operations_total{operation="MetricsProbe",client="web",outcome="ok"} 1');
    expect(text).toMatch(/gateway_operation_duration_seconds_count\{operation="MetricsProbe",client="partner:acme",type="query"\} 2/);
    expect(text).toMatch(/gateway_subgraph_fetch_duration_seconds_count\{subgraph="commerce",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/gateway_errors_total\{operation="MetricsBroken",client="web",code="[A-Z_]+"\} 1/);
    expect(text).toContain('process_cpu_user_seconds_total');
    // The gateway's own breakers: one per subgraph it has called, and the viewer claims' CRM reads (0: closed).
    expect(text).toContain('circuit_breaker_state{family="subgraph commerce"} 0');
    expect(text).toContain('circuit_breaker_state{family="viewer claims"} 0');
  });
});

describe('request ids', () => {
  it('accepts a safe client id, returns it and forwards it to the subgraphs and the upstream', async () => {
    const id = 'probe-req-0001-abcdef';
    const m = await member();
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': id, cookie: m.cookie },
      body: JSON.stringify({ query: '{ viewer { subscriptionType } courseCatalogue { total } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    const faults = stack.faults!;
    for (const name of ['crm', 'fad'] as const) expect(faults.subgraphs[name].seen.some((r) => r.headers['x-request-id'] === id)).toBe(true);
    const upstreamPaths = faults.upstream.seen.filter((r) => r.headers['x-request-id'] === id).map((r) => r.path);
    // The gateway's viewer claims and the subgraphs' own upstream calls (fad's catalogue) carry it.
    expect(upstreamPaths).toContain('/CRM/Utente');
    expect(upstreamPaths.some((p) => !p.startsWith('/CRM/Utente'))).toBe(true);
  });

  it('replaces an unsafe or missing id with a new one', async () => {
    const bad = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'bad id <script>' }, body: JSON.stringify({ query: '{ plans { name } }' }) });
    const fresh = bad.headers.get('x-request-id')!;
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ plans { name } }' }) });
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers.get('x-request-id')).not.toBe(fresh);
  });
});

describe('trace headers with tracing off', () => {
  it('passes the client’s traceparent on unchanged to the subgraphs and their upstream calls (no span of its own)', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const id = 'trace-off-probe-0001';
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': id, traceparent, tracestate: 'vendor=a' },
      body: JSON.stringify({ query: '{ courseCatalogue { total } }' }),
    });
    expect(res.status).toBe(200);
    const faults = stack.faults!;
    const fetched = faults.subgraphs.fad.seen.find((r) => r.headers['x-request-id'] === id)!;
    expect(fetched.headers).toMatchObject({ traceparent, tracestate: 'vendor=a' });
    const upstreamCalls = faults.upstream.seen.filter((r) => r.headers['x-request-id'] === id);
    expect(upstreamCalls.length).toBeGreaterThan(0);
    for (const call of upstreamCalls) expect(call.headers.traceparent).toBe(traceparent);
  });
});

describe('logs', () => {
  it('one JSON line per operation: request id, operation, client, duration, cost, errors and subgraphs', async () => {
    const id = 'log-probe-0001';
    await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': id, 'x-api-key': TEST_PARTNER_KEY },
      body: JSON.stringify({ query: CROSS }),
    });
    const lines = logLines.filter((l) => l.requestId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'operation', operationName: 'CrossSubgraphs', operationType: 'query', client: 'partner:acme', cost: 22, errors: [] });
    expect(lines[0]!.durationMs).toBeGreaterThan(0);
    expect([...(lines[0]!.subgraphs as string[])].sort()).toEqual(['commerce', 'crm', 'fad']);
  });
});

describe('/explorer/operations (the operations view)', () => {
  it('is for ops only: visitor and member 401, partner 403; a bad range, status, cost or interval 400', async () => {
    const m = await member();
    expect((await fetch(`${stack.url}/explorer/operations`)).status).toBe(401);
    expect((await fetch(`${stack.url}/explorer/operations`, { headers: { cookie: m.cookie } })).status).toBe(401);
    expect((await fetch(`${stack.url}/explorer/operations`, { headers: { 'x-api-key': TEST_PARTNER_KEY } })).status).toBe(403);
    for (const bad of ['range=2y', 'status=maybe', 'minCost=-1', 'from=2026-12-07T10:00:00Z&to=2026-12-07T09:00:00Z', 'from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z']) {
      expect((await fetch(`${stack.url}/explorer/operations?${bad}`, { headers: { 'x-api-key': TEST_OPS_KEY } })).status, bad).toBe(400);
    }
  });

  type View = {
    from: number;
    to: number;
    range: string | null;
    bucketMs: number;
    stats: { operationName: string; count: number; rate: number; errors: number; errorRate: number; p50: number; p95: number; p99: number; cost: number; errorCodes: { code: string; count: number; samples: string[] }[]; series: { at: number; count: number }[] }[];
    topSlow: string[];
    topFailing: string[];
    clients: string[];
    recent: { operationName: string; client: string; durationMs: number; cost: number; errors: string[]; subgraphs: string[] }[];
  };
  const view = async (query: string) => {
    const res = await fetch(`${stack.url}/explorer/operations?${query}`, { headers: { 'x-api-key': TEST_OPS_KEY } });
    expect(res.status).toBe(200);
    return (await res.json()) as View;
  };

  it('per operation from the recorded usage: count, rate, errors with codes and samples, percentiles, cost, a series; top slow and failing; the recent list', async () => {
    const partner = new GatewayClient(stack.url, { 'x-api-key': TEST_PARTNER_KEY });
    for (let i = 0; i < 3; i++) await partner.request('query ViewProbe { plans { name } }');
    await new GatewayClient(stack.url).request('query ViewProbeBroken { course(id: "999999999") { id title } }');
    const v = await view('range=1h');
    expect(v.range).toBe('1h');
    expect(v.to - v.from).toBe(60 * 60_000);
    expect(v.bucketMs).toBe(60_000);
    const probe = v.stats.find((s) => s.operationName === 'ViewProbe')!;
    expect(probe).toMatchObject({ count: 3, errors: 0, errorRate: 0, cost: 60, rate: 0.05 });
    expect(probe.p50).toBeGreaterThan(0);
    expect(probe.p99).toBeGreaterThanOrEqual(probe.p95);
    expect(probe.p95).toBeGreaterThanOrEqual(probe.p50);
    expect(probe.series.reduce((n, p) => n + p.count, 0)).toBe(3);
    const broken = v.stats.find((s) => s.operationName === 'ViewProbeBroken')!;
    expect(broken).toMatchObject({ count: 1, errors: 1, errorRate: 1 });
    expect(broken.errorCodes[0]!.count).toBe(1);
    expect(broken.errorCodes[0]!.samples[0]).toEqual(expect.any(String));
    expect(v.topFailing).toContain('ViewProbeBroken');
    expect(v.topSlow.length).toBeGreaterThan(0);
    expect(v.clients).toEqual(expect.arrayContaining(['anonymous', 'partner:acme']));
    expect(v.recent[0]).toMatchObject({ operationName: 'ViewProbeBroken', client: 'web', subgraphs: ['fad'] });
    expect(v.recent[0]!.errors.length).toBeGreaterThan(0);
    expect(v.recent[1]).toMatchObject({ operationName: 'ViewProbe', client: 'partner:acme', cost: 20, errors: [], subgraphs: ['commerce'] });
  });

  it('filters by client, operation, status and cost, over a custom range', async () => {
    const from = Date.now() - 10 * 60_000;
    await new GatewayClient(stack.url, { 'x-api-key': TEST_PARTNER_KEY }).request('query FilterProbe { plans { name } }');
    const names = async (query: string) => (await view(`from=${new Date(from).toISOString()}&to=${Date.now() + 60_000}&${query}`)).stats.map((s) => s.operationName);
    expect(await names('client=partner:acme')).toContain('FilterProbe');
    expect(await names('client=anonymous')).not.toContain('FilterProbe');
    expect(await names('operation=FilterProbe')).toEqual(['FilterProbe']);
    expect(await names('operation=FilterProbe&status=error')).toEqual([]);
    expect(await names('operation=FilterProbe&minCost=20')).toEqual(['FilterProbe']);
    expect(await names('operation=FilterProbe&minCost=21')).toEqual([]);
    expect((await view(`from=${from}&to=${Date.now()}`)).range).toBeNull();
  });
});
