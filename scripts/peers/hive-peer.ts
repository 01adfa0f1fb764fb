/**
 * Starts Hive Gateway as a child process for the bench's peer comparison: its own CLI
 * (`hive-gateway supergraph …`, one process, no fork) with scripts/peers/hive.config.ts, under
 * `node --import tsx` because the config and @club/subgraph-kit are TypeScript.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM module without types
import { ROOT, stopChildren } from '../stack.mjs';

const HIVE_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('@graphql-hive/gateway/package.json')), 'dist/bin.js');
const CONFIG = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hive.config.ts');

export type Planner = 'js' | 'rust';

export interface HivePeer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * The repository's supergraph with each subgraph's URL pointed at this stack's port (the file names
 * the default ports; our gateway gets the same through SUBGRAPH_*_URL).
 */
export function supergraphFor(ports: Record<string, number>, file: string): string {
  const sdl = readFileSync(path.join(ROOT as string, 'supergraph.graphql'), 'utf8').replace(
    /@join__graph\(name: "(\w+)", url: "[^"]*"\)/g,
    (whole, name: string) => (ports[name] ? `@join__graph(name: "${name}", url: "http://127.0.0.1:${ports[name]}/graphql")` : whole),
  );
  writeFileSync(file, sdl);
  return file;
}

/** Resolves once the peer answers its readiness check; rejects with the end of its output if it exits or does not get ready. */
export async function startHivePeer(options: {
  planner: Planner;
  port: number;
  supergraphPath: string;
  signingSecret: string;
  /** Hive's response cache lifetime (hive.config.ts), null to leave the cache off. */
  responseCacheTtlMs: number | null;
  /** More of hive.config.ts's settings (e.g. HIVE_OTEL_ENDPOINT for its OpenTelemetry). */
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<HivePeer> {
  const responseCache = options.responseCacheTtlMs === null ? { HIVE_RESPONSE_CACHE: 'off' } : { HIVE_RESPONSE_CACHE: 'on', HIVE_RESPONSE_CACHE_TTL_MS: String(options.responseCacheTtlMs) };
  const child = spawn(process.execPath, ['--import', 'tsx', HIVE_BIN, 'supergraph', options.supergraphPath, '--host', '127.0.0.1', '--port', String(options.port), '-c', CONFIG], {
    cwd: ROOT as string,
    // Production like our gateway; FORK=1 whatever the environment says (our gateway is one process too).
    env: { ...process.env, NODE_ENV: 'production', FORK: '1', HIVE_PLANNER: options.planner, VIEWER_SIGNING_SECRET: options.signingSecret, ...responseCache, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the end of its output is kept: why it failed, if it does.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-3000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = () => stopChildren([child], 5000) as Promise<void>;
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(output)}`);
    try {
      if ((await fetch(`${url}/readiness`, { signal: AbortSignal.timeout(1000) })).ok) return { url, child, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`not ready after ${options.timeoutMs ?? 60_000} ms:\n${tail(output)}`);
}

// Without colour codes, the last lines only.
const tail = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')
    .slice(-12)
    .map((l) => `    ${l}`)
    .join('\n');
