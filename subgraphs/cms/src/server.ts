import { defineSubgraph, schemaFrom } from '@club/subgraph-kit';
import type { DataSources } from './context';
import { CmsApi } from './datasources/cms-api';
import { CrmProfileApi } from './datasources/crm-api';
import { FadSearchApi } from './datasources/fad-api';
import { LayoutCache } from './layout-cache';
import { resolvers } from './resolvers';

/** The cms subgraph's own start options. */
export interface CmsOptions {
  /** Seconds the layout answers (navigation, top bar, banners, footer) are shared between requests; default 30, 0 disables. */
  layoutCacheSeconds: number;
}

const DEFAULT_LAYOUT_CACHE_SECONDS = 30;

/** The cms subgraph: editorial content and search, navigation, top bar, banners, footer. */
export const cmsSubgraph = defineSubgraph<DataSources, CmsOptions>({
  name: 'cms',
  defaultPort: 4003,
  schema: schemaFrom(new URL('../schema.graphql', import.meta.url)),
  resolvers,
  dataSources: ({ options, upstream }) => {
    // One cache for the subgraph's lifetime: layout answers don't depend on the viewer.
    const cache = new LayoutCache();
    const layoutCacheSeconds = options.layoutCacheSeconds ?? DEFAULT_LAYOUT_CACHE_SECONDS;
    return (viewer) => {
      const asViewer = upstream(viewer.upstreamToken);
      return { cms: new CmsApi({ ...asViewer, cache, layoutCacheSeconds }), fad: new FadSearchApi(asViewer), crm: new CrmProfileApi(asViewer) };
    };
  },
});

export const startCmsSubgraph = cmsSubgraph.start;
