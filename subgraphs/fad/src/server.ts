import { readFileSync } from 'node:fs';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import type { Fetcher } from '@apollo/utils.fetcher';
import { startSubgraph, type RunningSubgraph } from '@club/subgraph-kit';
import { gql } from 'graphql-tag';
import type { Context, DataSources } from './context';
import { CrmClient } from '@club/crm-client';
import { FadApi } from './datasources/fad-api';
import { resolvers } from './resolvers';

export interface FadSubgraphOptions {
  host: string;
  port: number;
  /** Base URL of the upstream REST services (FAD and CRM families). */
  upstreamUrl: string;
  signingSecret: string;
  timeoutMs: number;
  /** HTTP client for upstream calls; tests pass a counting one. Defaults to the data source's own. */
  fetch?: Fetcher;
}

const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** Starts the fad subgraph: ECM catalogue, courses and the member's ECM balance. */
export function startFadSubgraph(options: FadSubgraphOptions): Promise<RunningSubgraph> {
  return startSubgraph<DataSources>({
    name: 'fad',
    typeDefs,
    resolvers: resolvers as GraphQLResolverMap<Context>,
    dataSources: (viewer) => {
      const config = { baseURL: options.upstreamUrl, token: viewer.upstreamToken, timeoutMs: options.timeoutMs, fetch: options.fetch };
      return { fad: new FadApi(config), crm: new CrmClient(config) };
    },
    host: options.host,
    port: options.port,
    signingSecret: options.signingSecret,
  });
}
