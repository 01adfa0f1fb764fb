import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracedStack } from '../../test-kit/traced-stack';

/**
 * Tracing on, the sampler as operations set it but at a 0 % ratio (parentbased_traceidratio, 0):
 * the sampling decision comes first on the HTTP fast path (graphql/kept-answers-fast-path.ts), so a
 * request nobody samples gets its kept answer there, with no span; a client's sampled trace is
 * still followed: its kept answer gets a span, exported with the client's span as its parent.
 */
let traced: Awaited<ReturnType<typeof startTracedStack>>;

beforeAll(async () => {
  traced = await startTracedStack({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' });
}, 120_000);
afterAll(async () => {
  await traced?.close();
});

const PLANS = '{ plans { name } }';
const CLIENT_TRACE = '0af7651916cd43dd8448eb211c80319c';
const CLIENT_SPAN = 'b7ad6b7169203331';

describe('kept answers with tracing on at a 0 % sample', () => {
  it('are sent by the fast path and export no span', async () => {
    const first = await traced.post(PLANS, { 'x-request-id': 'unsampled-0000' });
    expect(first.status).toBe(200);
    for (const id of ['unsampled-0001', 'unsampled-0002', 'unsampled-0003']) {
      const kept = await traced.post(PLANS, { 'x-request-id': id });
      expect(kept.body).toEqual(first.body);
      expect(kept.headers.get('x-request-id')).toBe(id);
      expect(traced.servedBy(id)).toBe('fast path');
    }
    // Nor did the first (not kept) one: nothing the 0 % sampler judged unsampled is exported.
    expect(await traced.gatewayRequestSpans()).toEqual([]);
  });

  it('of a client whose trace is sampled get a span, exported as the child of its span', async () => {
    await traced.post(PLANS, { 'x-request-id': 'warm-0000-abcd' });
    const kept = await traced.post(PLANS, { 'x-request-id': 'parent-sampled-0001', traceparent: `00-${CLIENT_TRACE}-${CLIENT_SPAN}-01` });
    expect(kept.status).toBe(200);
    expect(traced.servedBy('parent-sampled-0001')).toBe('fast path');
    const spans = (await traced.gatewayRequestSpans()).filter((s) => s.attributes['club.request_id'] === 'parent-sampled-0001');
    expect(spans).toHaveLength(1);
    expect(spans[0]).toMatchObject({ name: 'POST /graphql', traceId: CLIENT_TRACE, parentSpanId: CLIENT_SPAN, attributes: { 'http.response.status_code': 200 } });
  });

  it('of a client whose trace is not sampled are sent by the fast path, nothing exported', async () => {
    const before = (await traced.gatewayRequestSpans()).length;
    await traced.post(PLANS, { 'x-request-id': 'warm-0001-abcd' });
    const kept = await traced.post(PLANS, { 'x-request-id': 'parent-unsampled-0001', traceparent: `00-${CLIENT_TRACE}-${CLIENT_SPAN}-00` });
    expect(kept.status).toBe(200);
    expect(traced.servedBy('parent-unsampled-0001')).toBe('fast path');
    // Answered as Express answers an unsampled request: no trace header goes back.
    expect(kept.headers.get('traceparent')).toBeNull();
    expect(kept.headers.get('traceresponse')).toBeNull();
    expect(await traced.gatewayRequestSpans()).toHaveLength(before);
  });
});
