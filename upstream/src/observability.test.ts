import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from './testing';

const METRICS_TOKEN = 'upstream-metrics-token-0123';
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const logLines: Record<string, unknown>[] = [];
let up: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  up = await startTestUpstream({
    metricsToken: METRICS_TOKEN,
    logLevel: 'info',
    logDestination: new Writable({ write: (chunk, _enc, done) => void (logLines.push(JSON.parse(String(chunk))), done()) }),
  });
});
afterAll(async () => {
  await up?.close();
});

describe('the upstream’s logs', () => {
  it('carry the caller’s request id and the trace id of its traceparent on every line of the request', async () => {
    const res = await fetch(`${up.url}/FAD/Corsi/999999999`, { headers: { 'x-request-id': 'upstream-probe-0001', traceparent: TRACEPARENT } });
    // A member's route: 401 without a token.
    expect(res.status).toBe(401);
    const lines = logLines.filter((l) => l.requestId === 'upstream-probe-0001');
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    for (const line of lines) expect(line).toMatchObject({ service: 'upstream', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
  });

  it('give a request without a safe id one of its own', async () => {
    await fetch(`${up.url}/health`, { headers: { 'x-request-id': 'bad id' } });
    const line = logLines.findLast((l) => l.msg === 'incoming request')!;
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(line).not.toHaveProperty('traceId');
  });
});

describe('/metrics of the upstream', () => {
  it('is for the METRICS_TOKEN bearer only', async () => {
    expect((await fetch(`${up.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${up.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-01234' } })).status).toBe(401);
  });

  it('times each request by method, route template and status', async () => {
    await fetch(`${up.url}/FAD/Corsi/999999999`);
    const res = await fetch(`${up.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/http_server_request_duration_seconds_count\{method="GET",route="\/FAD\/Corsi\/:id",status="401"\} [1-9]/);
    expect(text).not.toContain('999999999');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
