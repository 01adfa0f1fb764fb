import type { Express } from 'express';
import type { Request } from 'express';
import type { KeyHolder } from '../callers/api-keys';
import type { GatewayContext } from '../context';
import type { BudgetLedger } from '../keys/budget';
import type { KeysDb } from '../keys/db';
import type { PartnerKeyStore } from '../keys/store';
import { showKeyUsageDrops, type KeyUsageRecorder } from '../keys/usage-recorder';
import type { GatewayMetrics } from '../observability/metrics';
import type { RecentOperations } from '../observability/recent-operations';
import { mountKeyUsageRoute } from './key-usage-route';
import { mountKeysRoutes } from './keys-route';
import { mountMetrics } from './metrics-route';
import type { UsageSource } from '../usage/usage';
import { mountOperationsView } from './operations-route';
import { mountTracesView } from './traces-route';
import type { TraceStore } from '../observability/trace-store';

export interface OpsRoutesDeps {
  metrics: GatewayMetrics;
  recent: RecentOperations;
  /** The fleet's usage (usage/), null when USAGE_RECORDING=off. */
  usage: UsageSource | null;
  keyStore: PartnerKeyStore;
  /** The supergraph's root fields, which partner key scopes name. */
  rootFields: Set<string>;
  /** The holder of a configured key (ops keys from OPS_API_KEYS): only ops open these routes. */
  identify: (key: string) => KeyHolder | null;
  /** The keys' audit and usage (keys-route.ts, key-usage-route.ts). */
  keys: { db: KeysDb; budgets: BudgetLedger; usage: KeyUsageRecorder; contextOf: (req: Request) => Promise<GatewayContext>; rotationGraceMs: number; usageDays: number };
  /** The bearer token /metrics also accepts (METRICS_TOKEN). */
  metricsToken?: string;
  /** The kept traces (`/explorer/traces`). */
  traceStore?: TraceStore;
}

/**
 * The operators' routes (ops key in `x-api-key`): `/metrics`, the operations view
 * (`/explorer/operations`) and the partner keys (`/ops/keys`). The explorer page itself
 * (explorer.ts) is mounted later, just before the web client.
 */
export function mountOpsRoutes(app: Express, deps: OpsRoutesDeps): void {
  mountMetrics(app, { metrics: deps.metrics, identify: deps.identify, metricsToken: deps.metricsToken });
  mountOperationsView(app, { recent: deps.recent, usage: deps.usage, identify: deps.identify });
  mountKeysRoutes(app, { store: deps.keyStore, db: deps.keys.db, rootFields: deps.rootFields, identify: deps.identify, rotationGraceMs: deps.keys.rotationGraceMs });
  mountKeyUsageRoute(app, { contextOf: deps.keys.contextOf, store: deps.keyStore, db: deps.keys.db, budgets: deps.keys.budgets, maxDays: deps.keys.usageDays });
  showKeyUsageDrops(deps.metrics.registry, deps.keys.usage);
  if (deps.traceStore) mountTracesView(app, { store: deps.traceStore, identify: deps.identify });
}
