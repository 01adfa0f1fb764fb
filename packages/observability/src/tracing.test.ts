import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { SPAN_KIND, startOtlpReceiver } from './testing';
import { endSpan, injectTraceHeaders, setupTracing, startClientSpan, startServerSpan, tracingEnabled, withSpan, type TracingSetup } from './tracing';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let tracing: TracingSetup;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  tracing = await setupTracing({ service: 'kit-test', url: receiver.url });
});
afterAll(async () => {
  await tracing?.shutdown();
  await receiver?.close();
});

describe('with tracing on (an OTLP endpoint)', () => {
  it('continues the caller’s trace: a server span, a client span under it, the client span sent on; exported as OTLP/HTTP JSON', async () => {
    expect(tracingEnabled()).toBe(true);
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ service: 'kit-test', level: 'info', destination: new Writable({ write: (c, _e, done) => void (lines.push(JSON.parse(String(c))), done()) }) });
    const server = startServerSpan('@club/kit-test', { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` }, 'POST /graphql', { 'club.request_id': 'req-0001-abcdef' })!;
    const sent: Record<string, string> = {};
    await withSpan(server, async () => {
      logger.info('inside');
      const client = startClientSpan('@club/kit-test', 'GET /FAD/Corsi', { 'url.template': '/FAD/Corsi' })!;
      // The incoming headers given to pass on are not used: the client span's context is.
      injectTraceHeaders((name, value) => void (sent[name] = value), { traceparent: 'ignored' }, client);
      endSpan(client, new Error('boom'));
    });
    endSpan(server);
    await tracing.flush();

    const clientSpan = receiver.spans.find((s) => s.name === 'GET /FAD/Corsi')!;
    const serverSpan = receiver.spans.find((s) => s.name === 'POST /graphql')!;
    expect(serverSpan).toMatchObject({ traceId: TRACE_ID, parentSpanId: CALLER_SPAN, kind: SPAN_KIND.server, scope: '@club/kit-test', service: 'kit-test' });
    expect(serverSpan.attributes['club.request_id']).toBe('req-0001-abcdef');
    expect(clientSpan).toMatchObject({ traceId: TRACE_ID, parentSpanId: serverSpan.spanId, kind: SPAN_KIND.client, statusCode: 2 });
    expect(sent.traceparent).toBe(`00-${TRACE_ID}-${clientSpan.spanId}-01`);
    expect(lines[0]).toMatchObject({ msg: 'inside', traceId: TRACE_ID, spanId: serverSpan.spanId });
  });

  it('a second setup gets the first one', async () => {
    expect(await setupTracing({ service: 'other' })).toBe(tracing);
  });
});
