import type { SubgraphContext } from '@club/subgraph-kit';
import type { CommerceApi } from './datasources/commerce-api';
import type { LoyaltyApi } from './datasources/loyalty-api';
import type { TopNegoziApi } from './datasources/topnegozi-api';

/** Per-request upstream clients, built for the viewer (their token) by the server. */
export interface DataSources {
  commerce: CommerceApi;
  topnegozi: TopNegoziApi;
  loyalty: LoyaltyApi;
}

export type Context = SubgraphContext<DataSources>;
