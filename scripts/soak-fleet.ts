/**
 * The fleet side of `npm run soak -- --fleet` (scripts/soak.ts): starts a fleet (fleet/harness.ts:
 * a PostgreSQL server, Redis, HAProxy in front of the gateways and of the crm instances, every
 * service its own process), hands its balancer's address and a sampler of its processes to the soak,
 * and stops it afterwards, also when the soak throws or the script is interrupted.
 *
 * The sampler gives, per process: resident memory (the services' from `fleet.memory()`; HAProxy's
 * and Redis's RSS; the PostgreSQL server's as the PSS summed over the postmaster and its backends,
 * since they share its buffers) and CPU seconds used so far, from /proc. The balancer's log is
 * followed while the soak runs, so the times its checks took a gateway out of rotation (and back)
 * are known.
 */
import { closeSync, cpSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFleet, type Fleet, type FleetOptions } from '../fleet/harness';
import { cpuSeconds, pidListeningOn, rssMb } from './proc-stats';

export interface ProcessSample {
  rssMb: number | null;
  cpuS: number | null;
}

/** Memory and CPU so far of each process of the stack under test, by name. */
export type ProcessSampler = () => Record<string, ProcessSample>;

/** A change of a gateway's state in the balancer (from its log), seen at `at` (ms since the epoch, within 200 ms). */
export interface BalancerEvent {
  at: number;
  /** `gateway-1 DOWN (Layer7 timeout)`, `gateway-1 UP`, `no gateway in rotation`. */
  what: string;
}

/**
 * Starts a fleet, runs `body` against it, stops it. The fleet's logs (LOG_LEVEL=warn) are copied to a
 * kept folder before the stop when `keepLogs` says so (the harness deletes its own folder).
 */
export async function withFleet<T>(
  options: FleetOptions,
  body: (fleet: Fleet, sample: ProcessSampler) => Promise<T>,
  keepLogs?: (result: T) => boolean,
): Promise<{ result: T; balancer: BalancerEvent[] }> {
  const fleet = await startFleet(options);
  const balancer = followBalancer(path.join(fleet.logDir, 'haproxy.log'));
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the fleet`);
    void fleet.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const result = await body(fleet, fleetSampler(fleet));
    if (keepLogs?.(result)) {
      const kept = mkdtempSync(path.join(tmpdir(), 'club-fleet-soak-logs-'));
      cpSync(fleet.logDir, kept, { recursive: true });
      console.log(`\nThe fleet's logs are kept in ${kept}`);
    }
    return { result, balancer: balancer.stop() };
  } finally {
    balancer.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await fleet.stop();
  }
}

/**
 * Follows HAProxy's log (it writes no times of its own in the foreground) every 200 ms from now on:
 * the gateways' servers going down and up, and the moments with none left.
 */
function followBalancer(file: string): { stop: () => BalancerEvent[] } {
  const events: BalancerEvent[] = [];
  let offset = sizeOf(file);
  let rest = '';
  const read = () => {
    const size = sizeOf(file);
    if (size <= offset) return;
    const fd = openSync(file, 'r');
    const buffer = Buffer.alloc(size - offset);
    readSync(fd, buffer, 0, buffer.length, offset);
    closeSync(fd);
    offset = size;
    const lines = (rest + buffer.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const server = /Server gateways\/(\S+) is (UP|DOWN), reason: ([^,]+)/.exec(line);
      if (server) events.push({ at: Date.now(), what: server[2] === 'DOWN' ? `${server[1]} DOWN (${server[3]})` : `${server[1]} UP` });
      else if (/proxy 'gateways' has no server available/.test(line)) events.push({ at: Date.now(), what: 'no gateway in rotation' });
    }
  };
  const timer = setInterval(read, 200);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return events;
    },
  };
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** The sampler of a running fleet's processes (the fleet soak's; the bench's containers section reads it too). */
export function fleetSampler(fleet: Fleet): ProcessSampler {
  // The services' pids: the harness names gateways, crm instances and the upstream; fad, cms and
  // commerce are this process's children running their subgraph's entry.
  const pids = new Map<string, number | null>([...fleet.gateways, ...fleet.crms, fleet.upstream].map((i) => [i.name, i.child?.pid ?? null]));
  const children = childrenOf(process.pid);
  for (const name of Object.keys(fleet.memory())) {
    if (!pids.has(name)) pids.set(name, children.find((pid) => commandLine(pid).includes(`subgraphs/${name}/src/index.ts`)) ?? null);
  }
  const haproxy = pidListeningOn(Number(new URL(fleet.url).port));
  const redis = pidListeningOn(fleet.redis.port);
  const postmaster = pidListeningOn(Number(new URL(fleet.postgres.baseUrl).port));
  return () => {
    const memory = fleet.memory();
    const sample: Record<string, ProcessSample> = {};
    for (const [name, pid] of pids) sample[name] = { rssMb: memory[name] ?? null, cpuS: cpuSeconds(pid) };
    sample.haproxy = { rssMb: rssMb(haproxy), cpuS: cpuSeconds(haproxy) };
    sample.redis = { rssMb: rssMb(redis), cpuS: cpuSeconds(redis) };
    sample['postgres (PSS, all its processes)'] = postgresSample(postmaster);
    return sample;
  };
}

/** The PostgreSQL server: PSS summed over the postmaster and its live children; CPU of all of them, the ended backends' included (the postmaster's reaped children's time). */
function postgresSample(postmaster: number | null): ProcessSample {
  if (postmaster === null) return { rssMb: null, cpuS: null };
  const backends = childrenOf(postmaster);
  const pssKb = [postmaster, ...backends].reduce((sum, pid) => sum + (pss(pid) ?? 0), 0);
  const own = statTicks(postmaster);
  if (own === null) return { rssMb: null, cpuS: null };
  const ticks = own.self + own.reapedChildren + backends.reduce((sum, pid) => sum + (statTicks(pid)?.self ?? 0), 0);
  return { rssMb: Math.round(pssKb / 1024), cpuS: ticks / 100 };
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => statFields(pid)?.[1] === String(parent));
}

/** Fields of /proc/<pid>/stat after the command name (state is the first, ppid the second). */
function statFields(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/** Clock ticks (1/100 s) of a process's own user + system time, and of its reaped children's. */
function statTicks(pid: number): { self: number; reapedChildren: number } | null {
  const f = statFields(pid);
  return f ? { self: Number(f[11]) + Number(f[12]), reapedChildren: Number(f[13]) + Number(f[14]) } : null;
}

function pss(pid: number): number | null {
  try {
    const kb = /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
    return kb ? Number(kb) : null;
  } catch {
    return null;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}
