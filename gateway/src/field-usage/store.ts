import { TABLE_CREATION_LOCKS, type KeysDb } from '../keys/db';

const PREPARE_LOCK_ID = TABLE_CREATION_LOCKS.fieldUsage;

/** One client's use of one coordinate on one day (UTC): how many operations used it, and the last time. */
export interface FieldUsageRow {
  day: string;
  client: string;
  coordinate: string;
  count: number;
  lastSeen: number;
}

/** One client's use of one coordinate over a period. */
export interface CoordinateUse {
  coordinate: string;
  client: string;
  count: number;
  lastSeen: string;
}

/**
 * Field usage in the gateway's own database (keys/db.ts: PGlite under GATEWAY_DATA_DIR or the
 * GATEWAY_DATABASE_URL server), one row per day, client and coordinate: the rows grow with the
 * coordinates clients use, never with traffic, and a day's rows are dropped whole past the retention.
 */
export class FieldUsageStore {
  private prepared: Promise<void> | null = null;

  constructor(private readonly db: KeysDb) {}

  /** Creates the table once per store, under an advisory lock (several gateways may start together on one server). */
  private prepare(): Promise<void> {
    return (this.prepared ??= this.db
      .exec(
        `BEGIN;
        SELECT pg_advisory_xact_lock(${PREPARE_LOCK_ID});
        CREATE TABLE IF NOT EXISTS field_usage (
          day date NOT NULL,
          client text NOT NULL,
          coordinate text NOT NULL,
          count bigint NOT NULL,
          last_seen timestamptz NOT NULL,
          PRIMARY KEY (day, client, coordinate)
        );
        COMMIT;`,
      )
      .catch((err: unknown) => {
        this.prepared = null;
        throw err;
      }));
  }

  /** Adds a batch of counts (one statement: every gateway of a fleet adds to the same rows). */
  async add(rows: readonly FieldUsageRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.prepare();
    await this.db.query(
      `INSERT INTO field_usage (day, client, coordinate, count, last_seen)
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::bigint[], $5::timestamptz[])
       ON CONFLICT (day, client, coordinate) DO UPDATE
       SET count = field_usage.count + EXCLUDED.count, last_seen = greatest(field_usage.last_seen, EXCLUDED.last_seen)`,
      [rows.map((r) => r.day), rows.map((r) => r.client), rows.map((r) => r.coordinate), rows.map((r) => r.count), rows.map((r) => new Date(r.lastSeen).toISOString())],
    );
  }

  /** Drops the days older than `retentionDays` (today counts as one). */
  async prune(retentionDays: number): Promise<void> {
    await this.prepare();
    await this.db.query('DELETE FROM field_usage WHERE day <= current_date - $1::int', [retentionDays]);
  }

  /** Each client's use of each coordinate over the last `days` days (today counts as one). */
  async uses(days: number): Promise<CoordinateUse[]> {
    await this.prepare();
    const rows = await this.db.query<{ coordinate: string; client: string; count: string | number; last_seen: Date | string }>(
      `SELECT coordinate, client, sum(count) AS count, max(last_seen) AS last_seen
       FROM field_usage WHERE day > current_date - $1::int GROUP BY coordinate, client ORDER BY coordinate, client`,
      [days],
    );
    return rows.map((r) => ({ coordinate: r.coordinate, client: r.client, count: Number(r.count), lastSeen: new Date(r.last_seen).toISOString() }));
  }
}
