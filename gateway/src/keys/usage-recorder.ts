import { Counter, type Registry } from 'prom-client';
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
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private lastPrune = 0;
  /** Requests whose counts were not kept (the bound reached, or a failed write). */
  dropped = 0;

  constructor(
    private readonly db: KeysDb,
    private readonly options: { flushMs?: number; retentionDays: number; maxPending?: number; now?: () => number },
  ) {}

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

  /** Writes what is pending (one write at a time; a second call waits for the running one). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = (async () => {
      try {
        await addKeyUsage(this.db, batch);
        const now = (this.options.now ?? Date.now)();
        if (now - this.lastPrune > 24 * 3600_000) {
          this.lastPrune = now;
          await pruneKeyUsage(this.db, this.options.retentionDays);
        }
      } catch {
        this.dropped += batch.reduce((n, c) => n + c.requests, 0);
      }
    })();
    await this.flushing;
    this.flushing = null;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushMs ?? DEFAULT_USAGE_FLUSH_MS);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (a gateway stopping keeps its last counts). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}

/** Puts the recorder's drops on /metrics (`gateway_key_usage_dropped_total`), read when scraped. */
export function showKeyUsageDrops(registry: Registry, recorder: Pick<KeyUsageRecorder, 'dropped'>): void {
  new Counter({
    name: 'gateway_key_usage_dropped_total',
    help: 'Partner key requests whose usage counts were dropped (pending bound reached or a failed write to the keys database)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(recorder.dropped);
    },
  });
}
