import type { Express } from 'express';
import type { KeyHolder } from '../callers/api-keys';
import type { PartnerKeyStore } from '../keys/store';
import type { GatewayMetrics } from '../observability/metrics';
import type { RecentOperations } from '../observability/recent-operations';
import { mountKeysRoutes } from './keys-route';
import { mountMetrics } from './metrics-route';
import type { UsageSource } from '../usage/usage';
import { mountOperationsView } from './operations-route';

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
  /** The bearer token /metrics also accepts (METRICS_TOKEN). */
  metricsToken?: string;
}

/**
 * The operators' routes (ops key in `x-api-key`): `/metrics`, the operations view
 * (`/explorer/operations`) and the partner keys (`/ops/keys`). The explorer page itself
 * (explorer.ts) is mounted later, just before the web client.
 */
export function mountOpsRoutes(app: Express, deps: OpsRoutesDeps): void {
  mountMetrics(app, { metrics: deps.metrics, identify: deps.identify, metricsToken: deps.metricsToken });
  mountOperationsView(app, { recent: deps.recent, usage: deps.usage, identify: deps.identify });
  mountKeysRoutes(app, { store: deps.keyStore, rootFields: deps.rootFields, identify: deps.identify });
}
