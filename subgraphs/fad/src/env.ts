import { loadSubgraphEnv, type SubgraphEnv } from '@club/subgraph-kit';

/** Default port of the fad subgraph (the gateway's service list uses the same). */
export const FAD_DEFAULT_PORT = 4002;

/** Configuration of the fad subgraph, validated once at start (exits listing every bad variable). */
export function loadFadEnv(source: NodeJS.ProcessEnv = process.env): SubgraphEnv {
  return loadSubgraphEnv('fad', FAD_DEFAULT_PORT, source);
}
