import type { Logger } from 'pino';
import type { UsageRecorder } from './recorder';
import { PRUNE_EVERY_MS, type UsageStore } from './store';

export interface UsageFlusherOptions {
  recorder: UsageRecorder;
  store: UsageStore;
  /** How often the buffer is written (USAGE_FLUSH_SECONDS). */
  everyMs: number;
  /** How long rows are kept (USAGE_RETENTION_DAYS). */
  retentionDays: number;
  logger?: Logger;
}

/**
 * Writes the recorder's buffer to the store on a timer, off the request path: one batched write per
 * flush, never two at once. A failed write (the database down or full) puts the rows back in the
 * recorder's bounded buffer for the next flush. After a write, this gateway prunes the rows past the
 * retention when no gateway of the fleet has in the last hour (store.ts `prune`): no separate job.
 */
export class UsageFlusher {
  private readonly timer: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private nextPruneAt = 0;

  constructor(private readonly options: UsageFlusherOptions) {
    this.timer = setInterval(() => void this.flush(), options.everyMs);
    // The timer never keeps a stopping process alive.
    this.timer.unref();
  }

  /** One flush (the one running, if any). Never rejects. */
  flush(): Promise<void> {
    return (this.running ??= this.writeAndPrune().finally(() => (this.running = null)));
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.flush();
  }

  private async writeAndPrune(): Promise<void> {
    const { recorder, store, logger } = this.options;
    const rows = recorder.take();
    if (rows.length === 0) return;
    try {
      await store.write(rows);
    } catch (err) {
      recorder.restore(rows);
      logger?.warn({ err, rows: rows.length }, 'usage not written, kept for the next flush');
      return;
    }
    if (Date.now() < this.nextPruneAt) return;
    this.nextPruneAt = Date.now() + PRUNE_EVERY_MS;
    await store.prune(this.options.retentionDays).catch((err: unknown) => logger?.warn({ err }, 'usage not pruned'));
  }
}
