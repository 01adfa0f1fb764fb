import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** The gateway's own small database (partner keys): parameterised SQL returning rows. */
export interface KeysDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** The data folder's default (`GATEWAY_DATA_DIR`); `memory://` keeps the database in memory (tests). */
export const DEFAULT_GATEWAY_DATA_DIR = '.data/gateway';

/**
 * A Postgres server when `databaseUrl` is given (`GATEWAY_DATABASE_URL`), otherwise an embedded PGlite
 * in `<dataDir>/keys` (or in memory for `memory://`). An embedded database is one process's: the
 * gateway's, or the keys CLI's while the gateway is stopped.
 */
export async function openKeysDb(options: { databaseUrl?: string; dataDir: string }): Promise<KeysDb> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
    return {
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
      exec: async (sql) => void (await pool.query(sql)),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let dir = 'memory://';
  if (options.dataDir !== 'memory://') {
    dir = path.resolve(options.dataDir, 'keys');
    mkdirSync(dir, { recursive: true });
  }
  const db = new PGlite(dir);
  await db.waitReady;
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params as never[])).rows,
    exec: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
  };
}
