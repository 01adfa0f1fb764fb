import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CLUB_TIME_ZONE } from '@club/wire';

/**
 * The one database interface the upstream code uses: parameterised SQL returning rows.
 * Both PGlite (embedded, default) and node-postgres (DATABASE_URL) satisfy it, so every
 * family module is written once for both.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A gzipped copy of the whole database (embedded PGlite only), to start other instances from. */
  snapshot?(): Promise<Blob>;
}

/**
 * The embedded PGlite's buffer pool (`UPSTREAM_PG_SHARED_BUFFERS`). Postgres's default, 128MB, stays
 * in the process once touched (WebAssembly memory never shrinks): the upstream's RSS after the
 * profile's calls was 484-723 MB with it, 359-368 MB with 16MB, 332-362 MB with 4MB, at the same CPU
 * per page (scripts/upstream-profile.ts; the demo database is 68 MB, and pages outside the pool come
 * from the OS file cache).
 */
export const DEFAULT_PG_SHARED_BUFFERS = '16MB';

/**
 * Connections of the pool to a Postgres server (`UPSTREAM_PG_POOL_MAX`). On the project's 2-core
 * machine the server's backends and the upstream's own event loop share the cores: more connections
 * than queries that can usefully run at once only queue inside the server instead of the pool.
 */
export const DEFAULT_PG_POOL_MAX = 10;

export async function openDb(options: { databaseUrl?: string; dataDir?: string; fromSnapshot?: Blob; sharedBuffers?: string; poolMax?: number }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? DEFAULT_PG_POOL_MAX);
  return openPglite(options.dataDir, options.fromSnapshot, options.sharedBuffers ?? DEFAULT_PG_SHARED_BUFFERS);
}

async function openPglite(dataDir: string | undefined, fromSnapshot: Blob | undefined, sharedBuffers: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the trigram index behind the CMS text search ('contains', migration 315).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let dir: string | undefined;
  if (dataDir && dataDir !== 'memory://') {
    dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
  }
  const pg = new PGlite(dir ?? 'memory://', {
    extensions: { pg_trgm },
    // The sessions run in the club's time zone, so SQL's current_date is the day the seed, the trial and
    // purchase dates and the portal reckon in (@club/wire club-day.ts).
    postgresqlconf: [`shared_buffers = ${sharedBuffers}`, `timezone = '${CLUB_TIME_ZONE}'`],
    ...(fromSnapshot ? { loadDataDir: fromSnapshot } : {}),
  });
  await pg.waitReady;
  type Queryable = Pick<typeof pg, 'query' | 'exec'>;
  const wrap = (q: Queryable): Db => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params as never[]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  });
  return { ...wrap(pg), snapshot: () => pg.dumpDataDir('gzip') };
}

async function openPostgres(url: string, poolMax: number): Promise<Db> {
  const { default: pgLib } = await import('pg');
  // Sessions in the club's time zone, as PGlite's above.
  const pool = new pgLib.Pool({ connectionString: url, max: poolMax, options: `-c TimeZone=${CLUB_TIME_ZONE}`, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (a restart, a failover) is an 'error' event: without a listener it would end the process.
  pool.on('error', () => undefined);
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Db = {
        query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
        exec: async (sql: string) => void (await client.query(sql)),
        transaction: (inner) => inner(tx),
        close: async () => undefined,
      };
      try {
        await client.query('BEGIN');
        const out = await fn(tx);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}

/** Inserts many rows in chunks with one multi-row INSERT per chunk (seeding speed). */
export async function insertMany(db: Db, table: string, columns: string[], rows: unknown[][], chunk = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    const slice = rows.slice(i, i + chunk);
    const params: unknown[] = [];
    const tuples = slice.map((row) => {
      const ph = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${ph.join(',')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${tuples.join(',')}`, params);
  }
}
