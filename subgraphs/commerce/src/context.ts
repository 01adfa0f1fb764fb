import type { SubgraphContext } from '@club/subgraph-kit';
import type { CommerceApi } from './datasources/commerce-api';

/** Per-request upstream clients, built for the viewer (their token) by the server. */
export interface DataSources {
  commerce: CommerceApi;
}

export type Context = SubgraphContext<DataSources>;
