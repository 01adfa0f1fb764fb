// Starts the whole portal as separate processes: upstream, four subgraphs, gateway.
// Used by `npm start` (default ports, persistent data) and by the browser tests (other ports,
// a fresh temporary database). Plain Node so it runs before anything is built. Each service runs as
// production runs it: its compiled bundle (`node <workspace>/dist/<entry>.js`, scripts/build-services.mjs;
// the callers build them first with ensureServicesBuilt, scripts/ensure.mjs). Its processes stop
// at once on SIGTERM: SHUTDOWN_DRAIN_MS=0 unless the environment sets it (stackEnvironment below).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { persistentSecrets } from './secrets.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm start` keeps the secrets it generated (the .data/ folder is gitignored). */
export const SECRETS_FILE = path.join(ROOT, '.data', 'secrets.json');

/**
 * The environment every process of the stack starts with. Production unless NODE_ENV says otherwise
 * (`npm start -- --dev` asks for development): no stack traces, Secure cookies, HSTS. Production
 * refuses the development secrets, so unless the environment sets them the stack uses its own,
 * generated once and kept in SECRETS_FILE.
 *
 * SHUTDOWN_DRAIN_MS is 0 unless the environment sets it (a service's own default is 5000 ms of
 * serving while not ready after SIGTERM, for a load balancer: docs/operations.md 'Stopping an
 * instance'). No balancer stands in front of this stack, so Ctrl-C on `npm start` and the test and
 * bench stacks stop at once; a drain set here should stay under stopChildren's 10 s grace.
 */
export function stackEnvironment(processEnv, overrides = {}, secretsFile = SECRETS_FILE) {
  const env = {
    ...processEnv,
    APOLLO_TELEMETRY_DISABLED: 'true',
    // As the image sets it (deploy/Dockerfile): an unresolvable host must not starve the other look-ups.
    UV_THREADPOOL_SIZE: processEnv.UV_THREADPOOL_SIZE ?? '16',
    NODE_ENV: processEnv.NODE_ENV ?? 'production',
    SHUTDOWN_DRAIN_MS: processEnv.SHUTDOWN_DRAIN_MS ?? '0',
    ...overrides,
  };
  if (env.NODE_ENV === 'production' && (!env.SESSION_SECRET || !env.VIEWER_SIGNING_SECRET)) Object.assign(env, persistentSecrets(secretsFile, env));
  return env;
}

/**
 * The gateway's JavaScript heap limit. V8 sizes it from the machine's memory (GBs here) and lets a
 * busy process grow towards it before collecting: under 100 connections the gateway's RSS climbed
 * past 330 MB with a working set of about 100 MB. 192 MB keeps it near 230 MB with no loss of
 * throughput (docs/performance.md, 'Gateway'); GATEWAY_MAX_HEAP_MB overrides it.
 */
const GATEWAY_MAX_HEAP_MB = Number(process.env.GATEWAY_MAX_HEAP_MB ?? 192);

/**
 * The upstream's malloc settings. glibc raises its mmap threshold each time a large block is freed,
 * so after the first login the 16 MB each scrypt takes (a password check, in one of libuv's four
 * worker threads) comes from that thread's arena and stays in it: up to 64 MB held for nothing. A
 * fixed threshold (1 MB) keeps such blocks mmapped, returned when freed. The upstream under
 * `npm run soak`: 328-345 MB → 230-236 MB, the same CPU (docs/performance.md, 'Gateway').
 */
export const UPSTREAM_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576' };

/**
 * The upstream's JavaScript heap limit, for the same reason as the gateway's: left to size itself, its
 * heap grew to about 140 MB of mostly garbage under the bench's catalogue-and-search load (RSS 303-342
 * MB); with 128 MB it stays at 237-240 MB for the same CPU per call, and seeding in process (a Postgres
 * server, or memory://) still fits. UPSTREAM_MAX_HEAP_MB overrides it.
 */
export const UPSTREAM_MAX_HEAP_MB = Number(process.env.UPSTREAM_MAX_HEAP_MB ?? 128);

/**
 * What a test stack sets apart from production's defaults, explicitly (the services apply production's
 * defaults whatever NODE_ENV says): no answer kept between requests (the browser journeys change the
 * upstream and must see it on the next page; kept-answers.spec.ts turns every cache on instead), and
 * no planning of every persisted document in the background (a test stack starts and stops often).
 */
export const TEST_STACK_ENV = {
  VISITOR_RESPONSE_TTL_MS: '0',
  MEMBER_RESPONSE_MAX_TTL_MS: '0',
  SHARED_READS_TTL_MS: '0',
  FAD_MEMBER_ENROLMENTS_TTL_MS: '0',
  QUERY_PLAN_WARMUP: 'off',
};

export const DEFAULT_PORTS = { gateway: 4000, crm: 4001, fad: 4002, cms: 4003, commerce: 4004, upstream: 4010 };

/** Ports shifted by an offset (the browser tests use +500 so they never clash with `npm start`). */
export function portsWithOffset(offset) {
  return Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([k, v]) => [k, v + offset]));
}

async function waitFor(url, name, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} not ready at ${url} after ${timeoutMs} ms`);
}

/**
 * A child has ended once it exited with a code or was ended by a signal (then exitCode stays null
 * and signalCode is set). Either way its 'exit' event has already been emitted.
 * @param {import('node:child_process').ChildProcess} child
 */
const hasEnded = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Stops the children still running (SIGTERM, then SIGKILL after graceMs) and resolves once every
 * one has ended; children that already ended, however they ended, are not waited for.
 * @param {import('node:child_process').ChildProcess[]} children
 */
export async function stopChildren(children, graceMs = 10_000) {
  await Promise.all(
    children
      .filter((child) => !hasEnded(child))
      .map(
        (child) =>
          new Promise((resolve) => {
            const forceKill = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(forceKill);
              resolve(undefined);
            });
            child.kill('SIGTERM');
          }),
      ),
  );
}

/**
 * GATEWAY_CPU_PROF_DIR=DIR: the gateway writes a V8 CPU profile into DIR when it stops (open it in
 * Chrome's DevTools), for finding where a bench's CPU per request goes (docs/performance.md).
 * NODE_OPTIONS cannot carry --cpu-prof.
 */
function gatewayProfileArgs() {
  const dir = process.env.GATEWAY_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/**
 * @param {{ ports?: typeof DEFAULT_PORTS, dataDir?: string, env?: Record<string,string>, gatewayEnv?: Record<string,string>, quiet?: boolean }} options
 */
export async function startStack(options = {}) {
  const ports = options.ports ?? DEFAULT_PORTS;
  const host = '127.0.0.1';
  const upstreamUrl = `http://${host}:${ports.upstream}`;
  const base = stackEnvironment(process.env, { UPSTREAM_URL: upstreamUrl, ...options.env });
  const children = [];
  const launch = (name, entry, env, nodeArgs = []) => {
    if (!existsSync(path.join(ROOT, entry))) throw new Error(`${name}: ${entry} is missing: build the services first (npm run build:services)`);
    const child = spawn(process.execPath, [...nodeArgs, entry], {
      cwd: ROOT,
      env: { ...base, ...env },
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };
  // A throwaway stack (its own data folder) keeps the gateway's partner keys in a throwaway folder too,
  // removed by stop(): as in `npm start`, the keys database is then opened by its first use (gateway/src/keys/db.ts).
  const gatewayDataDir = options.dataDir ? mkdtempSync(path.join(tmpdir(), 'club-gateway-')) : null;
  const stop = async () => {
    await stopChildren(children);
    if (gatewayDataDir) rmSync(gatewayDataDir, { recursive: true, force: true });
  };
  try {
    const upstream = launch('upstream', 'upstream/dist/main.js', {
      UPSTREAM_PORT: String(ports.upstream),
      UPSTREAM_DATA_DIR: options.dataDir ?? '.data/upstream',
      ...UPSTREAM_MALLOC_ENV,
    }, ['--expose-gc', `--max-old-space-size=${UPSTREAM_MAX_HEAP_MB}`]);
    // The first start seeds the demo database: allow time for it.
    await waitFor(`${upstreamUrl}/health`, 'upstream', upstream, 180_000);
    const subgraphs = ['crm', 'fad', 'cms', 'commerce'];
    await Promise.all(
      subgraphs.map((name) => {
        const child = launch(name, `subgraphs/${name}/dist/index.js`, { PORT: String(ports[name]) });
        return waitFor(`http://${host}:${ports[name]}/health/ready`, name, child, 60_000);
      }),
    );
    const gateway = launch('gateway', 'gateway/dist/index.js', {
      PORT: String(ports.gateway),
      ...(gatewayDataDir ? { GATEWAY_DATA_DIR: gatewayDataDir } : {}),
      ...Object.fromEntries(subgraphs.map((n) => [`SUBGRAPH_${n.toUpperCase()}_URL`, `http://${host}:${ports[n]}/graphql`])),
      // e.g. the fault suite's subgraph URLs through its proxies
      ...options.gatewayEnv,
    }, [`--max-old-space-size=${GATEWAY_MAX_HEAP_MB}`, ...gatewayProfileArgs()]);
    await waitFor(`http://${host}:${ports.gateway}/health/ready`, 'gateway', gateway, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://localhost:${ports.gateway}`, ports, stop };
}
