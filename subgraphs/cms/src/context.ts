import type { SubgraphContext } from '@club/subgraph-kit';
import type { CmsApi } from './datasources/cms-api';
import type { DealsApi } from './datasources/deals-api';
import type { CrmClient } from '@club/crm-client';
import type { FadSearchApi } from './datasources/fad-api';

/** Per-request upstream clients, built for the viewer (their token) by the server. */
export interface DataSources {
  cms: CmsApi;
  /** Course search for the 'Corsi di Formazione ECM' group of the searches. */
  fad: FadSearchApi;
  /** Member completeness and profession (magazine posts, search fallback). */
  crm: CrmClient;
  /** Partner deals (travel, rental, light and gas). */
  deals: DealsApi;
}

export type Context = SubgraphContext<DataSources>;
