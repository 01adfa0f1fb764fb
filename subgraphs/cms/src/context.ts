import type { SubgraphContext } from '@club/subgraph-kit';
import type { CmsApi } from './datasources/cms-api';

/** Per-request upstream clients, built for the viewer (their token) by the server. */
export interface DataSources {
  cms: CmsApi;
}

export type Context = SubgraphContext<DataSources>;
