import { readFileSync } from 'node:fs';
import { startSubgraph, type RunningSubgraph } from '@club/subgraph-kit';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import gql from 'graphql-tag';
import type { Context, DataSources } from './context';
import { CommerceApi } from './datasources/commerce-api';
import { resolvers } from './resolvers/index';

export interface CommerceSubgraphOptions {
  host: string;
  port: number;
  /** Base URL of the upstream commerce family. */
  upstreamUrl: string;
  signingSecret: string;
  /** Per upstream call. */
  timeoutMs: number;
}

const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** Starts the commerce subgraph (plans and prices; later cart, invoices, payment methods, shops). */
export function startCommerceSubgraph(options: CommerceSubgraphOptions): Promise<RunningSubgraph> {
  return startSubgraph<DataSources>({
    name: 'commerce',
    typeDefs,
    // The generated resolver types are stricter than the federation helper's map; same runtime shape.
    resolvers: resolvers as GraphQLResolverMap<Context>,
    dataSources: (viewer) => ({
      commerce: new CommerceApi({ baseURL: options.upstreamUrl, token: viewer.upstreamToken, timeoutMs: options.timeoutMs }),
    }),
    host: options.host,
    port: options.port,
    signingSecret: options.signingSecret,
  });
}
