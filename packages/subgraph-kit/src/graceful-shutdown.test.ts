import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@club/shared-state/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from './testing';

/**
 * A real subgraph process (the cms's entry, run from its sources) stopped the way an orchestrator stops an
 * instance: SIGTERM, then a second one (docs/operations.md 'Stopping an instance'; the drain itself
 * is tested on a bare server in packages/observability/src/lifecycle.test.ts).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DRAIN_MS = 500;

async function get(url: string): Promise<{ status: number; body: unknown; connection: string | null }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return { status: res.status, body: await res.json(), connection: res.headers.get('connection') };
}

let child: ChildProcess;
let output = '';
let origin = '';
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'subgraphs/cms/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Not 'test': outside it Apollo Server would stop itself on SIGTERM, unless told not to (server.ts).
      NODE_ENV: 'development',
      VIEWER_SIGNING_SECRET: TEST_SIGNING_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      // Nothing listens there: the health routes never call the upstream.
      UPSTREAM_URL: `http://127.0.0.1:${await freePort()}`,
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the cms subgraph exited (${child.exitCode}) before it was ready:\n${output}`);
    try {
      if ((await fetch(`${origin}/health/ready`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`the cms subgraph was not ready after 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('a subgraph process on SIGTERM', () => {
  it('turns not ready at once while staying live, serves through the drain, ignores a second signal and exits 0 within its bound', async () => {
    expect(await get(`${origin}/health/ready`)).toMatchObject({ status: 200, body: { status: 'ok', service: 'subgraph-cms' } });
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    // The signal is handled asynchronously: the first 503 comes well inside the drain window.
    let ready = await get(`${origin}/health/ready`);
    while (ready.status === 200 && Date.now() - signalledAt < DRAIN_MS) ready = await get(`${origin}/health/ready`);
    expect(ready).toEqual({ status: 503, body: { status: 'draining', service: 'subgraph-cms' }, connection: 'close' });
    const live = await get(`${origin}/health/live`);
    expect(live).toEqual({ status: 200, body: { status: 'ok', service: 'subgraph-cms' }, connection: 'close' });
    // GraphQL is served as before during the drain (the gateway's requests routed here before the balancer noticed).
    const graphql = await callSubgraph<{ __typename: string }>(`${origin}/graphql`, '{ __typename }');
    expect(graphql).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
    expect(graphql.headers.get('connection')).toBe('close');
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS);

    // A second signal (an impatient operator, an orchestrator repeating itself) starts no second shutdown.
    child.kill('SIGTERM');

    const { code, signal } = await exited;
    const took = Date.now() - signalledAt;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(took).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(took).toBeLessThan(DRAIN_MS + 5000);
    await expect(fetch(`${origin}/health/live`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();

    // One JSON line per step, with the subgraph's service name.
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === 'shutdown');
    expect(lines.map((line) => [line.step, line.resource ?? line.signal ?? null])).toEqual([
      ['draining', 'SIGTERM'],
      ['ignored', 'SIGTERM'],
      ['closing', null],
      ['closed', null],
      ['stopped', 'subgraph-cms'],
      ['stopped', 'tracing'],
      ['exit', null],
    ]);
    expect(lines.every((line) => line.service === 'subgraph-cms')).toBe(true);
    expect(lines[0]).toMatchObject({ drainMs: DRAIN_MS, timeoutMs: 10_000 });
  });
});
