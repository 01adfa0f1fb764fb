import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SharedRedis } from './redis';

/** Where Debian's redis-server is (`apt-get install redis-server`; `.ci/run` installs it). */
export const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: an outage, not a shutdown); `start` brings it back on the same port, empty. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Closes every connection `connect` opened, then stops the server. */
  stop(): Promise<void>;
  /** A connection to it as one instance of a service (`name`), ready; `stop` closes it. */
  connect(name: string): Promise<SharedRedis>;
}

/**
 * A real, throwaway Redis server on a free loopback port, nothing persisted: the shared store the
 * fleet runs on, for tests of what several instances must agree on. Fails with the install hint
 * when Debian's redis-server is missing.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER_BIN)) throw new Error(`${REDIS_SERVER_BIN} is missing: apt-get install -y redis-server (.ci/run installs it)`);
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], { stdio: 'ignore' });
    await waitForPort(port, 10_000, 'redis-server');
  };
  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill(signal);
    });
  };
  await start();
  const url = `redis://127.0.0.1:${port}`;
  const connections: SharedRedis[] = [];
  const connect = async (name: string) => {
    const shared = new SharedRedis(url, { name });
    connections.push(shared);
    if (!(await shared.waitUntilReady())) throw new Error(`Redis at ${url} was not ready for ${name}`);
    return shared;
  };
  const stop = async () => {
    await Promise.all(connections.splice(0).map((c) => c.close()));
    await end('SIGTERM');
  };
  return { url, port, kill: () => end('SIGKILL'), start, stop, connect };
}

async function waitForPort(port: number, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not listen on ${port} within ${timeoutMs} ms`);
}

/** The folder of Debian's PostgreSQL server programs (`apt-get install postgresql`; `.ci/run` installs it), newest version first. */
export function postgresBinDir(): string {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL server programs are missing: apt-get install -y postgresql (.ci/run installs it)');
  return path.join(root, versions[0]!, 'bin');
}

export interface TestPostgres {
  /** Base URL without a database name: append `/club`, `/gateway`, … (created by `createDatabase`). */
  baseUrl: string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Postgres opens its port before it accepts queries: until its startup is done it refuses sessions
 * with 'the database system is starting up' (57P03). Waits for a session that answers `SELECT 1`.
 */
async function waitForQueries(baseUrl: string, timeoutMs: number): Promise<void> {
  const { default: pg } = await import('pg');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`postgres did not accept queries within ${timeoutMs} ms: ${(err as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * A real, throwaway PostgreSQL server on a free loopback port (initdb into a temporary folder,
 * trust authentication on loopback, fsync off: test data only). The server refuses to run as root,
 * so as root (CI) it runs as Debian's `postgres` user.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'club-pg-'));
  // As root, the server's programs run as Debian's `postgres` user (spawned as it, so signals reach the server itself).
  const owner = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {};
  if ('uid' in owner) execFileSync('chown', [`${owner.uid}:${owner.gid}`, dir]);
  execFileSync(path.join(bin, 'initdb'), ['-D', dir, '-U', 'club', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C'], { stdio: 'ignore', ...owner });
  const port = await freePort();
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=200'].flatMap((s) => ['-c', s]);
  const child = spawn(path.join(bin, 'postgres'), ['-D', dir, '-p', String(port), '-k', dir, ...settings], { stdio: 'ignore', ...owner });
  await waitForPort(port, 30_000, 'postgres');
  const baseUrl = `postgres://club@127.0.0.1:${port}`;
  await waitForQueries(baseUrl, 30_000);
  return {
    baseUrl,
    createDatabase: async (name) => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `${baseUrl}/${name}`;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          // SIGINT: Postgres' fast shutdown (disconnects clients, no wait for them to leave).
          child.kill('SIGINT');
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
