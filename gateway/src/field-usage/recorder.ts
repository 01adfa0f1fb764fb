import type { FieldUsageRow } from './store';

/** Distinct (day, client, coordinate) counts held between two flushes: past it new ones are dropped and counted. */
export const FIELD_USAGE_MAX_PENDING = 20_000;
/** How often the counts go to the database. */
export const FIELD_USAGE_FLUSH_MS = 10_000;
/** How often the days past the retention are dropped (at a flush). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Where the counts go (store.ts; a fake in tests). */
export interface FieldUsageSink {
  add(rows: readonly FieldUsageRow[]): Promise<void>;
  prune(retentionDays: number): Promise<void>;
}

/**
 * Field usage counted in memory per day, client and coordinate, and written in batches by a timer:
 * the request only adds to a map (bounded: a coordinate past the bound is dropped and counted), and
 * never waits for the database, so a slow or down database slows no request; a failed batch is
 * dropped (counted), not retried, so the memory stays bounded through an outage.
 */
export class FieldUsageRecorder {
  private pending = new Map<string, FieldUsageRow>();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = 0;
  /** Counts dropped: past the bound, or in a batch the database refused (`gateway_field_usage_dropped_total`). */
  dropped = 0;

  constructor(
    private readonly sink: FieldUsageSink,
    private readonly options: { retentionDays: number; maxPending?: number; flushMs?: number; onError?: (err: unknown) => void },
  ) {}

  /** One operation of `client` used `coordinates` at `at`. */
  record(client: string, coordinates: readonly string[], at = Date.now()): void {
    const day = new Date(at).toISOString().slice(0, 10);
    const max = this.options.maxPending ?? FIELD_USAGE_MAX_PENDING;
    for (const coordinate of coordinates) {
      const key = `${day}\u0000${client}\u0000${coordinate}`;
      const row = this.pending.get(key);
      if (row) {
        row.count += 1;
        row.lastSeen = Math.max(row.lastSeen, at);
      } else if (this.pending.size < max) {
        this.pending.set(key, { day, client, coordinate, count: 1, lastSeen: at });
      } else {
        this.dropped += 1;
      }
    }
  }

  /** Writes what was counted so far (one flush at a time; a second call waits for the running one). */
  flush(): Promise<void> {
    return (this.flushing ??= this.write().finally(() => (this.flushing = null)));
  }

  private async write(): Promise<void> {
    // Nothing counted, nothing written: an idle gateway never opens its embedded database for this (keys/db.ts).
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.sink.add(rows);
      if (Date.now() - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await this.sink.prune(this.options.retentionDays);
      }
    } catch (err) {
      this.dropped += rows.reduce((sum, r) => sum + r.count, 0);
      this.options.onError?.(err);
    }
  }

  /** Flushes every `flushMs` (the timer keeps no process alive). */
  start(): this {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushMs ?? FIELD_USAGE_FLUSH_MS).unref();
    return this;
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
