import { readFileSync } from 'node:fs';
import type { Fetcher } from '@apollo/utils.fetcher';
import { CrmClient } from '@club/crm-client';
import { startSubgraph, type RunningSubgraph } from '@club/subgraph-kit';
import { gql } from 'graphql-tag';
import type { DataSources } from './context';
import { LoginProtection, type LoginProtectionRules } from './login-protection';
import { resolvers } from './resolvers';

export interface CrmSubgraphOptions {
  host: string;
  port: number;
  /** Base URL of the upstream REST services (auth and CRM families). */
  upstreamUrl: string;
  signingSecret: string;
  timeoutMs: number;
  /** HTTP client for upstream calls; tests pass a counting one. Defaults to the data source's own. */
  fetch?: Fetcher;
  /** Login and recovery limits; defaults to LOGIN_PROTECTION_RULES (tests pass smaller ones). */
  loginProtection?: LoginProtectionRules;
}

const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** Starts the crm subgraph: the viewer, sign-in, consent and the member's CRM data. */
export function startCrmSubgraph(options: CrmSubgraphOptions): Promise<RunningSubgraph> {
  const client = (token: string | null) => new CrmClient({ baseURL: options.upstreamUrl, token, timeoutMs: options.timeoutMs, fetch: options.fetch });
  const loginProtection = new LoginProtection(options.loginProtection);
  return startSubgraph<DataSources>({
    name: 'crm',
    typeDefs,
    resolvers,
    dataSources: (viewer) => ({ crm: client(viewer.upstreamToken), crmWithToken: (token) => client(token), loginProtection }),
    host: options.host,
    port: options.port,
    signingSecret: options.signingSecret,
  });
}
