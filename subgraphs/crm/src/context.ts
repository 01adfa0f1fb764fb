import type { SubgraphContext } from '@club/subgraph-kit';
import type { CrmApi } from './datasources/crm-api';

/** Per-request upstream clients, built for the viewer (their token) by the server. */
export interface DataSources {
  /** CRM and auth calls as the viewer (no token for a visitor). */
  crm: CrmApi;
  /** The same calls with another bearer token: the session a login just issued, or a login consent token. */
  crmWithToken(token: string): CrmApi;
}

export type Context = SubgraphContext<DataSources>;
