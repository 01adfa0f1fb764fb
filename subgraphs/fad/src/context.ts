import type { SubgraphContext } from '@club/subgraph-kit';
import type { CrmApi } from './datasources/crm-api';
import type { FadApi } from './datasources/fad-api';

/** Per-request upstream clients, built for the viewer (their token) by the server. */
export interface DataSources {
  fad: FadApi;
  crm: CrmApi;
}

export type Context = SubgraphContext<DataSources>;
