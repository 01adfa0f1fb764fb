import { setupTracing, type TracingSetup } from '@club/observability';
import { SPAN_KIND, startOtlpReceiver, type ReceivedSpan } from '@club/observability/testing';
import { startTestStack } from './index';

/**
 * A test stack with tracing on as operations run it: OTEL_TRACES_SAMPLER and its argument in the
 * environment (the SDK reads them there), spans to a local OTLP/HTTP receiver, the visitors' kept
 * answers on, the gateway's log read, and `env` for the rest of the gateway's settings. One per test
 * file: tracing is set up once per process.
 */
export async function startTracedStack(sampler: { OTEL_TRACES_SAMPLER: string; OTEL_TRACES_SAMPLER_ARG: string }, env: Record<string, string> = {}) {
  Object.assign(process.env, sampler);
  const receiver = await startOtlpReceiver();
  // Before the stack starts: the gateway mounts its span middleware and the fast path's head decision only when tracing is on.
  const tracing: TracingSetup = await setupTracing({ service: 'test-stack', url: receiver.url });
  const logs: Record<string, unknown>[] = [];
  const stack = await startTestStack({ env: { VISITOR_RESPONSE_TTL_MS: '60000', LOG_LEVEL: 'debug', ...env }, logDestination: { write: (line) => void logs.push(JSON.parse(line) as Record<string, unknown>) } });

  /** A visitor's POST of `query` with these headers (a request id among them, to find its log line and span). */
  const post = async (query: string, headers: Record<string, string>) => {
    const res = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
    return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: unknown; errors?: unknown } };
  };
  /** How the kept answer of this request was sent: by the HTTP fast path, by Express, or not kept at all. */
  const servedBy = (requestId: string): 'fast path' | 'express' | 'not kept' => {
    const line = logs.find((l) => l.requestId === requestId && l.msg === 'operation');
    if (line?.keptAnswer !== true) return 'not kept';
    return line.fastPath === true ? 'fast path' : 'express';
  };
  /** The gateway's SERVER spans the receiver has got, once every span ended so far is exported. */
  const gatewayRequestSpans = async (): Promise<ReceivedSpan[]> => {
    // A span ends when its answer has been sent: give the last one a moment to end before flushing.
    await new Promise((r) => setTimeout(r, 50));
    await tracing.flush();
    return receiver.spans.filter((s) => s.scope === '@club/gateway' && s.kind === SPAN_KIND.server);
  };
  return {
    stack,
    receiver,
    /** The gateway's log lines so far. */
    logs,
    post,
    servedBy,
    gatewayRequestSpans,
    close: async () => {
      await stack.close();
      await tracing.shutdown();
      await receiver.close();
    },
  };
}
