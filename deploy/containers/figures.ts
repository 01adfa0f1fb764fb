import type { SoakResult } from './soak';

/** What `npm run test:deploy` measures, printed at its end (docs/operations.md 'Deploy' quotes a run). */
export const figures: {
  build?: { seconds: number; cached: boolean };
  imageMiB?: number;
  readySeconds?: Record<string, number>;
  usage?: Record<string, { memMiB: number; cpuPercent: number }>;
  usageSoak?: Record<string, { memMiB: number; cpuPercent: number }>;
  rollingRestart?: { seconds: number; requests: number; perService: Record<string, number> };
  kill?: { failed: number; served: number };
  redisOutage?: { requests: number; p99ms: number };
  soakContainers?: SoakResult;
  soakProcesses?: SoakResult;
} = {};

export function printFigures(): void {
  const lines = ['', '== deploy figures (deploy/containers)'];
  if (figures.build) lines.push(`image build: ${figures.build.seconds.toFixed(0)} s (${figures.build.cached ? 'an earlier image on this machine: cached layers reused' : 'no earlier image on this machine'})`);
  if (figures.imageMiB) lines.push(`image size: ${figures.imageMiB} MiB`);
  if (figures.readySeconds) lines.push(`container start → ready (s): ${Object.entries(figures.readySeconds).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  const usage = (name: string, u?: Record<string, { memMiB: number; cpuPercent: number }>) =>
    u && lines.push(`${name}, memory MiB / CPU % of a core: ${Object.entries(u).map(([k, v]) => `${k} ${v.memMiB} / ${v.cpuPercent}`).join(', ')}`);
  usage('during the rolling restart', figures.usage);
  usage('during the soak', figures.usageSoak);
  if (figures.rollingRestart) lines.push(`rolling restart: ${figures.rollingRestart.seconds.toFixed(0)} s, ${figures.rollingRestart.requests} requests, 0 failed`);
  if (figures.kill) lines.push(`docker kill (crm-1, gateway-2): ${figures.kill.failed} of ${figures.kill.served} requests failed`);
  if (figures.redisOutage) lines.push(`Redis stopped 30 s: ${figures.redisOutage.requests} requests, p99 ${figures.redisOutage.p99ms} ms, 0 failed`);
  const soak = (name: string, r?: SoakResult) => r && lines.push(`soak ${name}: ${r.reqPerSec} req/s, p50 ${r.p50ms} ms, p99 ${r.p99ms} ms, ${r.failed} failed of ${r.requests}`);
  soak('through HAProxy in containers', figures.soakContainers);
  soak('through HAProxy against processes (fleet/harness.ts)', figures.soakProcesses);
  // Figures are the point of this output: stdout, read in the CI log.
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
