import { Writable } from 'node:stream';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { correlationFromHeaders, runWithCorrelation } from './correlation';
import { createLogger } from './logger';
import { HttpServerMetrics, metricsAccess, registerCircuitBreakerGauge, UpstreamCallMetrics, type BreakerState } from './metrics';
import { incomingTraceHeaders } from './trace-context';
import { injectTraceHeaders, startClientSpan, startServerSpan, tracingEnabled } from './tracing';

const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

/** A logger writing into an array of parsed lines. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({ write: (chunk, _enc, done) => void (lines.push(JSON.parse(String(chunk))), done()) });
  return { lines, logger: createLogger({ service: 'kit-test', level: 'info', destination }) };
}

describe('incoming W3C trace headers', () => {
  it('keeps a valid traceparent with its trace id, and the tracestate', () => {
    expect(incomingTraceHeaders({ traceparent: TRACEPARENT, tracestate: 'vendor=a' })).toEqual({ traceparent: TRACEPARENT, tracestate: 'vendor=a', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
    // A later version may add fields.
    expect(incomingTraceHeaders({ traceparent: `01-${TRACEPARENT.slice(3)}-extra` })?.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('drops what is not one: malformed, upper case, zero ids, version ff, extra fields on version 00', () => {
    for (const traceparent of [
      'nope',
      TRACEPARENT.toUpperCase(),
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-4bf92f3577b34da6a3ce929d0e0e4736-${'0'.repeat(16)}-01`,
      `ff-${TRACEPARENT.slice(3)}`,
      `${TRACEPARENT}-extra`,
    ]) {
      expect(incomingTraceHeaders({ traceparent })).toBeUndefined();
    }
    expect(incomingTraceHeaders({})).toBeUndefined();
  });

  it('a request correlation holds a safe request id and the trace; nothing without either', () => {
    expect(correlationFromHeaders({ 'x-request-id': 'req-0001-abcdef', traceparent: TRACEPARENT })).toMatchObject({ requestId: 'req-0001-abcdef', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
    expect(correlationFromHeaders({ 'x-request-id': 'bad id <script>' })).toBeUndefined();
    expect(correlationFromHeaders({})).toBeUndefined();
  });
});

describe('with tracing off (no OTLP endpoint)', () => {
  it('makes no span and passes the incoming trace headers on unchanged', () => {
    expect(tracingEnabled()).toBe(false);
    expect(startServerSpan('t', { traceparent: TRACEPARENT }, 'GET /')).toBeUndefined();
    expect(startClientSpan('t', 'GET /x')).toBeUndefined();
    const sent: Record<string, string> = {};
    injectTraceHeaders((name, value) => void (sent[name] = value), { traceparent: TRACEPARENT, tracestate: 'vendor=a' });
    expect(sent).toEqual({ traceparent: TRACEPARENT, tracestate: 'vendor=a' });
    const none: Record<string, string> = {};
    injectTraceHeaders((name, value) => void (none[name] = value), undefined);
    expect(none).toEqual({});
  });

  it('log lines written while a request is served carry its request id and trace id; the call’s own fields win', () => {
    const { lines, logger } = capture();
    logger.info('outside');
    runWithCorrelation(correlationFromHeaders({ 'x-request-id': 'req-0002-abcdef', traceparent: TRACEPARENT }), () => {
      logger.info('inside');
      logger.info({ requestId: 'explicit-0003' }, 'explicit');
    });
    expect(lines[0]).toMatchObject({ msg: 'outside', service: 'kit-test', name: 'kit-test' });
    expect(lines[0]).not.toHaveProperty('requestId');
    expect(lines[1]).toMatchObject({ msg: 'inside', requestId: 'req-0002-abcdef', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
    expect(lines[1]).not.toHaveProperty('spanId');
    expect(lines[2]).toMatchObject({ msg: 'explicit', requestId: 'explicit-0003' });
  });

  it('a line’s fields never leak into the next one', () => {
    const { lines, logger } = capture();
    logger.info({ req: { url: '/a' } }, 'first');
    logger.info('second');
    expect(lines[1]).not.toHaveProperty('req');
  });

  it('logs at the given level, else the default, else info: the same under the test runner (tests say LOG_LEVEL=silent)', () => {
    expect(createLogger({ service: 's' }).level).toBe('info');
    expect(createLogger({ service: 's', defaultLevel: 'warn' }).level).toBe('warn');
    expect(createLogger({ service: 's', level: 'debug' }).level).toBe('debug');
  });
});

describe('metrics', () => {
  it('upstream calls by family, route template, method and status; server requests by route', async () => {
    const registry = new Registry();
    const calls = new UpstreamCallMetrics(registry);
    calls.observe({ family: 'fad', route: '/FAD/Corsi/{id}', method: 'GET', status: 200, seconds: 0.012 });
    calls.observe({ family: 'fad', route: '/FAD/Corsi/{id}', method: 'GET', status: 'timeout', seconds: 4 });
    new HttpServerMetrics(registry).observe({ method: 'GET', route: '/FAD/Corsi/:id', status: 404, seconds: 0.001 });
    const text = await registry.metrics();
    expect(text).toContain('upstream_call_duration_seconds_count{family="fad",route="/FAD/Corsi/{id}",method="GET",status="200"} 1');
    expect(text).toContain('upstream_call_duration_seconds_bucket{le="0.025",family="fad",route="/FAD/Corsi/{id}",method="GET",status="200"} 1');
    expect(text).toContain('upstream_call_duration_seconds_count{family="fad",route="/FAD/Corsi/{id}",method="GET",status="timeout"} 1');
    expect(text).toContain('http_server_request_duration_seconds_count{method="GET",route="/FAD/Corsi/:id",status="404"} 1');
  });

  it('the breakers’ states, read when scraped: 0 closed, 1 half-open, 2 open', async () => {
    const registry = new Registry();
    const states = new Map<string, BreakerState>([['crm', 'closed']]);
    registerCircuitBreakerGauge(registry, () => states);
    expect(await registry.metrics()).toContain('circuit_breaker_state{family="crm"} 0');
    states.set('crm', 'open').set('fad', 'half-open');
    const text = await registry.metrics();
    expect(text).toContain('circuit_breaker_state{family="crm"} 2');
    expect(text).toContain('circuit_breaker_state{family="fad"} 1');
  });

  it('/metrics of a subgraph or the upstream: only the configured bearer token; off without one', () => {
    const token = 'metrics-token-0123456789';
    expect(metricsAccess(`Bearer ${token}`, token)).toBe('allowed');
    expect(metricsAccess(`bearer ${token}`, token)).toBe('allowed');
    expect(metricsAccess('Bearer another-token-0123456789', token)).toBe('unauthorized');
    expect(metricsAccess(token, token)).toBe('unauthorized');
    expect(metricsAccess(undefined, token)).toBe('unauthorized');
    expect(metricsAccess(`Bearer ${token}`, undefined)).toBe('disabled');
  });
});
