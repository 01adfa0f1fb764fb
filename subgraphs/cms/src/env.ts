import { loadSubgraphEnv, type SubgraphEnv } from '@club/subgraph-kit';

/** Default port of the cms subgraph (the gateway's service list uses the same). */
export const CMS_DEFAULT_PORT = 4003;

/** Configuration of the cms subgraph, validated once at start (exits listing every bad variable). */
export function loadCmsEnv(source: NodeJS.ProcessEnv = process.env): SubgraphEnv {
  return loadSubgraphEnv('cms', CMS_DEFAULT_PORT, source);
}
