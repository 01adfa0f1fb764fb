import { setupTracing, type TracingSetup } from '@club/observability';
import { SPAN_KIND, startOtlpReceiver, type ReceivedSpan } from '@club/observability/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeptTrace, KeptTraceSummary } from '@club/wire';
import { GatewayClient, startTestStack, TEST_METRICS_TOKEN, TEST_OPS_KEY } from '../test-kit';

/**
 * One operation followed across the three hops with tracing on: the gateway, the fad subgraph and
 * the upstream (all in this process, as the test stack runs them) export their spans over OTLP/HTTP
 * to a tiny local receiver, which must find one trace with the right parent links.
 */
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let tracing: TracingSetup;
let stack: Awaited<ReturnType<typeof startTestStack>>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  // Before the stack starts: the gateway mounts its span middleware only when tracing is on.
  tracing = await setupTracing({ service: 'test-stack', url: receiver.url });
  stack = await startTestStack({ env: { LOG_LEVEL: 'info', METRICS_TOKEN: TEST_METRICS_TOKEN }, logDestination: { write: (line) => void logLines.push(JSON.parse(line)) } });
});
afterAll(async () => {
  await stack?.close();
  await tracing?.shutdown();
  await receiver?.close();
});

/** The spans of one trace, once those `ready` waits for have arrived (spans end after their answer is sent). */
async function spansOf(ready: (spans: ReceivedSpan[]) => boolean, traceIdOf: (spans: ReceivedSpan[]) => string | undefined): Promise<ReceivedSpan[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await tracing.flush();
    const traceId = traceIdOf(receiver.spans);
    const spans = traceId ? receiver.spans.filter((s) => s.traceId === traceId) : [];
    if (traceId && ready(spans)) return spans;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`trace incomplete: ${JSON.stringify(receiver.spans.map((s) => [s.scope, s.name, s.traceId]))}`);
}

/** Whether `ancestor` is `span`'s parent, or its parent's, and so on. */
function descendsFrom(span: ReceivedSpan, ancestor: ReceivedSpan, spans: ReceivedSpan[]): boolean {
  for (let s: ReceivedSpan | undefined = span; s?.parentSpanId; s = spans.find((p) => p.spanId === s!.parentSpanId)) {
    if (s.parentSpanId === ancestor.spanId) return true;
  }
  return false;
}

const one = (spans: ReceivedSpan[], scope: string, kind: number, name: string) => {
  const found = spans.filter((s) => s.scope === scope && s.kind === kind && s.name === name);
  expect(found, `${scope} ${name}`).toHaveLength(1);
  return found[0]!;
};

describe('one operation across gateway → subgraph → upstream', () => {
  it('is one trace: the gateway’s request and fetch, the subgraph’s request and upstream call, the upstream’s request, each the child of the one before', async () => {
    const requestId = 'trace-probe-0001';
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ query: 'query TraceProbe { courseCatalogue { total } }', operationName: 'TraceProbe' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();

    const spans = await spansOf(
      (all) => all.some((s) => s.scope === '@club/upstream') && all.some((s) => s.scope === '@club/gateway' && s.kind === SPAN_KIND.server),
      (all) => all.find((s) => s.attributes['club.request_id'] === requestId && s.scope === '@club/gateway')?.traceId,
    );
    const gatewayRequest = one(spans, '@club/gateway', SPAN_KIND.server, 'POST /graphql');
    const gatewayFetch = one(spans, '@club/gateway', SPAN_KIND.client, 'subgraph fad');
    const subgraphRequest = one(spans, '@club/subgraph-kit', SPAN_KIND.server, 'POST /graphql');
    const upstreamCall = one(spans, '@club/subgraph-kit', SPAN_KIND.client, 'POST /FAD/Corsi');
    const upstreamRequest = one(spans, '@club/upstream', SPAN_KIND.server, 'POST /FAD/Corsi');

    // The gateway's request starts the trace (the client sent no traceparent) and carries the request id and operation.
    expect(gatewayRequest.parentSpanId).toBeUndefined();
    expect(gatewayRequest.attributes).toMatchObject({ 'club.request_id': requestId, 'graphql.operation.name': 'TraceProbe', 'http.response.status_code': 200 });
    // Apollo Gateway's own spans (plan, execute, fetch) sit between the request and the fetch.
    expect(descendsFrom(gatewayFetch, gatewayRequest, spans)).toBe(true);
    expect(gatewayFetch.attributes).toMatchObject({ 'club.subgraph': 'fad' });
    expect(subgraphRequest.parentSpanId).toBe(gatewayFetch.spanId);
    expect(subgraphRequest.attributes).toMatchObject({ 'club.subgraph': 'fad', 'club.request_id': requestId, 'http.response.status_code': 200 });
    expect(upstreamCall.parentSpanId).toBe(subgraphRequest.spanId);
    expect(upstreamCall.attributes).toMatchObject({ 'url.template': '/FAD/Corsi', 'club.upstream.family': 'fad', 'http.response.status_code': 200 });
    expect(upstreamRequest.parentSpanId).toBe(upstreamCall.spanId);
    expect(upstreamRequest.attributes).toMatchObject({ 'club.request_id': requestId, 'http.route': '/FAD/Corsi', 'http.response.status_code': 200 });
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);

    // The gateway's log line of the operation names the trace and its request span.
    const line = logLines.find((l) => l.requestId === requestId && l.msg === 'operation');
    expect(line).toMatchObject({ operationName: 'TraceProbe', traceId: gatewayRequest.traceId, spanId: gatewayRequest.spanId });
  });

  it('with the collector configured, the sampled operation (the SDK’s decision) is kept by the gateway too, its fetch timed', async () => {
    const headers = { 'x-api-key': TEST_OPS_KEY };
    let kept: KeptTraceSummary[] = [];
    for (let attempt = 0; attempt < 50 && kept.length === 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 100));
      kept = ((await (await fetch(`${stack.url}/explorer/traces?operation=TraceProbe`, { headers })).json()) as { traces: KeptTraceSummary[] }).traces;
    }
    expect(kept[0]).toMatchObject({ operationName: 'TraceProbe', why: 'sampled', requestId: 'trace-probe-0001' });
    const trace = (await (await fetch(`${stack.url}/explorer/traces/${kept[0]!.id}`, { headers })).json()) as KeptTrace;
    expect(trace.spans.filter((s) => s.kind === 'fetch').map((s) => s.name)).toEqual(['subgraph fad']);
    expect(trace.spans.some((s) => s.kind === 'field' && s.name === 'Query.courseCatalogue')).toBe(true);
  });

  it('continues the client’s trace, and a member’s viewer claims are read within it', async () => {
    const client = new GatewayClient(stack.url);
    await client.login('premium@demo.club');
    const clientTrace = '0af7651916cd43dd8448eb211c80319c';
    const clientSpan = 'b7ad6b7169203331';
    const member = new GatewayClient(stack.url, { traceparent: `00-${clientTrace}-${clientSpan}-01`, 'x-request-id': 'trace-probe-0002' });
    member.cookie = client.cookie;
    const res = await member.request<{ viewer: { subscriptionType: string } }>('query TraceMember { viewer { subscriptionType } }');
    expect(res.body.data?.viewer.subscriptionType).toBe('PREMIUM');

    const spans = await spansOf(
      (all) =>
        all.some((s) => s.scope === '@club/upstream' && s.name === 'GET /CRM/Utente') &&
        all.some((s) => s.scope === '@club/gateway' && s.kind === SPAN_KIND.client && s.name === 'GET /CRM/Utente') &&
        all.some((s) => s.scope === '@club/gateway' && s.kind === SPAN_KIND.server),
      () => clientTrace,
    );
    const gatewayRequest = one(spans, '@club/gateway', SPAN_KIND.server, 'POST /graphql');
    expect(gatewayRequest.parentSpanId).toBe(clientSpan);
    // The claims read is the gateway's own upstream call: a CLIENT span of the gateway (as a subgraph's data source makes), the upstream's span its child.
    const claimsCall = spans.find((s) => s.scope === '@club/gateway' && s.kind === SPAN_KIND.client && s.name === 'GET /CRM/Utente' && s.parentSpanId === gatewayRequest.spanId);
    expect(claimsCall?.attributes).toMatchObject({ 'url.template': '/CRM/Utente', 'club.upstream.family': 'crm', 'http.response.status_code': 200 });
    const claims = spans.find((s) => s.scope === '@club/upstream' && s.name === 'GET /CRM/Utente' && s.parentSpanId === claimsCall!.spanId);
    expect(claims).toBeDefined();
    const subgraphRequest = one(spans, '@club/subgraph-kit', SPAN_KIND.server, 'POST /graphql');
    expect(subgraphRequest.attributes).toMatchObject({ 'club.subgraph': 'crm' });
    expect(descendsFrom(subgraphRequest, gatewayRequest, spans)).toBe(true);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('the gateway, each subgraph and the upstream serve their metrics to the bearer token', async () => {
    await new GatewayClient(stack.url).request('query MetricsTrace { courseCatalogue { total } }');
    const scrape = async (url: string) => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } });
      expect(res.status, url).toBe(200);
      return res.text();
    };
    expect(await scrape(`${stack.url}/metrics`)).toContain('gateway_operations_total{operation="MetricsTrace",client="web",outcome="ok"} 1');
    const fad = await scrape(stack.subgraphUrls.fad.replace(/\/graphql$/, '/metrics'));
    expect(fad).toMatch(/upstream_call_duration_seconds_count\{family="fad",route="\/FAD\/Corsi",method="POST",status="200"\} [1-9]/);
    expect(fad).toContain('circuit_breaker_state{family="fad"} 0');
    expect(await scrape(`${stack.upstreamUrl}/metrics`)).toMatch(/http_server_request_duration_seconds_count\{method="POST",route="\/FAD\/Corsi",status="200"\} [1-9]/);
    // Another bearer is not an ops key.
    expect((await fetch(`${stack.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-0123456789' } })).status).toBe(401);
  });
});
