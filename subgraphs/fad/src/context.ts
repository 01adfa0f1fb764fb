import type { SubgraphContext } from '@club/subgraph-kit';
import type { CrmClient } from '@club/crm-client';
import type { FadApi } from './datasources/fad-api';

/** Per-request upstream clients, built for the viewer (their token) by the server. */
export interface DataSources {
  fad: FadApi;
  crm: CrmClient;
}

export type Context = SubgraphContext<DataSources>;
