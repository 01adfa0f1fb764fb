/**
 * The portal deployed as operators will run it (docs/operations.md 'Deploy'): deploy/Dockerfile built
 * here from Debian's packages, deploy/compose.yaml brought up (two gateways, two of each subgraph, the
 * upstream, PostgreSQL, Redis, HAProxy), what the process fleet proves (fleet/fleet.test.ts) proven
 * against the containers, then the same fleet disturbed under a steady load. Prints its figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { FleetClient } from '../../fleet/client';
import { VIEWER, WRONG, asPartner, from, lockoutAcrossInstances, memberOf, opsWith, sessionAcrossGateways, signedInAs, upstreamCallCounts } from '../../fleet/journeys';
import { failuresOf, steadyLoad, type Outcome } from '../../fleet/load';
import { METRICS_TOKEN, NODE_SERVICES, OPS_KEY, PORTAL_IMAGE, ROOT, buildPortalImage, docker, prepareDocker, startContainerFleet, type ContainerFleet } from './harness';
import { startFleet } from '../../fleet/harness';
import { figures, printFigures } from './figures';
import { soak } from './soak';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let fleet: ContainerFleet;
let one: string;
let two: string;

let stopDocker = () => {};

beforeAll(async () => {
  stopDocker = prepareDocker();
  const cached = await docker(['image', 'inspect', PORTAL_IMAGE]).then(
    () => true,
    () => false,
  );
  figures.build = { seconds: await buildPortalImage(), cached };
  figures.imageMiB = Math.round(Number((await docker(['image', 'inspect', '-f', '{{.Size}}', PORTAL_IMAGE])).trim()) / 1024 / 1024);
  fleet = await startContainerFleet();
  figures.readySeconds = fleet.readySeconds;
  [one, two] = await Promise.all([fleet.urlOf('gateway-1'), fleet.urlOf('gateway-2')]);
});

afterAll(async () => {
  await fleet?.down();
  printFigures();
  stopDocker();
});

describe('the image', () => {
  it('runs as a user that is not root, with no secret in its settings or its history', async () => {
    const config = JSON.parse(await docker(['image', 'inspect', '-f', '{{json .Config}}', PORTAL_IMAGE])) as { User: string; Env: string[] };
    expect(config.User).toBe('1000:1000');
    const secretName = /SECRET|TOKEN|PASSWORD|API_KEYS|DATABASE_URL|REDIS_URL/;
    expect(config.Env.filter((e) => secretName.test(e.split('=')[0]!))).toEqual([]);
    const history = await docker(['history', '--no-trunc', '--format', '{{.CreatedBy}}', PORTAL_IMAGE]);
    for (const secret of [OPS_KEY, METRICS_TOKEN, 'deploy-session-secret', 'PRIVATE KEY']) expect(history).not.toContain(secret);
  });

  it('holds no secret file, no TypeScript source of a service, and no tsx or TypeScript at run time', async () => {
    const listing = await docker([
      'run', '--rm', '--network', 'none', '--entrypoint', 'sh', PORTAL_IMAGE, '-c',
      'find /app -name .env -o -name "*.pem" -o -name secrets.json -o -name id_rsa | grep -v /node_modules/; ls /app/node_modules/tsx /app/node_modules/typescript /app/node_modules/esbuild 2>&1; ls /app/gateway /app/upstream /app/subgraphs/crm',
    ]);
    expect(listing).not.toMatch(/\.env|\.pem|secrets\.json|id_rsa/);
    for (const tool of ['tsx', 'typescript', 'esbuild']) expect(listing).toMatch(new RegExp(`node_modules/${tool}'?: No such file`));
    expect(listing).not.toMatch(/^src$/m);
  });

  it('runs every service from its bundle on a read-only root filesystem', async () => {
    const commands = await docker(['ps', '--filter', 'label=com.docker.compose.project=club-deploy-test', '--format', '{{.Names}} {{.Command}}', '--no-trunc']);
    for (const service of Object.keys(NODE_SERVICES)) expect(commands).toMatch(new RegExp(`club-deploy-test-${service}-1 "node [^"]*dist/(index|main)\\.js"`));
    expect(commands).not.toContain('tsx');
    const write = await docker(['exec', 'club-deploy-test-gateway-1-1', 'sh', '-c', 'touch /app/probe 2>&1 || echo refused']);
    expect(write).toMatch(/Read-only file system|refused/);
  });
});

const { createKey } = opsWith(OPS_KEY, 'deploy-partner');

/** The gateways' own addresses again (a container started anew may have another). */
async function refreshGateways() {
  [one, two] = await Promise.all([fleet.urlOf('gateway-1'), fleet.urlOf('gateway-2')]);
}

describe('the containers as one portal', () => {
  it('answers on the port compose publishes on this host, through HAProxy', async () => {
    const res = await fetch(`${fleet.publishedUrl}/health/ready`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { service: string }).service).toBe('gateway');
  });

  it('a member signed in through one gateway is signed in on the other, and signing out on one ends it on both', async () => {
    await sessionAcrossGateways(one, two, fleet.url);
  });

  it('five wrong passwords spread over both gateways (and both crm containers) lock the account everywhere', async () => {
    await lockoutAcrossInstances(one, two, crmCallCounts);
  });

  it('a key created through one gateway works on the other at once; one budget is spent across both', async () => {
    const probe = await createKey(one, 50_000);
    expect((await asPartner(two, probe.key)).status).toBe(200);
    const cost = ((await (await asPartner(one, probe.key)).json()) as { extensions: { cost: { requestedQueryCost: number } } }).extensions.cost.requestedQueryCost;
    const { key } = await createKey(two, cost * 4);
    for (const url of [one, two, one, two]) expect((await asPartner(url, key)).status).toBe(200);
    for (const url of [one, two]) expect((await asPartner(url, key)).status).toBe(429);
  });
});

/** Members and visitors through the balancer, on fields of every subgraph (crm through its own balancer). */
async function steadyMixedLoad(maxMs: number) {
  const member = await memberOf(fleet.url, 'premium@demo.club');
  const bodies = [JSON.stringify({ query: VIEWER }), JSON.stringify({ query: '{ viewer { subscriptionType } navigation { label } latestContents(first: 4) { items { id } } }' })];
  return steadyLoad({
    concurrency: 4,
    maxMs,
    next: (i) => ({ url: `${fleet.url}/graphql`, body: bodies[i % 2]!, headers: i % 3 === 0 ? {} : ({ cookie: member.cookie } as Record<string, string>) }),
  });
}
const describeFailures = (failed: Outcome[], t0: number) => failed.map((o) => `${o.error} ${o.started - t0}..${o.ended - t0} ms`).join(', ');

describe('the containers under a steady load', () => {
  it('a rolling restart of every gateway and subgraph container, one at a time, fails no request', async () => {
    const load = await steadyMixedLoad(600_000);
    const t0 = Date.now();
    const restarts: Record<string, number> = {};
    for (const service of Object.keys(NODE_SERVICES).filter((s) => s !== 'upstream')) {
      const started = Date.now();
      await fleet.compose(['restart', '-t', '30', service], 120_000);
      await fleet.waitReady(service);
      restarts[service] = (Date.now() - started) / 1000;
    }
    const usage = await fleet.usage();
    const outcomes = await load.stop();
    figures.rollingRestart = { seconds: (Date.now() - t0) / 1000, requests: outcomes.length, perService: restarts };
    figures.usage = usage;
    const failed = failuresOf(outcomes);
    expect(failed, describeFailures(failed, t0)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(100);
  }, 900_000);

  it('docker kill of one crm and one gateway container fails only requests in flight on them; the load goes on', async () => {
    const load = await steadyMixedLoad(120_000);
    await pause(2000);
    const killedAt = Date.now();
    try {
      await Promise.all([docker(['kill', 'club-deploy-test-crm-1-1']), docker(['kill', 'club-deploy-test-gateway-2-1'])]);
      await pause(12_000);
    } finally {
      const outcomes = await load.stop();
      figures.kill = { failed: failuresOf(outcomes).length, served: outcomes.length };
      // restart: unless-stopped does not bring back a container killed by hand: compose starts it again.
      await fleet.compose(['up', '-d', '--no-build', 'crm-1', 'gateway-2'], 300_000);
      await Promise.all([fleet.waitReady('crm-1'), fleet.waitReady('gateway-2')]);
      await refreshGateways();
      const failed = failuresOf(outcomes);
      // Requests under way when they died may fail, and those sent before HAProxy's checks took the dead
      // containers out (two failed checks, one a second; a connection to a vanished address waits for
      // its connect timeout): a request that was sent is never retried, it may be a mutation. After
      // that, none fails, and the load goes on through the others.
      expect(failed.filter((o) => o.started > killedAt + 6000), describeFailures(failed, killedAt)).toEqual([]);
      expect(outcomes.filter((o) => o.started > killedAt + 6000 && o.error === null).length).toBeGreaterThan(20);
    }
  }, 600_000);

  it('Redis stopped for 30 s: logins and budgets go on per instance, nothing hangs, and all recovers', async () => {
    const load = await steadyMixedLoad(180_000);
    await fleet.compose(['stop', '-t', '1', 'redis'], 60_000);
    const stoppedAt = Date.now();
    try {
      // While it is down: a login answers within a second or two (Redis commands get 500 ms) …
      const loginStarted = Date.now();
      const login = await new FleetClient(fleet.url).login('premium@demo.club');
      expect(login.body.data?.login.status).toBe('SUCCESS');
      expect(Date.now() - loginStarted).toBeLessThan(5000);
      // … a partner key still works and its budget is still counted (by each gateway alone) …
      const key = await createKey(one, 50_000);
      expect((await asPartner(two, key.key)).status).toBe(200);
      // … and the gateways report the outage where operators look.
      const deps = await fetch(`${one}/health/deps`);
      expect(deps.status).toBe(503);
      expect(JSON.stringify(await deps.json())).toMatch(/redis/i);
      await pause(Math.max(0, 30_000 - (Date.now() - stoppedAt)));
    } finally {
      await fleet.compose(['start', 'redis'], 60_000);
    }
    const outcomes = await load.stop();
    const failed = failuresOf(outcomes);
    expect(failed, describeFailures(failed, stoppedAt)).toEqual([]);
    figures.redisOutage = { requests: outcomes.length, p99ms: percentile(outcomes, 0.99) };
    // Back: the shared counters again (five wrong passwords across both gateways lock an account).
    await waitFor(async () => (await fetch(`${one}/health/deps`)).status === 200, 30_000);
    for (const [i, url] of [one, two, one, two, one].entries()) await from(url, `192.0.2.${i + 1}`).login('scaduto@demo.club', WRONG);
    expect((await from(two, '192.0.2.99').login('scaduto@demo.club')).body.data?.login.status).toBe('TOO_MANY_ATTEMPTS');
  }, 600_000);

  it('PostgreSQL restarted: partner keys and the demo data survive, and the portal serves again', async () => {
    const key = await createKey(one, 50_000);
    await fleet.compose(['restart', '-t', '10', 'postgres'], 120_000);
    await waitFor(async () => (await asPartner(two, key.key)).status === 200, 60_000);
    expect((await asPartner(one, key.key)).status).toBe(200);
    const member = await memberOf(fleet.url, 'premium@demo.club');
    expect(await signedInAs(fleet.url, member.cookie)).toBeTruthy();
  }, 300_000);

  it('soaks through HAProxy in containers (figures beside the process fleet: deploy/containers/soak.ts), within the Kubernetes requests and limits', async () => {
    const soaking = soak(fleet.url, 20_000);
    // Mid-soak: each container's memory and CPU while it serves the most.
    await pause(14_000);
    const usage = await fleet.usage();
    const result = await soaking;
    figures.soakContainers = result;
    figures.usageSoak = usage;
    expect(result.failed).toBe(0);
    expect(result.requests).toBeGreaterThan(100);
    // deploy/k8s sets each Deployment's memory from these figures: the request covers what a container
    // uses under load, the limit leaves it twice that.
    const problems: string[] = [];
    for (const [service, { memMiB }] of Object.entries(usage)) {
      const resources = k8sResources(service.replace(/-\d$/, ''));
      if (!resources) continue;
      if (memMiB > resources.requestMiB) problems.push(`${service}: ${memMiB} MiB under load, above its request ${resources.requestMiB} MiB`);
      if (memMiB * 2 > resources.limitMiB) problems.push(`${service}: ${memMiB} MiB under load, more than half its limit ${resources.limitMiB} MiB`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('beside the process fleet', () => {
  it('runs the same soak against the processes (fleet/harness.ts), after the containers are down', async () => {
    await fleet.down();
    const processes = await startFleet();
    try {
      figures.soakProcesses = await soak(processes.url, 20_000);
    } finally {
      await processes.stop();
    }
    expect(figures.soakProcesses.failed).toBe(0);
  }, 600_000);
});

/** A Deployment's memory request and limit in deploy/k8s (the compose service's kind: gateway, crm, …, upstream). */
function k8sResources(kind: string): { requestMiB: number; limitMiB: number } | null {
  const file = kind === 'gateway' || kind === 'upstream' ? `${kind}.yaml` : `subgraph-${kind}.yaml`;
  if (!existsSync(path.join(ROOT, 'deploy/k8s', file))) return null;
  const deployment = parseAllDocuments(readFileSync(path.join(ROOT, 'deploy/k8s', file), 'utf8'))
    .map((d) => d.toJS() as { kind: string; spec: { template: { spec: { containers: { resources: { requests: { memory: string }; limits: { memory: string } } }[] } } } })
    .find((d) => d.kind === 'Deployment')!;
  const { requests, limits } = deployment.spec.template.spec.containers[0]!.resources;
  return { requestMiB: mebibytes(requests.memory), limitMiB: mebibytes(limits.memory) };
}

const mebibytes = (quantity: string) => Number.parseFloat(quantity) * (quantity.endsWith('Gi') ? 1024 : 1);

function percentile(outcomes: Outcome[], p: number): number {
  const ms = outcomes.map((o) => o.ended - o.started).sort((a, b) => a - b);
  return ms[Math.min(ms.length - 1, Math.floor(ms.length * p))] ?? 0;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return;
    await pause(500);
  }
  throw new Error(`not so after ${timeoutMs} ms`);
}

/** How many upstream calls each crm container has made (its own /metrics): a login is one. */
const crmCallCounts = async () => upstreamCallCounts(await Promise.all(['crm-1', 'crm-2'].map((crm) => fleet.urlOf(crm))), METRICS_TOKEN);
