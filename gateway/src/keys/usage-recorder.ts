import type { Registry } from 'prom-client';
import { PeriodicWriter, showDropped } from '../observability/periodic-writer';
import type { KeysDb } from './db';
import { addKeyUsage, pruneKeyUsage, type UsageCounts } from './usage-store';

/** How often a gateway writes its counts when KEY_USAGE_FLUSH_MS is not set. */
export const DEFAULT_USAGE_FLUSH_MS = 5000;
/** The most key-days held between two writes: past it (the database down for long, a flood of keys) a request's counts are dropped and counted. */
export const MAX_PENDING_KEY_DAYS = 10_000;

/**
 * Whether keys from PARTNER_API_KEYS (`env:<id>`) are counted too. They are not: their use would open
 * the embedded keys database on a gateway that otherwise never needs it (about 120 MB, keys/db.ts),
 * and they have no row in the keys panel; `GET /api/usage` says so to their holders.
 */
export const COUNT_CONFIGURED_KEYS = false;

/** What one partner request adds to its key's day. */
export interface KeyRequestOutcome {
  costSpent: number;
  throttled: boolean;
  errorCodes: string[];
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Partner keys' use counted in memory on the request path (a map update, nothing awaited) and
 * written by a timer in one batch (usage-store.ts). A failed write drops that batch and counts it,
 * so a down or slow database never holds memory nor a request; retention is pruned once a day.
 */
export class KeyUsageRecorder {
  private pending = new Map<string, UsageCounts>();
  private readonly writer: PeriodicWriter<UsageCounts[]>;
  /** Requests whose counts were not kept (the bound reached, or a failed write). */
  dropped = 0;

  constructor(
    db: KeysDb,
    private readonly options: { flushMs?: number; retentionDays: number; maxPending?: number; now?: () => number },
  ) {
    this.writer = new PeriodicWriter<UsageCounts[]>({
      everyMs: options.flushMs ?? DEFAULT_USAGE_FLUSH_MS,
      take: () => {
        if (this.pending.size === 0) return null;
        const batch = [...this.pending.values()];
        this.pending = new Map();
        return batch;
      },
      write: (batch) => addKeyUsage(db, batch),
      // Dropped and counted, not kept: a down database holds no memory.
      failed: (batch) => (this.dropped += batch.reduce((n, c) => n + c.requests, 0)),
      prune: { everyMs: 24 * 3600_000, run: () => pruneKeyUsage(db, options.retentionDays) },
    });
  }

  record(keyId: string, outcome: KeyRequestOutcome): void {
    if (!COUNT_CONFIGURED_KEYS && keyId.startsWith('env:')) return;
    const now = (this.options.now ?? Date.now)();
    const id = `${keyId}|${dayOf(now)}`;
    let counts = this.pending.get(id);
    if (!counts) {
      if (this.pending.size >= (this.options.maxPending ?? MAX_PENDING_KEY_DAYS)) {
        this.dropped++;
        return;
      }
      counts = { keyId, day: dayOf(now), requests: 0, costSpent: 0, throttled: 0, lastUsedAt: now, errors: new Map() };
      this.pending.set(id, counts);
    }
    counts.requests++;
    counts.costSpent += outcome.costSpent;
    if (outcome.throttled) counts.throttled++;
    counts.lastUsedAt = now;
    for (const code of outcome.errorCodes) counts.errors.set(code, (counts.errors.get(code) ?? 0) + 1);
  }

  /** Writes what is pending (one write at a time: a call during a write gets that write). */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  start(): void {
    this.writer.start();
  }

  /** Stops the timer and writes what is left (a gateway stopping keeps its last counts). */
  stop(): Promise<void> {
    return this.writer.stop();
  }
}

/** Puts the recorder's drops on /metrics (`gateway_key_usage_dropped_total`), read when scraped. */
export function showKeyUsageDrops(registry: Registry, recorder: Pick<KeyUsageRecorder, 'dropped'>): void {
  showDropped(registry, 'gateway_key_usage_dropped_total', 'Partner key requests whose usage counts were dropped (pending bound reached or a failed write to the keys database)', () => recorder.dropped);
}
