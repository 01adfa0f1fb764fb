import type { Db } from './db';

/** Time spent in one SQL statement (text with runs of whitespace collapsed) since the last reset. */
export interface SqlStatementStats {
  sql: string;
  calls: number;
  totalMs: number;
  maxMs: number;
}

/**
 * A debug aid (UPSTREAM_SQL_TIMING=1, read by main.ts; scripts/upstream-profile.ts turns it on): every
 * statement's time, summed per statement text, served at GET /_metrics/sql and cleared by
 * POST /_metrics/sql/reset. Statements inside a transaction count too. Off by default: the map and
 * the clock calls are not free.
 */
export class SqlTimings {
  private readonly stats = new Map<string, SqlStatementStats>();

  record(sql: string, ms: number): void {
    const key = sql.replace(/\s+/g, ' ').trim();
    const s = this.stats.get(key) ?? { sql: key, calls: 0, totalMs: 0, maxMs: 0 };
    s.calls += 1;
    s.totalMs += ms;
    s.maxMs = Math.max(s.maxMs, ms);
    this.stats.set(key, s);
  }

  /** Statements, the most costly first. */
  snapshot(): SqlStatementStats[] {
    return [...this.stats.values()].sort((a, b) => b.totalMs - a.totalMs);
  }

  reset(): void {
    this.stats.clear();
  }

  /** `db` with every query, exec and transaction statement timed into this. */
  wrap(db: Db): Db {
    const timed = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await run();
      } finally {
        this.record(sql, performance.now() - started);
      }
    };
    const wrapped: Db = {
      query: <T>(sql: string, params?: unknown[]) => timed(sql, () => db.query<T>(sql, params)),
      exec: (sql) => timed(sql, () => db.exec(sql)),
      transaction: (fn) => db.transaction((tx) => fn(this.wrap(tx))),
      close: () => db.close(),
      ...(db.snapshot ? { snapshot: () => db.snapshot!() } : {}),
    };
    return wrapped;
  }
}
