import { Counter, type Registry } from 'prom-client';

export interface PeriodicWriterOptions<Batch> {
  /** How often the pending counts are written. */
  everyMs: number;
  /** Takes what is pending (the recorder's buffer, which it empties), or null when nothing is. */
  take: () => Batch | null;
  /** Writes one batch to the gateway's database. */
  write: (batch: Batch) => Promise<void>;
  /** The write failed: the recorder drops the batch (and counts it) or keeps it for the next write. */
  failed: (batch: Batch, err: unknown) => void;
  /** After a successful write, the rows past the retention are dropped, at most once per `everyMs`. */
  prune?: { everyMs: number; run: () => Promise<void>; failed?: (err: unknown) => void };
}

/**
 * How the gateway's recorders (usage/, field-usage/, keys/usage-recorder.ts) write what they count:
 * the request only adds to the recorder's bounded buffer in memory, and this timer takes the buffer
 * and writes it in one batch, one write at a time, off the request path, so a slow or down database
 * never holds a request. After a write it prunes past the retention (no separate job); stopping
 * writes what is left. Each recorder keeps its own buffer shape and says what a failed write costs.
 */
export class PeriodicWriter<Batch> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** The write that follows the running one, shared by every caller that asked meanwhile. */
  private queued: Promise<void> | null = null;
  private nextPruneAt = 0;

  constructor(private readonly options: PeriodicWriterOptions<Batch>) {}

  /** Writes every `everyMs` (the timer never keeps a stopping process alive). */
  start(): this {
    this.timer ??= setInterval(() => void this.flush(), this.options.everyMs);
    this.timer.unref();
    return this;
  }

  /**
   * Writes what is pending now: once the running write (if any) is done, so that what was counted
   * before the call is in the database when it resolves (the operations view and `GET /api/usage`
   * read their own gateway's latest counts). Calls meanwhile share that one next write. Never rejects.
   */
  flush(): Promise<void> {
    if (!this.running) return this.run();
    return (this.queued ??= this.running.then(() => {
      this.queued = null;
      return this.run();
    }));
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private run(): Promise<void> {
    const running = this.writeAndPrune().finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }

  private async writeAndPrune(): Promise<void> {
    const batch = this.options.take();
    if (batch === null) return;
    try {
      await this.options.write(batch);
    } catch (err) {
      this.options.failed(batch, err);
      return;
    }
    const prune = this.options.prune;
    if (!prune || Date.now() < this.nextPruneAt) return;
    this.nextPruneAt = Date.now() + prune.everyMs;
    await prune.run().catch((err: unknown) => prune.failed?.(err));
  }
}

/** A recorder's drops on /metrics, read when scraped (the recorder keeps the count). */
export function showDropped(registry: Registry, name: string, help: string, dropped: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(dropped());
    },
  });
}
