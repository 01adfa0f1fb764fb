import type { SubgraphContext } from '@club/subgraph-kit';
import type { CrmClient } from '@club/crm-client';
import type { FadApi } from './datasources/fad-api';
import type { FileLinks } from './course-files';

/** Per-request upstream clients, built for the viewer (their token) by the server. */
export interface DataSources {
  fad: FadApi;
  crm: CrmClient;
  /** Portal links of the viewer's files and player (./course-files, handed out by ./file-links). */
  files: FileLinks;
}

export type Context = SubgraphContext<DataSources>;
