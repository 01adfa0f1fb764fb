/**
 * Section `containers` of `npm run bench` (issue 42, 'In containers'): the soak of `npm run
 * test:deploy` (deploy/containers/soak.ts: eight clients through HAProxy, two in three a signed-in
 * premium member, asking the viewer, the navigation and the latest contents) for BENCH_SOAK_SECONDS
 * (20) against the compose fleet (deploy/compose.yaml: the image built from deploy/Dockerfile, two of
 * each gateway and subgraph), then, with the containers down, the same soak against the process fleet
 * (fleet/harness.ts), in one run. Prints one table, each side's memory and CPU mid-soak, the soak's
 * target on each side (0 errors, p99 < 500 ms) and containers ÷ processes as information.
 *
 * The docker daemon is started as `npm run test:deploy` starts it (deploy/containers/harness.ts,
 * deploy/containers/setup.sh) and stopped again only if this section started it; the compose project
 * goes down on failure and on Ctrl-C. Without docker, or when its daemon, the image or the compose
 * fleet fails, the containers are 'not measured' with the reason (NOT MET), and the processes are
 * measured all the same.
 */
import { existsSync } from 'node:fs';
import { buildPortalImage, docker, DOCKER, PORTAL_IMAGE, prepareDocker, removeContainerFleet, startContainerFleet, type ContainerFleet } from '../deploy/containers/harness';
import { soak } from '../deploy/containers/soak';
import { startFleet, type Fleet } from '../fleet/harness';
import { row, stopOnInterrupt } from './bench-kit';
import { containersOverProcesses, printVerdicts, sideSoakVerdict, type SideSoak } from './bench-targets';
import { loadAverage } from './proc-stats';
import { fleetSampler } from './soak-fleet';

/** The measured length of each side's soak (after the soak's own 2 s warm-up). */
export const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 20);

/** Memory (MiB) and CPU (% of one core) of each container or process, read once mid-soak. */
type Usage = Record<string, { memMiB: number | null; cpuPercent: number | null }>;

interface Side {
  where: 'containers' | 'processes';
  soak: SideSoak;
  usage: Usage | null;
  /** How the side was brought up (image build, start), for the reader of the figures. */
  setup: string;
  /** The load average when its soak ended. */
  loadAverage: string;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * One line for the verdict: compose's and setup.sh's messages carry progress lines and whole logs,
 * so the first line that says what went wrong (else the first); the whole message goes to stderr.
 */
export function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (message.includes('\n')) console.error(`containers section, the whole error:\n${message.slice(0, 6000)}`);
  const lines = message.split('\n').map((l) => l.trim()).filter(Boolean);
  const telling = lines.slice(1).find((l) => /error|unhealthy|failed|denied|no such|cannot|timeout/i.test(l));
  return (telling ? `${lines[0]!.replace(/ failed:.*$/, ' failed')}: ${telling}` : lines[0] ?? message).slice(0, 400);
}

/**
 * Runs the soak at `url` and reads `usage` once while it serves the most (at 70 % of the measured
 * time, as the deploy suite reads `docker stats`).
 */
async function soakWithUsage(url: string, seconds: number, usage: () => Promise<Usage>): Promise<{ result: SideSoak; usage: Usage | null }> {
  const soaking = soak(url, seconds * 1000);
  // The soak signs in and warms up for 2 s before it measures.
  const mid = pause(2000 + seconds * 700).then(() => usage().catch(() => null));
  const result = await soaking;
  return { result, usage: await mid };
}

async function soakInContainers(seconds: number): Promise<Side> {
  const notMeasured = (reason: string, setup = ''): Side => ({ where: 'containers', soak: { notMeasured: reason }, usage: null, setup, loadAverage: loadAverage() });
  if (!existsSync(DOCKER)) return notMeasured(`docker is not installed (${DOCKER} missing; deploy/containers/setup.sh install)`);
  let stopDocker: (() => void) | null = null;
  let fleet: ContainerFleet | null = null;
  let starting = false;
  const takeDown = async () => {
    if (fleet) await fleet.down();
    else if (starting) await removeContainerFleet();
    fleet = null;
    starting = false;
    stopDocker?.();
    stopDocker = null;
  };
  const unregister = stopOnInterrupt(takeDown);
  let setup = '';
  try {
    try {
      stopDocker = prepareDocker();
    } catch (err) {
      return notMeasured(`the docker daemon or its base images could not be had: ${reasonOf(err)}`);
    }
    const earlier = await docker(['image', 'inspect', PORTAL_IMAGE]).then(
      () => 'an earlier image on this machine: its cached layers reused',
      () => 'no earlier image on this machine',
    );
    setup = `image built in ${(await buildPortalImage()).toFixed(0)} s (${earlier})`;
    const started = Date.now();
    starting = true;
    fleet = await startContainerFleet();
    setup += `, fleet up and ready in ${((Date.now() - started) / 1000).toFixed(0)} s`;
    const { result, usage } = await soakWithUsage(fleet.url, seconds, fleet.usage);
    return { where: 'containers', soak: result, usage, setup, loadAverage: loadAverage() };
  } catch (err) {
    return notMeasured(reasonOf(err), setup);
  } finally {
    await takeDown();
    unregister();
  }
}

async function soakAgainstProcesses(seconds: number): Promise<Side> {
  let fleet: Fleet | null = null;
  const unregister = stopOnInterrupt(async () => fleet?.stop());
  try {
    const started = Date.now();
    fleet = await startFleet();
    const setup = `fleet up and ready in ${((Date.now() - started) / 1000).toFixed(0)} s`;
    const sample = fleetSampler(fleet);
    // CPU over one second, as `docker stats` reads it for the containers; memory at its end.
    const usage = async (): Promise<Usage> => {
      const [before, t0] = [sample(), Date.now()];
      await pause(1000);
      const [after, t1] = [sample(), Date.now()];
      const cpu = (name: string) => {
        const [a, b] = [before[name]?.cpuS, after[name]?.cpuS];
        return a == null || b == null ? null : Math.round(((b - a) / ((t1 - t0) / 1000)) * 100);
      };
      return Object.fromEntries(Object.entries(after).map(([name, s]) => [name, { memMiB: s.rssMb === null ? null : Math.round(s.rssMb), cpuPercent: cpu(name) }]));
    };
    const { result, usage: mid } = await soakWithUsage(fleet.url, seconds, usage);
    return { where: 'processes', soak: result, usage: mid, setup, loadAverage: loadAverage() };
  } catch (err) {
    return { where: 'processes', soak: { notMeasured: reasonOf(err) }, usage: null, setup: '', loadAverage: loadAverage() };
  } finally {
    await fleet?.stop();
    unregister();
  }
}

const WHERE = {
  containers: 'soak through HAProxy in containers (deploy/compose.yaml)',
  processes: 'soak through HAProxy against processes (fleet/harness.ts)',
} as const;

function printSides(sides: Side[], seconds: number): void {
  console.log(`\n## In containers beside processes: the same soak through HAProxy, ${seconds} s each (deploy/containers/soak.ts)\n`);
  console.log('| where | req/s | p50 ms | p99 ms | failed | requests | load average at its end |');
  console.log('|---|---|---|---|---|---|---|');
  for (const side of sides) {
    const s = side.soak;
    if ('notMeasured' in s) console.log(row([side.where, 'not measured', '', '', '', '', side.loadAverage]));
    else console.log(row([side.where, s.reqPerSec, s.p50ms, s.p99ms, s.failed, s.requests, side.loadAverage]));
  }
  console.log('');
  for (const side of sides) {
    if ('notMeasured' in side.soak) console.log(`${side.where}: not measured: ${side.soak.notMeasured}`);
    if (side.setup) console.log(`${side.where}: ${side.setup}`);
    if (side.usage) {
      const each = Object.entries(side.usage)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, u]) => `${name} ${u.memMiB ?? '?'} / ${u.cpuPercent === null ? '?' : Math.round(u.cpuPercent)}`);
      const memory = side.where === 'containers' ? 'memory MiB (docker stats: the cgroup\'s, page cache included)' : 'RSS MB (postgres: PSS of all its processes)';
      console.log(`${side.where} mid-soak, ${memory} / CPU % of a core: ${each.join(', ')}`);
    }
  }
}

/** The section: containers first, then (the containers down) the processes; the table and the verdicts. */
export async function containersBesideProcesses(seconds = SOAK_SECONDS): Promise<void> {
  console.log(`\nIn containers beside processes: load average at start ${loadAverage()}`);
  const containers = await soakInContainers(seconds);
  const processes = await soakAgainstProcesses(seconds);
  printSides([containers, processes], seconds);
  printVerdicts([sideSoakVerdict(WHERE.containers, containers.soak), sideSoakVerdict(WHERE.processes, processes.soak)], 'Against the targets (in containers, this run)');
  console.log(`- information (no target): containers ÷ processes: ${containersOverProcesses(containers.soak, processes.soak)}`);
}
