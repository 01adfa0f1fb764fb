import { PeriodicWriter } from '../observability/periodic-writer';
import type { FieldUsageRow } from './store';

/** Distinct (day, client, document) tallies held between two flushes: past it new ones are dropped and counted. */
export const FIELD_USAGE_MAX_PENDING = 20_000;
/** How often the counts go to the database. */
export const FIELD_USAGE_FLUSH_MS = 10_000;
/** How often the days past the retention are dropped (at a flush). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the counts go (store.ts; a fake in tests). */
export interface FieldUsageSink {
  add(rows: readonly FieldUsageRow[]): Promise<void>;
  prune(retentionDays: number): Promise<void>;
}

/** How often one document's coordinates were used by one client on one day, until the next flush. */
interface Tally {
  count: number;
  lastSeen: number;
}

/**
 * Field usage counted in memory per day, client and document, and written in batches by a timer as
 * counts per coordinate: the request only bumps one tally (its document's coordinates, the same
 * array for every request of that document: coordinates.ts keeps one per hash), so a kept answer
 * served at thousands per second pays one map look-up, not one per coordinate; the tallies are
 * spread over their coordinates at the flush. Bounded (a new tally past the bound is dropped and
 * counted), never awaited by a request, so a slow or down database slows none; a failed batch is
 * dropped (counted), not retried, so the memory stays bounded through an outage.
 */
export class FieldUsageRecorder {
  /** `day\u0000client` → the tally of each document's coordinates. */
  private pending = new Map<string, Map<readonly string[], Tally>>();
  private tallies = 0;
  private readonly writer: PeriodicWriter<{ pending: Map<string, Map<readonly string[], Tally>>; rows: FieldUsageRow[] }>;
  /** The day of the last `at` seen and its bounds: the ISO day is made once a day, not per request. */
  private day = { name: '', from: 0, to: 0 };
  /** Operations whose counts were dropped: past the bound, or in a batch the database refused (`gateway_field_usage_dropped_total`). */
  dropped = 0;

  constructor(
    sink: FieldUsageSink,
    private readonly options: { retentionDays: number; maxPending?: number; flushMs?: number; onError?: (err: unknown) => void },
  ) {
    this.writer = new PeriodicWriter({
      everyMs: options.flushMs ?? FIELD_USAGE_FLUSH_MS,
      take: () => this.take(),
      write: ({ rows }) => sink.add(rows),
      // Not kept for a retry: the memory stays bounded through an outage.
      failed: ({ pending }, err) => {
        for (const documents of pending.values()) for (const tally of documents.values()) this.dropped += tally.count;
        options.onError?.(err);
      },
      prune: { everyMs: PRUNE_EVERY_MS, run: () => sink.prune(options.retentionDays), failed: options.onError },
    });
  }

  /** One operation of `client` used `coordinates` (its document's, as coordinates.ts keeps them) at `at`. */
  record(client: string, coordinates: readonly string[], at = Date.now()): void {
    const key = `${this.dayOf(at)}\u0000${client}`;
    let documents = this.pending.get(key);
    const tally = documents?.get(coordinates);
    if (tally) {
      tally.count += 1;
      if (at > tally.lastSeen) tally.lastSeen = at;
    } else if (this.tallies < (this.options.maxPending ?? FIELD_USAGE_MAX_PENDING)) {
      if (!documents) this.pending.set(key, (documents = new Map()));
      documents.set(coordinates, { count: 1, lastSeen: at });
      this.tallies += 1;
    } else {
      this.dropped += 1;
    }
  }

  private dayOf(at: number): string {
    if (at < this.day.from || at >= this.day.to) {
      const from = at - (at % DAY_MS);
      this.day = { name: new Date(from).toISOString().slice(0, 10), from, to: from + DAY_MS };
    }
    return this.day.name;
  }

  /** Writes what was counted so far (one write at a time: a call during a write gets that write). */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** Writes every `flushMs`. */
  start(): this {
    this.writer.start();
    return this;
  }

  /** Stops the timer and writes what is left. */
  stop(): Promise<void> {
    return this.writer.stop();
  }

  /** The tallies so far as rows, the buffer emptied; null when nothing was counted (an idle gateway never opens its embedded database for this: keys/db.ts). */
  private take() {
    if (this.tallies === 0) return null;
    const pending = this.pending;
    this.pending = new Map();
    this.tallies = 0;
    return { pending, rows: rowsOf(pending) };
  }
}

/** The tallies as counts per day, client and coordinate (documents sharing a coordinate add up). */
function rowsOf(pending: ReadonlyMap<string, ReadonlyMap<readonly string[], Tally>>): FieldUsageRow[] {
  const rows = new Map<string, FieldUsageRow>();
  for (const [key, documents] of pending) {
    const [day, client] = key.split('\u0000') as [string, string];
    for (const [coordinates, { count, lastSeen }] of documents) {
      for (const coordinate of coordinates) {
        const rowKey = `${key}\u0000${coordinate}`;
        const row = rows.get(rowKey);
        if (row) {
          row.count += count;
          row.lastSeen = Math.max(row.lastSeen, lastSeen);
        } else {
          rows.set(rowKey, { day, client, coordinate, count, lastSeen });
        }
      }
    }
  }
  return [...rows.values()];
}
