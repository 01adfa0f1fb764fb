/**
 * deploy/compose.yaml run for real on this machine (`npm run test:deploy`): Debian's docker daemon
 * (deploy/containers/setup.sh starts it on its own socket), the base images built from Debian's
 * packages, the portal's image built from deploy/Dockerfile, and the compose project brought up,
 * observed, disturbed and torn down. All traffic stays on this machine: the compose network is a
 * bridge the daemon creates, which this host reaches by the containers' addresses.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SETUP = path.join(ROOT, 'deploy/containers/setup.sh');
const COMPOSE_FILE = path.join(ROOT, 'deploy/compose.yaml');
/** Debian's client (another `docker` may come first on PATH). */
export const DOCKER = '/usr/bin/docker';
const DOCKER_ROOT = process.env.CLUB_DOCKER_ROOT ?? '/var/lib/club-docker';

export const PORTAL_IMAGE = 'club-portal:local';
export const PROJECT = 'club-deploy-test';
/** Where the balancer is published on this host (compose's PORTAL_HTTP_PORT). */
export const HTTP_PORT = 18080;

/** The secrets and settings of the test's env file (deploy/.env.example lists what an operator sets). */
export const OPS_KEY = 'deploy-ops-key-0123456789abcdef';
export const METRICS_TOKEN = 'deploy-metrics-token-0123456789';
const POSTGRES_PASSWORD = 'deploytestpostgres0123456789';
const REDIS_PASSWORD = 'deploytestredis0123456789';
const ENV_FILE_LINES = [
  `POSTGRES_PASSWORD=${POSTGRES_PASSWORD}`,
  `DATABASE_URL=postgres://club:${POSTGRES_PASSWORD}@postgres:5432/club`,
  `GATEWAY_DATABASE_URL=postgres://club:${POSTGRES_PASSWORD}@postgres:5432/club_gateway`,
  `REDIS_PASSWORD=${REDIS_PASSWORD}`,
  `REDIS_URL=redis://:${REDIS_PASSWORD}@redis:6379/0`,
  'SESSION_SECRET=deploy-session-secret-0123456789abcdef0123456789',
  'VIEWER_SIGNING_SECRET=deploy-viewer-signing-secret-0123456789',
  `METRICS_TOKEN=${METRICS_TOKEN}`,
  `OPS_API_KEYS=deploy-ops:${OPS_KEY}`,
  // The portal over plain http: the tests read the session cookie themselves.
  'SESSION_COOKIE_SECURE=false',
  // The tests send their own documents, as a partner or a developer would.
  'BROWSER_DOCUMENTS=any',
  // The load comes from this host (through HAProxy) as from many browsers: the keyless limit per
  // address is raised so that the soak measures the fleet, not the limit (as fleet/harness.ts does).
  'KEYLESS_REQUESTS_PER_MINUTE=1000000',
  'QUERY_PLAN_WARMUP=off',
];

/** The portal's Node services and their ports (compose service names). */
export const NODE_SERVICES: Record<string, number> = {
  upstream: 4010,
  'crm-1': 4001,
  'crm-2': 4001,
  'fad-1': 4002,
  'fad-2': 4002,
  'cms-1': 4003,
  'cms-2': 4003,
  'commerce-1': 4004,
  'commerce-2': 4004,
  'gateway-1': 4000,
  'gateway-2': 4000,
};

const dockerEnv = (extra: Record<string, string> = {}) => ({
  ...process.env,
  DOCKER_HOST: process.env.DOCKER_HOST ?? `unix://${DOCKER_ROOT}/docker.sock`,
  DOCKER_CONFIG: process.env.DOCKER_CONFIG ?? `${DOCKER_ROOT}/config`,
  // The classic builder: BuildKit's Dockerfile frontend would be pulled from a registry.
  DOCKER_BUILDKIT: '0',
  COMPOSE_DOCKER_CLI_BUILD: '0',
  ...extra,
});

/** Runs the docker client; resolves with its stdout, rejects with its stderr. */
export function docker(args: string[], options: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(DOCKER, args, { env: dockerEnv(options.env), timeout: options.timeoutMs ?? 600_000, maxBuffer: 64 * 1024 * 1024, cwd: ROOT }, (err, stdout, stderr) =>
      err ? reject(new Error(`docker ${args.join(' ')} failed: ${stderr || err.message}`)) : resolve(stdout),
    );
  });
}

function setupStep(step: string): void {
  // The daemon in a session of its own: a Ctrl-C at the terminal (SIGINT to the whole foreground
  // group) must not kill it under the clean-up, which still needs it to take the containers down.
  const [command, args] = step === 'daemon' ? ['setsid', ['--wait', 'bash', SETUP, step]] : ['bash', [SETUP, step]];
  const run = spawnSync(command, args, { env: dockerEnv(), stdio: ['ignore', 'inherit', 'inherit'], timeout: 900_000 });
  if (run.status !== 0) throw new Error(`deploy/containers/setup.sh ${step} failed (exit ${run.status}); \`deploy/containers/setup.sh install\` installs what it needs`);
}

/**
 * The daemon and the base images (setup.sh: cached by recipe, built once per machine). Returns a
 * function that stops the daemon again if this call started it (one already running is left alone).
 */
export function prepareDocker(): () => void {
  const wasRunning = spawnSync(DOCKER, ['info'], { env: dockerEnv(), stdio: 'ignore' }).status === 0;
  const stop = () => {
    if (!wasRunning) setupStep('stop-daemon');
  };
  setupStep('daemon');
  try {
    setupStep('base-images');
  } catch (err) {
    // The daemon this call started does not outlive a failed image build.
    stop();
    throw err;
  }
  return stop;
}

export const BASE_IMAGES = { NODE_IMAGE: 'club-node:20-trixie', BUILD_IMAGE: 'club-node-build:20-trixie' };
const STORE_IMAGES = { POSTGRES_IMAGE: 'club-stores:trixie', REDIS_IMAGE: 'club-stores:trixie', HAPROXY_IMAGE: 'club-stores:trixie' };

/** Builds the portal's image from deploy/Dockerfile (its cached layers reused); resolves with the seconds it took. */
export async function buildPortalImage(): Promise<number> {
  const started = Date.now();
  const args = Object.entries(BASE_IMAGES).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`]);
  // The build stages install from the npm registry: they use this host's network.
  await docker(['build', '--network', 'host', '-f', 'deploy/Dockerfile', '-t', PORTAL_IMAGE, ...args, '.'], { timeoutMs: 1_800_000 });
  return (Date.now() - started) / 1000;
}

export interface ContainerFleet {
  /**
   * The balancer at its address on the compose network, as the other containers reach it (the port
   * published on this host goes through Docker's userland proxy, one more copy of every byte).
   */
  url: string;
  /** The balancer's port published on this host (`PORTAL_HTTP_PORT`). */
  publishedUrl: string;
  /** A Node service's own address (on the compose network), e.g. `http://172.30.40.7:4000`. */
  urlOf(service: string): Promise<string>;
  compose(args: string[], timeoutMs?: number): Promise<string>;
  /** Seconds from each Node container's start to its first 200 on /health/ready. */
  readySeconds: Record<string, number>;
  /** Waits until a service answers 200 on /health/ready (and the balancer had time to count it in). */
  waitReady(service: string, timeoutMs?: number): Promise<number>;
  /** Each container's memory (MiB) and CPU (% of one core) now (`docker stats`). */
  usage(): Promise<Record<string, { memMiB: number; cpuPercent: number }>>;
  down(): Promise<void>;
}

/**
 * Takes the compose project down by its name alone (its containers, network and volumes): for a start
 * that failed or was interrupted before its ContainerFleet (and so its `down`) existed.
 */
export async function removeContainerFleet(): Promise<void> {
  await docker(['compose', '-p', PROJECT, 'down', '-v', '--remove-orphans', '-t', '5'], { timeoutMs: 300_000 }).catch(() => undefined);
  // Without its compose file, compose does not know the project's named volumes: found by their label.
  const volumes = (await docker(['volume', 'ls', '-q', '--filter', `label=com.docker.compose.project=${PROJECT}`]).catch(() => '')).split('\n').filter(Boolean);
  if (volumes.length) await docker(['volume', 'rm', '-f', ...volumes]).catch(() => undefined);
}

const containerName = (service: string) => `${PROJECT}-${service}-1`;

/** The address of a container on the compose network. */
async function addressOf(service: string): Promise<string> {
  const out = await docker(['inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', containerName(service)]);
  return out.trim();
}

async function startedAtOf(service: string): Promise<number> {
  return Date.parse((await docker(['inspect', '-f', '{{.State.StartedAt}}', containerName(service)])).trim());
}

async function answersReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Brings deploy/compose.yaml up with the portal's image; resolves once every service is ready. */
export async function startContainerFleet(): Promise<ContainerFleet> {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-deploy-'));
  const envFile = path.join(dir, 'portal.env');
  writeFileSync(envFile, `${ENV_FILE_LINES.join('\n')}\n`, { mode: 0o600 });
  const env = { ...BASE_IMAGES, ...STORE_IMAGES, PORTAL_IMAGE, PORTAL_ENV_FILE: envFile, PORTAL_HTTP_PORT: String(HTTP_PORT) };
  const compose = (args: string[], timeoutMs?: number) => docker(['compose', '-p', PROJECT, '-f', COMPOSE_FILE, ...args], { env, timeoutMs });
  // A project left by an interrupted run goes first (with its volumes: a fresh database).
  await compose(['down', '-v', '--remove-orphans', '-t', '5']).catch(() => undefined);

  const urls = new Map<string, string>();
  const urlOf = async (service: string) => {
    if (!urls.has(service)) urls.set(service, `http://${await addressOf(service)}:${NODE_SERVICES[service]}`);
    return urls.get(service)!;
  };
  const readySeconds: Record<string, number> = {};
  // Each container's time to ready, watched while compose starts them in dependency order.
  let upDone = false;
  const up = compose(['up', '-d', '--no-build', '--wait', '--wait-timeout', '600'], 900_000).finally(() => {
    upDone = true;
  });
  const watch = (async () => {
    const pending = new Set(Object.keys(NODE_SERVICES));
    while (pending.size > 0) {
      for (const service of [...pending]) {
        const address = await addressOf(service).catch(() => '');
        if (!address) continue;
        if (await answersReady(`http://${address}:${NODE_SERVICES[service]}`)) {
          // A container taken down meanwhile (a clean-up after Ctrl-C) has no start time: not a crash.
          const startedAt = await startedAtOf(service).catch(() => null);
          if (startedAt === null) continue;
          readySeconds[service] = (Date.now() - startedAt) / 1000;
          pending.delete(service);
        }
      }
      if (upDone && pending.size > 0) {
        // compose has returned: what is still pending answers now or never; one more round.
        await pause(1000);
        for (const service of [...pending]) if (await answersReady(await urlOf(service).catch(() => ''))) pending.delete(service);
        break;
      }
      await pause(200);
    }
  })();
  try {
    await up;
  } catch (err) {
    // The watch ends one round after compose returned; awaited so that nothing of it is left running.
    await watch.catch(() => undefined);
    const logs = await compose(['logs', '--no-color', '--tail', '30']).catch(() => '');
    throw new Error(`${(err as Error).message}\n${logs}`);
  }
  await watch;

  const fleet: ContainerFleet = {
    url: `http://${await addressOf('haproxy')}:8080`,
    publishedUrl: `http://127.0.0.1:${HTTP_PORT}`,
    urlOf,
    compose,
    readySeconds,
    async waitReady(service, timeoutMs = 120_000) {
      const started = Date.now();
      urls.delete(service); // a recreated container may have a new address
      while (Date.now() - started < timeoutMs) {
        const address = await addressOf(service).catch(() => '');
        if (address && (await answersReady(`http://${address}:${NODE_SERVICES[service]}`))) {
          urls.set(service, `http://${address}:${NODE_SERVICES[service]}`);
          // HAProxy counts a server in after two good checks, one a second.
          await pause(2500);
          return (Date.now() - started) / 1000;
        }
        await pause(200);
      }
      throw new Error(`${service} not ready after ${timeoutMs} ms`);
    },
    async usage() {
      const out = await docker(['stats', '--no-stream', '--format', '{{.Name}} {{.MemUsage}} {{.CPUPerc}}']);
      const usage: Record<string, { memMiB: number; cpuPercent: number }> = {};
      for (const line of out.trim().split('\n')) {
        const [name, mem, , , cpu] = line.split(' ');
        if (!name?.startsWith(`${PROJECT}-`)) continue;
        const m = /^([\d.]+)([KMG]i?B)/.exec(mem ?? '');
        if (!m) continue;
        const factor = m[2]!.startsWith('G') ? 1024 : m[2]!.startsWith('K') ? 1 / 1024 : 1;
        usage[name.slice(PROJECT.length + 1).replace(/-1$/, '')] = { memMiB: Math.round(Number(m[1]) * factor), cpuPercent: Number.parseFloat(cpu ?? '0') };
      }
      return usage;
    },
    async down() {
      await compose(['down', '-v', '--remove-orphans', '-t', '10'], 300_000).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return fleet;
}
