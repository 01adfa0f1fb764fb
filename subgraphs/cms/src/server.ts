import { readFileSync } from 'node:fs';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import type { Fetcher } from '@apollo/utils.fetcher';
import { startSubgraph, type RunningSubgraph } from '@club/subgraph-kit';
import { gql } from 'graphql-tag';
import type { Context, DataSources } from './context';
import { CmsApi } from './datasources/cms-api';
import { CrmClient } from '@club/crm-client';
import { FadSearchApi } from './datasources/fad-api';
import { resolvers } from './resolvers';

export interface CmsSubgraphOptions {
  host: string;
  port: number;
  /** Base URL of the upstream REST services (CMS family). */
  upstreamUrl: string;
  signingSecret: string;
  timeoutMs: number;
  /** HTTP client for upstream calls; tests pass a counting one. Defaults to the data source's own. */
  fetch?: Fetcher;
}

const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** Starts the cms subgraph: editorial content and search, navigation, top bar, banners, footer. */
export function startCmsSubgraph(options: CmsSubgraphOptions): Promise<RunningSubgraph> {
  return startSubgraph<DataSources>({
    name: 'cms',
    typeDefs,
    resolvers: resolvers as GraphQLResolverMap<Context>,
    dataSources: (viewer) => {
      const base = { baseURL: options.upstreamUrl, token: viewer.upstreamToken, timeoutMs: options.timeoutMs, fetch: options.fetch };
      return { cms: new CmsApi(base), fad: new FadSearchApi(base), crm: new CrmClient(base) };
    },
    host: options.host,
    port: options.port,
    signingSecret: options.signingSecret,
  });
}
