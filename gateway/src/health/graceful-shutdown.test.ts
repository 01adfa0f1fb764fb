import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@club/shared-state/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The gateway process (gateway/src/index.ts) stopped as an orchestrator stops an instance: SIGTERM
 * (docs/operations.md 'Stopping an instance'). It starts without any of its dependencies: readiness
 * asks none of them, only /health/deps does.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DRAIN_MS = 500;

async function get(url: string): Promise<{ status: number; body: unknown; connection: string | null }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: await res.json(), connection: res.headers.get('connection') };
}

let child: ChildProcess;
let output = '';
let origin = '';
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

beforeAll(async () => {
  const port = await freePort();
  const nobody = `http://127.0.0.1:${await freePort()}`;
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Not 'test', where Apollo Server would not stop itself on SIGTERM anyway (apollo-server.ts turns that off).
      NODE_ENV: 'development',
      QUERY_PLAN_WARMUP: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      GATEWAY_DATA_DIR: 'memory://',
      // Nothing listens at any dependency.
      UPSTREAM_URL: nobody,
      SUBGRAPH_CRM_URL: `${nobody}/graphql`,
      SUBGRAPH_FAD_URL: `${nobody}/graphql`,
      SUBGRAPH_CMS_URL: `${nobody}/graphql`,
      SUBGRAPH_COMMERCE_URL: `${nobody}/graphql`,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: '10000',
      // The shutdown's steps, as JSON lines on stdout.
      LOG_LEVEL: 'info',
      OTEL_SDK_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode}) before it was ready:\n${output}`);
    try {
      if ((await fetch(`${origin}/health/ready`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`the gateway was not ready after 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('the gateway process', () => {
  it('is ready with every dependency down; /health/deps says which', async () => {
    expect(await get(`${origin}/health/ready`)).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get(`${origin}/health/deps`)).toMatchObject({
      status: 503,
      body: { status: 'degraded', checks: { upstream: 'unreachable', crm: 'unreachable', fad: 'unreachable', cms: 'unreachable', commerce: 'unreachable' } },
    });
  });

  it('on SIGTERM turns not ready at once while staying live and serving GraphQL, then exits 0 within its bound', async () => {
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    // The signal is handled asynchronously: the first 503 comes well inside the drain window.
    let ready = await get(`${origin}/health/ready`);
    while (ready.status === 200 && Date.now() - signalledAt < DRAIN_MS) ready = await get(`${origin}/health/ready`);
    expect(ready).toEqual({ status: 503, body: { status: 'draining', service: 'gateway' }, connection: 'close' });
    expect(await get(`${origin}/health/live`)).toEqual({ status: 200, body: { status: 'ok', service: 'gateway' }, connection: 'close' });
    // GraphQL is served as before during the drain (requests the balancer still routed here).
    const graphql = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('connection')).toBe('close');
    expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS);

    const { code, signal } = await exited;
    const took = Date.now() - signalledAt;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(took).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(took).toBeLessThan(DRAIN_MS + 5000);
    await expect(fetch(`${origin}/health/live`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();

    const steps = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === 'shutdown');
    expect(steps.map((line) => [line.step, line.resource ?? null])).toEqual([
      ['draining', null],
      ['closing', null],
      ['closed', null],
      ['stopped', 'gateway'],
      ['stopped', 'tracing'],
      ['exit', null],
    ]);
    expect(steps.every((line) => line.service === 'gateway')).toBe(true);
  });
});
