import { TABLE_CREATION_LOCKS, type KeysDb } from '../keys/db';
import type { UsageRow } from './recorder';

const PREPARE_LOCK_ID = TABLE_CREATION_LOCKS.usage;
/** Whichever gateway flushes prunes, at most once in this long across the fleet (the usage_pruned row is the claim). */
export const PRUNE_EVERY_MS = 60 * 60_000;
/** Rows per INSERT statement (a flush of more keys is written in several, in one transaction). */
const ROWS_PER_INSERT = 500;

/**
 * How the figures of several gateways for the same key become one: each flush appends its own rows
 * (no upsert, no read-modify-write, so gateways never wait on each other's row locks) and the view
 * merges counts, costs and latency sketches at read time (queries.ts). The other reading, a
 * read-modify-write of one row per key in a transaction, would make every flush contend with the other
 * gateways' on the hot minutes.
 */
export const USAGE_MERGE = 'append rows, merge at read' as const;

/** What the view asks for: a time range and the filters the database applies. */
export interface UsageQuery {
  from: number;
  to: number;
  client?: string;
  operation?: string;
  status?: 'ok' | 'error';
}

interface Row {
  minute: Date | string;
  operation_name: string;
  document_hash: string;
  client: string;
  outcome: 'ok' | 'error';
  count: number;
  errors_by_code: Record<string, number> | string;
  samples: Record<string, string[]> | string;
  cost: number | string;
  latency: string;
}

/**
 * Usage rows in the gateway's database (keys/db.ts: PGlite by default, GATEWAY_DATABASE_URL on a
 * server, the one the partner keys live in). The tables are made by the first use (`prepare`), tried
 * again by the next use when that fails (a server down at start).
 */
export class UsageStore {
  private prepared: Promise<unknown> | null = null;

  constructor(
    private readonly db: KeysDb,
    /** Which gateway wrote a row: for whoever reads the table by hand, the view does not need it. */
    private readonly gateway = 'gateway',
  ) {}

  /** Creates the tables if missing, under an advisory lock (several gateways may start together on a new server). */
  static async prepare(db: KeysDb): Promise<KeysDb> {
    await db.exec(`
      BEGIN;
      SELECT pg_advisory_xact_lock(${PREPARE_LOCK_ID});
      CREATE TABLE IF NOT EXISTS usage_minutes (
        minute timestamptz NOT NULL,
        operation_name text NOT NULL,
        document_hash text NOT NULL,
        client text NOT NULL,
        outcome text NOT NULL,
        gateway text NOT NULL,
        count integer NOT NULL,
        errors_by_code jsonb NOT NULL,
        samples jsonb NOT NULL,
        cost double precision NOT NULL,
        latency text NOT NULL
      );
      CREATE INDEX IF NOT EXISTS usage_minutes_minute ON usage_minutes (minute);
      CREATE TABLE IF NOT EXISTS usage_pruned (id integer PRIMARY KEY, pruned_at timestamptz NOT NULL);
      INSERT INTO usage_pruned VALUES (1, 'epoch') ON CONFLICT DO NOTHING;
      COMMIT;`);
    return db;
  }

  private ready(): Promise<unknown> {
    return (this.prepared ??= UsageStore.prepare(this.db).catch((err: unknown) => {
      this.prepared = null;
      throw err;
    }));
  }

  /** Appends a flush's rows. */
  async write(rows: UsageRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.ready();
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const chunk = rows.slice(i, i + ROWS_PER_INSERT);
      const params: unknown[] = [];
      const values = chunk.map((r) => {
        params.push(new Date(r.minute), r.operationName, r.documentHash, r.client, r.outcome, this.gateway, r.count, JSON.stringify(r.errorsByCode), JSON.stringify(r.samples), r.cost, r.latency);
        const n = params.length - 11;
        return `(${Array.from({ length: 11 }, (_, k) => `$${n + k + 1}`).join(', ')})`;
      });
      await this.db.query(
        `INSERT INTO usage_minutes (minute, operation_name, document_hash, client, outcome, gateway, count, errors_by_code, samples, cost, latency) VALUES ${values.join(', ')}`,
        params,
      );
    }
  }

  /** The rows of the range (from inclusive, to exclusive, by minute) that pass the filters. */
  async read(q: UsageQuery): Promise<UsageRow[]> {
    await this.ready();
    const params: unknown[] = [new Date(q.from - (q.from % 60_000)), new Date(q.to)];
    const where = ['minute >= $1', 'minute < $2'];
    if (q.client) where.push(`client = $${params.push(q.client)}`);
    if (q.operation) where.push(`operation_name = $${params.push(q.operation)}`);
    if (q.status) where.push(`outcome = $${params.push(q.status)}`);
    const rows = await this.db.query<Row>(`SELECT * FROM usage_minutes WHERE ${where.join(' AND ')}`, params);
    return rows.map(toUsageRow);
  }

  /**
   * Deletes rows older than `retentionDays`, when no gateway has pruned for PRUNE_EVERY_MS: one
   * statement claims the usage_pruned row (its row lock serialises the gateways) and deletes only if
   * the claim succeeded. Returns how many rows went (null when another gateway pruned recently).
   */
  async prune(retentionDays: number, now = Date.now()): Promise<number | null> {
    await this.ready();
    const [row] = await this.db.query<{ claimed: number | string; deleted: number | string }>(
      `WITH claim AS (
         UPDATE usage_pruned SET pruned_at = $1 WHERE id = 1 AND pruned_at <= $2 RETURNING 1
       ), gone AS (
         DELETE FROM usage_minutes WHERE minute < $3 AND EXISTS (SELECT 1 FROM claim) RETURNING 1
       )
       SELECT (SELECT count(*) FROM claim) AS claimed, (SELECT count(*) FROM gone) AS deleted`,
      [new Date(now), new Date(now - PRUNE_EVERY_MS), new Date(now - retentionDays * 24 * 60 * 60_000)],
    );
    return Number(row?.claimed) > 0 ? Number(row!.deleted) : null;
  }
}

function toUsageRow(r: Row): UsageRow {
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    minute: new Date(r.minute).getTime(),
    operationName: r.operation_name,
    documentHash: r.document_hash,
    client: r.client,
    outcome: r.outcome,
    count: Number(r.count),
    errorsByCode: json(r.errors_by_code),
    samples: json(r.samples),
    cost: Number(r.cost),
    latency: r.latency,
  };
}
