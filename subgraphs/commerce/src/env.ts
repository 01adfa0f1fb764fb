import { loadSubgraphEnv, type SubgraphEnv } from '@club/subgraph-kit';

/** Default port of the commerce subgraph (the gateway's service list uses the same). */
export const COMMERCE_DEFAULT_PORT = 4004;

/** Configuration of the commerce subgraph, validated once at start (exits listing every bad variable). */
export function loadCommerceEnv(source: NodeJS.ProcessEnv = process.env): SubgraphEnv {
  return loadSubgraphEnv('commerce', COMMERCE_DEFAULT_PORT, source);
}
