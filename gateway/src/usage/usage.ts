import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { Counter, type Registry } from 'prom-client';
import type { KeysDb } from '../keys/db';
import { UsageFlusher } from './flusher';
import { UsageRecorder } from './recorder';
import { UsageStore } from './store';

/** What the operations view reads: the store, after this gateway's buffer is written. */
export interface UsageSource {
  store: UsageStore;
  flush(): Promise<void>;
}

/** The settings of usage recording (env.ts: USAGE_*). */
export interface UsageSettings {
  USAGE_RECORDING: 'on' | 'off';
  USAGE_FLUSH_SECONDS: number;
  USAGE_RETENTION_DAYS: number;
  USAGE_BUFFER_KEYS: number;
}

/**
 * The recorder a gateway's operations write to (null with USAGE_RECORDING=off), its drops counted in
 * `gateway_usage_dropped_total` on /metrics: requests whose usage was not recorded because the
 * buffer was full (the database down or slow for longer than the buffer holds).
 */
export function usageRecorderFor(settings: UsageSettings, registry: Registry): UsageRecorder | null {
  if (settings.USAGE_RECORDING !== 'on') return null;
  const dropped = new Counter({ name: 'gateway_usage_dropped_total', help: 'Requests whose usage record was dropped: the buffer waiting for the database was full', registers: [registry] });
  return new UsageRecorder({ maxKeys: settings.USAGE_BUFFER_KEYS, onDrop: (n) => dropped.inc(n) });
}

/** Starts writing the recorder's buffer to the gateway's database every USAGE_FLUSH_SECONDS; `close` writes the rest. */
export function startUsage(settings: UsageSettings, recorder: UsageRecorder, db: KeysDb, logger?: Logger): UsageSource & { close(): Promise<void> } {
  const store = new UsageStore(db, `${hostname()}:${process.pid}`);
  const flusher = new UsageFlusher({ recorder, store, everyMs: settings.USAGE_FLUSH_SECONDS * 1000, retentionDays: settings.USAGE_RETENTION_DAYS, logger });
  return { store, flush: () => flusher.flush(), close: () => flusher.close() };
}
