import { loadSubgraphEnv, type SubgraphEnv } from '@club/subgraph-kit';

/** Default port of the crm subgraph (the gateway's service list uses the same). */
export const CRM_DEFAULT_PORT = 4001;

/** Configuration of the crm subgraph, validated once at start (exits listing every bad variable). */
export function loadCrmEnv(source: NodeJS.ProcessEnv = process.env): SubgraphEnv {
  return loadSubgraphEnv('crm', CRM_DEFAULT_PORT, source);
}
