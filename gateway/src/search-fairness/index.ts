import type { ApolloServerPlugin } from '@apollo/server';
import type { Registry } from 'prom-client';
import type { GatewayContext } from '../context';
import type { GatewayEnv } from '../env';
import { registerSearchGateMetrics, searchFairnessPlugin } from './search-fairness-plugin';
import { SearchGate } from './search-gate';

export { SEARCH_FIELDS, SEARCH_RETRY_AFTER_SECONDS, SEARCH_THROTTLED_MESSAGE, searchClientOf } from './search-fairness-plugin';
export { SearchGate, type SearchGateSettings } from './search-gate';

/** The gateway's search gate from its settings (SEARCH_*), its figures on /metrics, as an Apollo plugin. */
export function searchFairness(env: Pick<GatewayEnv, 'SEARCH_RUNNING_PER_CLIENT' | 'SEARCH_WAITING_PER_CLIENT' | 'SEARCH_WAIT_MS' | 'SEARCH_REFUSAL_DELAY_MS'>, registry: Registry): ApolloServerPlugin<GatewayContext> {
  const gate = new SearchGate({ runningPerClient: env.SEARCH_RUNNING_PER_CLIENT, waitingPerClient: env.SEARCH_WAITING_PER_CLIENT, maxWaitMs: env.SEARCH_WAIT_MS, refusalDelayMs: env.SEARCH_REFUSAL_DELAY_MS });
  return searchFairnessPlugin(gate, registerSearchGateMetrics(registry, gate));
}
