import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROOT_CONTEXT, SamplingDecision } from '@opentelemetry/api';
import { TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleIncomingRequest } from './head-decision';
import { startOtlpReceiver } from './testing';
import { setupTracing, traceIncomingRequest, type TracingSetup } from './tracing';

/**
 * The head decision made before a request's span, with the sampler the environment configures
 * (here a 50 % trace-id ratio, so that a second draw would disagree with the first half the time):
 * the span made afterwards follows it, on the trace id it was drawn on.
 */
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let tracing: TracingSetup;
let server: http.Server;
let url: string;

beforeAll(async () => {
  process.env.OTEL_TRACES_SAMPLER = 'traceidratio';
  process.env.OTEL_TRACES_SAMPLER_ARG = '0.5';
  receiver = await startOtlpReceiver();
  tracing = await setupTracing({ service: 'head-test', url: receiver.url });
  // As the gateway's fast path does: decide first, then (for every request here) make the span as Express would.
  server = http.createServer((req, res) => {
    const sampled = sampleIncomingRequest(req);
    traceIncomingRequest('@club/head-test', req, res, { name: () => 'POST /probe' });
    res.end(JSON.stringify({ sampled }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/probe`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await tracing?.shutdown();
  await receiver?.close();
});

describe('the head decision before the span', () => {
  it('exports exactly the requests it judged sampled, each on the trace id it drew (which the same ratio samples again)', async () => {
    const decided = new Map<string, boolean>();
    for (let i = 0; i < 40; i++) {
      const requestId = `head-probe-${String(i).padStart(4, '0')}`;
      const res = await fetch(url, { method: 'POST', headers: { 'x-request-id': requestId } });
      decided.set(requestId, ((await res.json()) as { sampled: boolean }).sampled);
    }
    await tracing.flush();
    const exported = new Set(receiver.spans.map((s) => s.attributes['club.request_id']));
    const sampled = [...decided].filter(([, s]) => s).map(([id]) => id);
    // 40 draws at 50 %: both outcomes occur (all alike has a chance of 2 in a trillion).
    expect(sampled.length).toBeGreaterThan(0);
    expect(sampled.length).toBeLessThan(40);
    expect([...exported].sort()).toEqual(sampled.sort());
    const ratio = new TraceIdRatioBasedSampler(0.5);
    for (const span of receiver.spans) {
      expect(span.name).toBe('POST /probe');
      expect(ratio.shouldSample(ROOT_CONTEXT, span.traceId).decision).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    }
  });

  it('with a client’s trace, draws on its trace id, and the span continues that trace', async () => {
    const before = receiver.spans.length;
    const parent = (flags: string) => `00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-${flags}`;
    const sampledOf = async (traceparent: string) => ((await (await fetch(url, { method: 'POST', headers: { traceparent } })).json()) as { sampled: boolean }).sampled;
    // traceidratio is not parent based: the client's flag does not decide, the (fixed) trace id does, the same way each time.
    const first = await sampledOf(parent('01'));
    expect(await sampledOf(parent('00'))).toBe(first);
    await tracing.flush();
    const spans = receiver.spans.slice(before);
    expect(spans).toHaveLength(first ? 2 : 0);
    for (const span of spans) expect(span).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', parentSpanId: '00f067aa0ba902b7' });
  });
});
