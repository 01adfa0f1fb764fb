import type { Registry } from 'prom-client';
import type { GatewayEnv } from '../env';
import type { KeysDb } from '../keys/db';
import { TraceKeeper } from './trace-keeper';
import { TraceStore } from './trace-store';

/** The kept traces of one gateway: what decides and writes them (the operations plugin's), and where they are read (the traces routes'). */
export function keptTraces(env: GatewayEnv, db: KeysDb, registry: Registry): { keeper: TraceKeeper; store: TraceStore } {
  const store = new TraceStore(db);
  const keeper = new TraceKeeper(store, { sampler: { sampler: env.OTEL_TRACES_SAMPLER, ratio: env.OTEL_TRACES_SAMPLER_ARG }, slowerThanMs: env.TRACE_KEEP_SLOWER_THAN_MS, registry });
  return { keeper, store };
}
