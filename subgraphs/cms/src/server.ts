import { defineSubgraph, schemaFrom } from '@club/subgraph-kit';
import type { DataSources } from './context';
import { DealsApi } from './datasources/deals-api';
import { CmsApi } from './datasources/cms-api';
import { CrmClient } from '@club/crm-client';
import { FadSearchApi } from './datasources/fad-api';
import { resolvers } from './resolvers';

/** The cms subgraph: editorial content and search, navigation, top bar, banners, footer. */
export const cmsSubgraph = defineSubgraph<DataSources>({
  name: 'cms',
  defaultPort: 4003,
  schema: schemaFrom(new URL('../schema.graphql', import.meta.url)),
  resolvers,
  dataSources: ({ upstream }) => (viewer) => {
    const asViewer = upstream(viewer.upstreamToken);
    return { cms: new CmsApi(asViewer), fad: new FadSearchApi(asViewer), crm: new CrmClient(asViewer), deals: new DealsApi(asViewer) };
  },
});

export const startCmsSubgraph = cmsSubgraph.start;
