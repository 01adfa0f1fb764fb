/**
 * The portal as a fleet on this machine: a real PostgreSQL server (the upstream's data and the
 * gateways' partner keys), a real Redis (login limits, partner budgets, claims forgetting), HAProxy
 * in front of the gateways and of the crm instances, and every service as its own process, as
 * `npm start` runs them. Used by the fleet tests (`npm run test:fleet`) and the fleet soak
 * (`npm run soak -- --fleet`). docs/operations.md 'Running as a fleet'.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startTestPostgres, startTestRedis, type TestPostgres, type TestRedis } from '@club/shared-state/testing';
import { startHaproxy, type Backend } from './haproxy';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The fleet's ops key (x-api-key): creates and revokes partner keys through either gateway. */
export const FLEET_OPS_KEY = 'fleet-ops-key-0123456789';
/** The bearer token of every process's /metrics (which instance served what). */
export const FLEET_METRICS_TOKEN = 'fleet-metrics-token-0123456789';
/** How long a stopping instance keeps serving while it reports not-ready: above two balancer checks (2 × 500 ms). */
export const FLEET_DRAIN_MS = 2000;

const SECRETS = {
  SESSION_SECRET: 'fleet-session-secret-0123456789abcdef0123456789',
  VIEWER_SIGNING_SECRET: 'fleet-viewer-signing-secret-0123456789',
};

export interface FleetOptions {
  gateways?: number;
  crms?: number;
  /** Extra environment of every gateway. */
  gatewayEnv?: Record<string, string>;
}

/** One service process of the fleet. */
export class Instance {
  child: ChildProcess | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly entry: string,
    private readonly env: Record<string, string>,
    private readonly log: WriteStream,
    private readonly readyPath: string,
    private readonly nodeArgs: string[] = [],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const child = spawn(process.execPath, [...this.nodeArgs, '--import', 'tsx', this.entry], { cwd: ROOT, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.child = child;
    await waitReady(`${this.url}${this.readyPath}`, this.name, child, timeoutMs);
  }

  /** Sends a signal; resolves with how the process ended. */
  async signal(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null };
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, sig) => resolve({ code, signal: sig })));
    child.kill(signal);
    return ended;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }
}

export interface Fleet {
  /** The balancer's address in front of the gateways: what members and partners use. */
  url: string;
  gateways: Instance[];
  crms: Instance[];
  upstream: Instance;
  redis: TestRedis;
  postgres: TestPostgres;
  /** Where every process's output is written (read it when a test fails). */
  logDir: string;
  /** Resident memory of each service process, in MB (from /proc). */
  memory(): Record<string, number>;
  stop(): Promise<void>;
}

export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'club-fleet-'));
  const log = (name: string) => createWriteStream(path.join(logDir, `${name}.log`));
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const [postgres, redis] = await Promise.all([startTestPostgres(), startTestRedis()]);
    cleanups.push(() => postgres.stop(), () => redis.stop());
    const [upstreamDb, gatewayDb] = await Promise.all([postgres.createDatabase('club'), postgres.createDatabase('gateway')]);

    const base: Record<string, string> = {
      ...pick(process.env, ['PATH', 'HOME', 'TMPDIR', 'LANG']),
      ...SECRETS,
      NODE_ENV: 'production',
      APOLLO_TELEMETRY_DISABLED: 'true',
      UV_THREADPOOL_SIZE: '16',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: String(FLEET_DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: '15000',
      METRICS_TOKEN: FLEET_METRICS_TOKEN,
    };
    const upstreamPort = await freePort();
    const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
    const upstream = new Instance('upstream', upstreamPort, 'upstream/src/main.ts', { ...base, UPSTREAM_PORT: String(upstreamPort), DATABASE_URL: upstreamDb }, log('upstream'), '/health', ['--expose-gc']);
    const instances: Instance[] = [upstream];
    cleanups.push(() => stopAll(instances));
    // The first start creates the schema and seeds the demo data on the server.
    await upstream.start(240_000);

    const subgraphEnv = (port: number) => ({ ...base, PORT: String(port), UPSTREAM_URL: upstreamUrl, REDIS_URL: redis.url });
    const crmCount = options.crms ?? 2;
    const crms: Instance[] = [];
    for (let i = 1; i <= crmCount; i += 1) {
      const port = await freePort();
      crms.push(new Instance(`crm-${i}`, port, 'subgraphs/crm/src/index.ts', subgraphEnv(port), log(`crm-${i}`), '/health/ready'));
    }
    const others: Instance[] = [];
    for (const name of ['fad', 'cms', 'commerce']) {
      const port = await freePort();
      others.push(new Instance(name, port, `subgraphs/${name}/src/index.ts`, subgraphEnv(port), log(name), '/health/ready'));
    }
    instances.push(...crms, ...others);
    await Promise.all([...crms, ...others].map((i) => i.start()));

    const [balancerPort, crmBalancerPort] = [await freePort(), await freePort()];
    const gatewayCount = options.gateways ?? 2;
    const gateways: Instance[] = [];
    for (let i = 1; i <= gatewayCount; i += 1) {
      const port = await freePort();
      gateways.push(
        new Instance(
          `gateway-${i}`,
          port,
          'gateway/src/index.ts',
          {
            ...base,
            PORT: String(port),
            UPSTREAM_URL: upstreamUrl,
            REDIS_URL: redis.url,
            GATEWAY_DATABASE_URL: gatewayDb,
            SESSION_COOKIE_SECURE: 'false',
            // The tests send their own documents, as a partner or a developer would.
            BROWSER_DOCUMENTS: 'any',
            OPS_API_KEYS: `fleet-ops:${FLEET_OPS_KEY}`,
            QUERY_PLAN_WARMUP: 'off',
            // The load comes from one address (this process, through HAProxy) as from many browsers: the
            // keyless limit per address (1200 a minute by default, docs/operations.md 'Limits per client
            // address') is raised so that it measures the fleet, not the limit.
            KEYLESS_REQUESTS_PER_MINUTE: '1000000',
            // The breaker per subgraph counts consecutive outages. Behind a balancer, one instance that
            // dies loses every request in flight on it at once (up to the load's six here): the threshold
            // must stay above that, or one dead instance opens the breaker for the healthy ones too
            // (docs/operations.md 'Running as a fleet').
            CIRCUIT_FAILURE_THRESHOLD: '10',
            SUBGRAPH_CRM_URL: `http://127.0.0.1:${crmBalancerPort}/graphql`,
            ...Object.fromEntries(others.map((o) => [`SUBGRAPH_${o.name.toUpperCase()}_URL`, `${o.url}/graphql`])),
            ...options.gatewayEnv,
          },
          log(`gateway-${i}`),
          '/health/ready',
          ['--max-old-space-size=192'],
        ),
      );
    }
    instances.push(...gateways);

    const backends: Backend[] = [
      { name: 'gateways', port: balancerPort, servers: gateways.map((g) => ({ name: g.name, port: g.port })) },
      { name: 'crm', port: crmBalancerPort, servers: crms.map((c) => ({ name: c.name, port: c.port })) },
    ];
    const haproxy = startHaproxy(logDir, backends, log('haproxy'));
    cleanups.push(async () => {
      if (haproxy.exitCode === null) {
        await new Promise<void>((resolve) => {
          haproxy.once('exit', () => resolve());
          haproxy.kill('SIGTERM');
        });
      }
    });
    await Promise.all(gateways.map((g) => g.start()));
    const url = `http://127.0.0.1:${balancerPort}`;
    // The balancer counts an instance in after two good checks (rise 2, every 500 ms).
    await waitReady(`${url}/health/ready`, 'balancer', haproxy, 30_000);
    await waitAllUp(url, gateways.length);
    cleanups.push(async () => rmSync(logDir, { recursive: true, force: true }));

    return {
      url,
      gateways,
      crms,
      upstream,
      redis,
      postgres,
      logDir,
      memory: () => Object.fromEntries(instances.filter((i) => i.running && i.child?.pid).map((i) => [i.name, residentMb(i.child!.pid!)])),
      stop,
    };
  } catch (err) {
    const logs = logDir;
    await stop();
    throw new Error(`the fleet did not start (logs were in ${logs}): ${(err as Error).message}`);
  }
}

/** Waits until every gateway has answered through the balancer (each is checked in). */
async function waitAllUp(url: string, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/health/deps`).catch(() => null);
    if (res?.ok) {
      // Round robin: `count` good answers in a row mean every instance is in rotation.
      let good = 0;
      for (let i = 0; i < count * 2; i += 1) if ((await fetch(`${url}/health/ready`).catch(() => null))?.ok) good += 1;
      if (good === count * 2) return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the gateways are not all in rotation behind the balancer');
}

async function waitReady(url: string, name: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} not ready at ${url} after ${timeoutMs} ms`);
}

async function stopAll(instances: Instance[]): Promise<void> {
  await Promise.all(
    instances.map(async (i) => {
      if (!i.running) return;
      const timer = setTimeout(() => i.child?.kill('SIGKILL'), 20_000);
      await i.signal('SIGTERM');
      clearTimeout(timer);
    }),
  );
}

function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((n) => (env[n] ? [[n, env[n]!]] : [])));
}
