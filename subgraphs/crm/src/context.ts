import type { SubgraphContext } from '@club/subgraph-kit';
import type { CrmClient, PressClient } from '@club/crm-client';
import type { CardFileLinks } from './card-files';
import type { ProfileClient } from './datasources/profile-client';
import type { LoginProtection } from './login-protection';

/** Per-request upstream clients, built for the viewer (their token) by the server. */
export interface DataSources {
  /** CRM and auth calls as the viewer (no token for a visitor). */
  crm: CrmClient;
  /** The same calls with another bearer token: the session a login just issued, or a login consent token. */
  crmWithToken(token: string): CrmClient;
  /** World Scientific Press calls (/PubMed/*) as the viewer. */
  press: PressClient;
  /** Login and recovery limits, shared by every request of this process (not per request). */
  loginProtection: LoginProtection;
  /** The member's profile-area calls (invoices, history, leave request), as the viewer. */
  profile: ProfileClient;
  /** Short-lived portal links to the files of the member's own card (./card-files). */
  cardFiles: CardFileLinks;
}

export type Context = SubgraphContext<DataSources>;
