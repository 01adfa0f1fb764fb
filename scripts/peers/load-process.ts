/**
 * The benches' load clients in processes of their own (load-client.mjs: autocannon; ttfb-client.mjs:
 * time to first byte), so that neither the measured server's figure nor a bare server's is capped by
 * the bench's own process. Shared by the physical-limit and server-rendered pages sections.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds } from '../proc-stats';

const PEERS = path.dirname(fileURLToPath(import.meta.url));

/** Runs one of scripts/peers' clients with its JSON input; resolves with the JSON line it prints last. */
export function runPeerClient<T>(script: string, input: object): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(PEERS, script), JSON.stringify(input)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout.trim().split('\n').pop()!) as T) : reject(new Error(`${script} exited ${code}: ${stderr.slice(-300)}`))));
  });
}

export interface LoadFigures {
  requests: number;
  reqPerS: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The server process's CPU per request over the run, ms (null when its process is not known). */
  cpuMsPerRequest: number | null;
}

/** One autocannon run (load-client.mjs) against `request.url`, the server `pid`'s CPU read around it. */
export async function loadFromOwnProcess(
  request: { url: string; method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string; connections: number; seconds: number },
  pid: number | null,
): Promise<LoadFigures> {
  const cpuBefore = cpuSeconds(pid);
  const figures = await runPeerClient<Omit<LoadFigures, 'cpuMsPerRequest'>>('load-client.mjs', request);
  const cpuAfter = cpuSeconds(pid);
  const cpuMsPerRequest = cpuBefore !== null && cpuAfter !== null && figures.requests > 0 ? ((cpuAfter - cpuBefore) * 1000) / figures.requests : null;
  return { ...figures, cpuMsPerRequest };
}
