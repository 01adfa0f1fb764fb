import type { KeptTrace, KeptTraceSummary } from '@club/wire';
import { TABLE_CREATION_LOCKS, type KeysDb } from '../keys/db';

/** How long a kept trace stays, and how many are kept at most (the oldest go first). */
export const TRACE_RETENTION_MS = 7 * 24 * 60 * 60_000;
export const TRACE_RETENTION_COUNT = 10_000;

const PREPARE_LOCK_ID = TABLE_CREATION_LOCKS.traces;

// The spans as JSON text: never queried inside, and text is stored without jsonb's parse. The gateways
// of a fleet share one server and their first traces are written at about the same time: concurrent
// CREATE TABLE / INDEX IF NOT EXISTS fail on the catalogue's unique index (the batch would be
// dropped), so the creation holds a transaction-scoped advisory lock: one creates, the others find it made.
const TABLE = `
BEGIN;
SELECT pg_advisory_xact_lock(${PREPARE_LOCK_ID});
CREATE TABLE IF NOT EXISTS kept_traces (
  id text PRIMARY KEY,
  operation_name text,
  duration_ms double precision NOT NULL,
  at timestamptz NOT NULL,
  why text NOT NULL,
  request_id text NOT NULL,
  spans text NOT NULL
);
CREATE INDEX IF NOT EXISTS kept_traces_at ON kept_traces (at DESC);
CREATE INDEX IF NOT EXISTS kept_traces_operation_at ON kept_traces (operation_name, at DESC);
COMMIT;
`;

interface Row {
  id: string;
  operation_name: string | null;
  duration_ms: number;
  at: Date | string;
  why: KeptTrace['why'];
  request_id: string;
  spans?: KeptTrace['spans'] | string;
}

const summaryOf = (row: Row): KeptTraceSummary => ({ id: row.id, operationName: row.operation_name, durationMs: Number(row.duration_ms), at: new Date(row.at).toISOString(), why: row.why, requestId: row.request_id });

/** The kept traces in the gateway's database (the partner keys' one, keys/db.ts); the table is made by its first use. */
export class TraceStore {
  private ready: Promise<void> | null = null;

  constructor(private readonly db: KeysDb) {}

  private prepared(): Promise<void> {
    // A failed preparation (database down) is tried again by the next use.
    return (this.ready ??= this.db.exec(TABLE).catch((err: unknown) => {
      this.ready = null;
      throw err;
    }));
  }

  /** One INSERT for the batch. */
  async insert(traces: KeptTrace[]): Promise<void> {
    if (traces.length === 0) return;
    await this.prepared();
    const params: unknown[] = [];
    const rows = traces.map((t) => {
      params.push(t.id, t.operationName, t.durationMs, t.at, t.why, t.requestId, JSON.stringify(t.spans));
      const n = params.length - 7;
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7})`;
    });
    await this.db.query(`INSERT INTO kept_traces (id, operation_name, duration_ms, at, why, request_id, spans) VALUES ${rows.join(', ')} ON CONFLICT (id) DO NOTHING`, params);
  }

  /** The most recent kept traces first, of one operation when named. */
  async list(options: { operationName?: string; limit: number }): Promise<KeptTraceSummary[]> {
    await this.prepared();
    const rows = options.operationName
      ? await this.db.query<Row>('SELECT id, operation_name, duration_ms, at, why, request_id FROM kept_traces WHERE operation_name = $1 ORDER BY at DESC LIMIT $2', [options.operationName, options.limit])
      : await this.db.query<Row>('SELECT id, operation_name, duration_ms, at, why, request_id FROM kept_traces ORDER BY at DESC LIMIT $1', [options.limit]);
    return rows.map(summaryOf);
  }

  async get(id: string): Promise<KeptTrace | null> {
    await this.prepared();
    const [row] = await this.db.query<Row>('SELECT * FROM kept_traces WHERE id = $1', [id]);
    if (!row) return null;
    return { ...summaryOf(row), spans: typeof row.spans === 'string' ? JSON.parse(row.spans) : (row.spans ?? []) };
  }

  /** Drops the traces past the retention: older than `maxAgeMs`, or beyond the `maxCount` most recent. */
  async prune(now = Date.now(), maxAgeMs = TRACE_RETENTION_MS, maxCount = TRACE_RETENTION_COUNT): Promise<void> {
    await this.prepared();
    await this.db.query('DELETE FROM kept_traces WHERE at < $1', [new Date(now - maxAgeMs).toISOString()]);
    await this.db.query('DELETE FROM kept_traces WHERE id IN (SELECT id FROM kept_traces ORDER BY at DESC OFFSET $1)', [maxCount]);
  }
}
