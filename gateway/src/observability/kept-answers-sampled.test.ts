import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracedStack } from '../../test-kit/traced-stack';

/**
 * Tracing on, the sampler as operations set it at a 100 % ratio (parentbased_traceidratio, 1):
 * every request is judged sampled by the fast path's head decision, so even a kept answer goes
 * through Express for its SERVER span, and each such span is exported.
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
  it('are sent through Express, a span exported for each, named by its route, starting its own trace', async () => {
    const first = await traced.post(PLANS, { 'x-request-id': 'sampled-0000' });
    expect(first.status).toBe(200);
    const ids = ['sampled-0001', 'sampled-0002', 'sampled-0003'];
    for (const id of ids) {
      const kept = await traced.post(PLANS, { 'x-request-id': id });
      expect(kept.body).toEqual(first.body);
      expect(traced.servedBy(id)).toBe('express');
    }
    const spans = await traced.gatewayRequestSpans();
    for (const id of ['sampled-0000', ...ids]) {
      const mine = spans.filter((s) => s.attributes['club.request_id'] === id);
      expect(mine, id).toHaveLength(1);
      expect(mine[0]).toMatchObject({ name: 'POST /graphql', attributes: { 'http.route': '/graphql', 'http.response.status_code': 200 } });
      expect(mine[0]!.parentSpanId).toBeUndefined();
    }
    // Four requests, four traces.
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(spans.length);
  });
});
