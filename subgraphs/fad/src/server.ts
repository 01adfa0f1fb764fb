import { CrmClient } from '@club/crm-client';
import { defineSubgraph, schemaFrom } from '@club/subgraph-kit';
import type { DataSources } from './context';
import { FadApi } from './datasources/fad-api';
import { FileLinks } from './file-links';
import { resolvers } from './resolvers';

/** The fad subgraph: ECM catalogue, courses and the member's ECM balance. */
export const fadSubgraph = defineSubgraph<DataSources>({
  name: 'fad',
  defaultPort: 4002,
  schema: schemaFrom(new URL('../schema.graphql', import.meta.url)),
  resolvers,
  dataSources: ({ upstream, options }) => (viewer) => {
    const asViewer = upstream(viewer.upstreamToken);
    const files = new FileLinks(options.signingSecret, options.upstreamUrl, viewer.userId);
    return { fad: new FadApi({ ...asViewer, member: viewer.userId }), crm: new CrmClient(asViewer), files };
  },
});

export const startFadSubgraph = fadSubgraph.start;
