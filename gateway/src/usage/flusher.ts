import type { Logger } from 'pino';
import { PeriodicWriter } from '../observability/periodic-writer';
import type { UsageRecorder, UsageRow } from './recorder';
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
 * Writes the recorder's buffer to the store on a timer, off the request path (the gateway's
 * recorders' one writer, observability/periodic-writer.ts): one batched write per flush, never two
 * at once. A failed write (the database down or full) puts the rows back in the recorder's bounded
 * buffer for the next flush. After a write, this gateway prunes the rows past the retention when no
 * gateway of the fleet has in the last hour (store.ts `prune`): no separate job.
 */
export class UsageFlusher {
  private readonly writer: PeriodicWriter<UsageRow[]>;

  constructor(options: UsageFlusherOptions) {
    const { recorder, store, logger } = options;
    this.writer = new PeriodicWriter<UsageRow[]>({
      everyMs: options.everyMs,
      take: () => {
        const rows = recorder.take();
        return rows.length > 0 ? rows : null;
      },
      write: (rows) => store.write(rows),
      failed: (rows, err) => {
        recorder.restore(rows);
        logger?.warn({ err, rows: rows.length }, 'usage not written, kept for the next flush');
      },
      prune: { everyMs: PRUNE_EVERY_MS, run: async () => void (await store.prune(options.retentionDays)), failed: (err) => logger?.warn({ err }, 'usage not pruned') },
    }).start();
  }

  /** One flush (the one running, if any). Never rejects. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** Stops the timer and writes what is left. */
  close(): Promise<void> {
    return this.writer.stop();
  }
}
