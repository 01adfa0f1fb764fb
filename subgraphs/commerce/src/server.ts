import { defineSubgraph, schemaFrom } from '@club/subgraph-kit';
import type { DataSources } from './context';
import { CommerceApi } from './datasources/commerce-api';
import { LoyaltyApi } from './datasources/loyalty-api';
import { TopNegoziApi } from './datasources/topnegozi-api';
import { resolvers } from './resolvers/index';

/** The commerce subgraph (plans and prices; later cart, invoices, payment methods, shops). */
export const commerceSubgraph = defineSubgraph<DataSources>({
  name: 'commerce',
  defaultPort: 4004,
  schema: schemaFrom(new URL('../schema.graphql', import.meta.url)),
  resolvers,
  dataSources: ({ upstream }) => (viewer) => ({
    commerce: new CommerceApi(upstream(viewer.upstreamToken)),
    topnegozi: new TopNegoziApi(upstream(viewer.upstreamToken)),
    loyalty: new LoyaltyApi(upstream(viewer.upstreamToken)),
  }),
});

export const startCommerceSubgraph = commerceSubgraph.start;
