import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { helperProcessArgs } from '@club/observability';

/** The gateway's own small database (partner keys): parameterised SQL returning rows. */
export interface KeysDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The advisory lock each store's table creation holds in the gateway's database (several gateways
 * may create the same tables at once on a new server: one creates, the others wait and find them
 * made). One number per store, all here, so no two purposes share one.
 */
export const TABLE_CREATION_LOCKS = { keys: 4_210_001, usage: 4_210_041, traces: 4_210_042, fieldUsage: 4_210_043 } as const;

/** The embedded keys database's folder in the gateway's data folder. */
const keysFolderOf = (dataDir: string) => path.resolve(dataDir, 'keys');

/**
 * The embedded keys database's settings. A table of a few rows needs none of Postgres's default 128MB
 * buffer pool, which stays in the gateway's memory once touched (WebAssembly memory never shrinks):
 * a PGlite with it took 316-328 MB of RSS, with 2MB about 165 MB (an existing folder, bare Node).
 */
const KEYS_PGLITE_CONF = ['shared_buffers = 2MB'];

/**
 * A Postgres server when `databaseUrl` is given (`GATEWAY_DATABASE_URL`), otherwise an embedded PGlite
 * in `<dataDir>/keys` (or in memory for `memory://`). An embedded database is one process's: the
 * gateway's, or the keys CLI's while the gateway is stopped.
 */
export async function openKeysDb(options: { databaseUrl?: string; dataDir: string }): Promise<KeysDb> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    // Bounded waits: a partner's request looks its key up here, so a Postgres outage must fail it fast, never hang it.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4, connectionTimeoutMillis: 3000, query_timeout: 5000 });
    // An idle connection the server drops (a restart, a failover) is an 'error' event: without a listener it would end the process.
    pool.on('error', () => undefined);
    return {
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
      exec: async (sql) => void (await pool.query(sql)),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let dir = 'memory://';
  if (options.dataDir !== 'memory://') {
    dir = keysFolderOf(options.dataDir);
    mkdirSync(dir, { recursive: true });
  }
  const db = new PGlite(dir, { postgresqlconf: KEYS_PGLITE_CONF });
  await db.waitReady;
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params as never[])).rows,
    exec: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
  };
}

/**
 * The keys database as the gateway holds it, `prepare` (the table) run on every opening.
 *
 * An embedded database in memory (tests) is opened now. A Postgres server is opened by its first use
 * (so the gateway starts while the server is down). An embedded database in a data folder is opened by its first use (a stored partner key, the keys panel), so a gateway
 * serving only visitors and members does not carry its memory (about 120 MB of RSS); when the
 * folder is new it is prepared now, in a child process (prepare-folder.ts: initdb and the table), so
 * that first use waits for the opening of an existing folder (about 0.3 s), not for initdb (2 s, past
 * 10 s on a busy machine), and initdb's memory is not left in the gateway.
 */
export async function openKeysDbForGateway(
  options: { databaseUrl?: string; dataDir: string },
  prepare: (db: KeysDb) => Promise<KeysDb>,
): Promise<KeysDb> {
  const open = async () => prepare(await openKeysDb(options));
  if (options.dataDir === 'memory://' && !options.databaseUrl) return open();
  // A Postgres server is opened (and its table prepared) by the first use too, so a gateway starts
  // and serves members and visitors while that server is down; a failed opening is tried again by
  // the next use ('Where state lives').
  if (options.databaseUrl) return openedOnFirstUse(open);
  if (!existsSync(path.join(keysFolderOf(options.dataDir), 'PG_VERSION'))) await prepareFolderApart(options.dataDir);
  return openedOnFirstUse(open);
}

/**
 * Runs prepare-folder in a child process (its memory goes with it): the compiled prepare-folder.js
 * beside a compiled gateway, else prepare-folder.ts through tsx. Rejects with its output if it fails.
 */
async function prepareFolderApart(dataDir: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [...helperProcessArgs(import.meta.url, 'prepare-folder'), dataDir], { timeout: 120_000 }, (err, _stdout, stderr) =>
      err ? reject(new Error(`preparing the keys database in ${dataDir} failed: ${stderr || err.message}`)) : resolve(),
    );
  });
}

/**
 * A keys database opened on its first use. The embedded PGlite costs a few hundred MB of memory
 * (its WebAssembly heap, plus initdb's on a new database): visitors and members never need it, so a
 * gateway that serves no stored partner key and no keys panel never opens it. Concurrent first
 * uses share one opening; a failed opening is tried again by the next use.
 */
export function openedOnFirstUse(open: () => Promise<KeysDb>): KeysDb & { readonly isOpen: boolean } {
  let opening: Promise<KeysDb> | null = null;
  const db = () =>
    (opening ??= open().catch((err: unknown) => {
      opening = null;
      throw err;
    }));
  return {
    get isOpen() {
      return opening !== null;
    },
    query: async (sql, params) => (await db()).query(sql, params),
    exec: async (sql) => (await db()).exec(sql),
    close: async () => {
      if (opening) await (await opening.catch(() => null))?.close();
    },
  };
}
