import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracedStack } from '../../test-kit/traced-stack';

/**
 * Tracing on, the sampler as operations set it at a 100 % ratio (parentbased_traceidratio, 1):
 * every request is judged sampled by the fast path's head decision. A kept answer is still sent by
 * the fast path, inside the SERVER span Express would have made (observability/tracing.ts
 * traceKeptAnswer); the first request, not kept yet, gets its span through Express. Each is exported.
 */
let traced: Awaited<ReturnType<typeof startTracedStack>>;

beforeAll(async () => {
  traced = await startTracedStack({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '1' });
}, 120_000);
afterAll(async () => {
  await traced?.close();
});

const PLANS = '{ plans { name } }';

describe('kept answers with tracing on at a 100 % sample', () => {
  it('are sent by the fast path inside a span exported for each, named by its route, starting its own trace', async () => {
    const first = await traced.post(PLANS, { 'x-request-id': 'sampled-0000' });
    expect(first.status).toBe(200);
    const ids = ['sampled-0001', 'sampled-0002', 'sampled-0003'];
    for (const id of ids) {
      const kept = await traced.post(PLANS, { 'x-request-id': id });
      expect(kept.body).toEqual(first.body);
      expect(traced.servedBy(id)).toBe('fast path');
    }
    expect(traced.servedBy('sampled-0000')).toBe('not kept');
    const spans = await traced.gatewayRequestSpans();
    for (const id of ['sampled-0000', ...ids]) {
      const mine = spans.filter((s) => s.attributes['club.request_id'] === id);
      expect(mine, id).toHaveLength(1);
      expect(mine[0]).toMatchObject({ name: 'POST /graphql', attributes: { 'http.route': '/graphql', 'http.response.status_code': 200 } });
      expect(mine[0]!.parentSpanId).toBeUndefined();
      // The operation's log line names its trace and span, as it does through Express, at info as an executed one's (an untraced kept answer's is at debug).
      expect(traced.logs.find((l) => l.requestId === id && l.msg === 'operation'), id).toMatchObject({ level: 30, traceId: mine[0]!.traceId, spanId: mine[0]!.spanId });
    }
    // The fast path's span is the one Express made for the first request: the same name and attributes but the request id.
    const attributesOf = (id: string) => {
      const { 'club.request_id': _id, ...rest } = spans.find((s) => s.attributes['club.request_id'] === id)!.attributes;
      return rest;
    };
    expect(attributesOf('sampled-0001')).toEqual(attributesOf('sampled-0000'));
    // Four requests, four traces.
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(spans.length);
  });
});
