import { encodeSketch, newSketch, recordDuration, type LatencySketch } from './sketch';

/** How many sample messages are kept per error code and key (the view shows them beside the code). */
export const SAMPLE_MESSAGES_PER_CODE = 3;
/** A sample message is cut to this many characters. */
const SAMPLE_MESSAGE_CHARS = 300;

/** One answered operation as usage records it. */
export interface UsageEvent {
  /** Epoch milliseconds when it was answered. */
  at: number;
  operationName: string | null;
  /** The document's SHA-256 (Apollo's queryHash); '' where the path does not know it (kept answers). */
  documentHash: string;
  /** `web` (a member), `anonymous` (a visitor), `ops`, `partner:<id>`. */
  client: string;
  durationMs: number;
  cost: number | null;
  errors: { code: string; message: string }[];
}

/** One key's figures: minute × operation name × document hash × client × outcome. */
export interface UsageRow {
  minute: number;
  operationName: string;
  documentHash: string;
  client: string;
  outcome: 'ok' | 'error';
  count: number;
  errorsByCode: Record<string, number>;
  samples: Record<string, string[]>;
  cost: number;
  /** Encoded latency sketch (sketch.ts). */
  latency: string;
}

/** A row while it is counted: the sketch live in memory until it is written. */
interface Pending extends Omit<UsageRow, 'latency'> {
  sketch: LatencySketch | null;
  /** Set when the row came back from a failed write: its sketch is already encoded. */
  encoded: string | null;
}

/**
 * The gateway's usage in memory until the next flush (flusher.ts): per minute × operation × document
 * × client × outcome, the count, errors by code with a few sample messages, the cost spent and a
 * latency sketch. `record` is all a request pays: a map lookup and a histogram increment, never a
 * database call. The buffer holds at most `maxKeys` keys (new ones and rows put back by a failed
 * write); past it a request's record is dropped and counted (`onDrop`), the request is not touched.
 */
export class UsageRecorder {
  private pending = new Map<string, Pending>();
  private restored = 0;

  constructor(private readonly options: { maxKeys: number; onDrop?: (requests: number) => void }) {}

  /** Keys waiting for the next flush. */
  get size(): number {
    return this.pending.size;
  }

  record(event: UsageEvent): void {
    const minute = event.at - (event.at % 60_000);
    const operationName = event.operationName ?? 'anonymous';
    const outcome = event.errors.length > 0 ? 'error' : 'ok';
    const key = `${minute}|${operationName}|${event.documentHash}|${event.client}|${outcome}`;
    let row = this.pending.get(key);
    if (!row) {
      if (this.pending.size >= this.options.maxKeys) return this.options.onDrop?.(1);
      row = { minute, operationName, documentHash: event.documentHash, client: event.client, outcome, count: 0, errorsByCode: {}, samples: {}, cost: 0, sketch: newSketch(), encoded: null };
      this.pending.set(key, row);
    }
    row.count += 1;
    row.cost += event.cost ?? 0;
    // A row made here always has its sketch; only restored rows (their own keys) carry an encoded one.
    recordDuration(row.sketch!, event.durationMs);
    for (const { code, message } of event.errors) {
      row.errorsByCode[code] = (row.errorsByCode[code] ?? 0) + 1;
      const samples = (row.samples[code] ??= []);
      if (samples.length < SAMPLE_MESSAGES_PER_CODE && !samples.includes(message)) samples.push(message.slice(0, SAMPLE_MESSAGE_CHARS));
    }
  }

  /** The rows recorded since the last `take`, the buffer emptied. */
  take(): UsageRow[] {
    const rows = [...this.pending.values()].map(toRow);
    this.pending = new Map();
    return rows;
  }

  /**
   * Puts back rows a failed write could not store, so the next flush tries them again; the ones past
   * the bound are dropped and their requests counted. A row is kept whole (its own key: a key recorded
   * since is flushed beside it, and the view merges both).
   */
  restore(rows: UsageRow[]): void {
    for (const [i, row] of rows.entries()) {
      if (this.pending.size >= this.options.maxKeys) {
        this.options.onDrop?.(rows.slice(i).reduce((n, r) => n + r.count, 0));
        return;
      }
      this.pending.set(`restored|${(this.restored += 1)}`, { ...row, sketch: null, encoded: row.latency });
    }
  }
}

function toRow(p: Pending): UsageRow {
  const { sketch, encoded, ...rest } = p;
  return { ...rest, latency: encoded ?? encodeSketch(sketch!) };
}
