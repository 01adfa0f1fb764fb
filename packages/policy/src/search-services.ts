/**
 * The fixed 'Servizi e convenzioni' group of the header search box (spec 1 §2: 'filtered locally by
 * title match and by the user's active wallets'): which wallet unlocks which service page. The crm
 * subgraph serves each viewer the services their wallets unlock (`Viewer.searchableServices`); the
 * web only matches titles as the member types.
 */
import { filterVisible, type Visibility } from './visibility';
import type { ViewerClaims } from './subscription';

export interface SearchableService {
  id: string;
  title: string;
  href: string;
  visibility: Visibility;
}

/** Spec 1 §2 / §3 wallet names: each service needs the active wallet that unlocks it. */
export const SEARCHABLE_SERVICES: readonly SearchableService[] = Object.freeze([
  { id: 'legal', title: 'Consulenza legale', href: '/servizi/legali/consulenza', visibility: { wallet: 'legal' } },
  { id: 'topnegozi', title: 'Convenzioni e sconti', href: '/servizi/convenzioni', visibility: { wallet: 'topnegozi' } },
  { id: 'viaggi', title: 'Viaggi in business class', href: '/servizi/convenzioni/business-class-viaggi', visibility: { wallet: 'viaggi' } },
  { id: 'netmed', title: 'Telemedicina', href: '/telemedicina', visibility: { wallet: 'netmed' } },
  { id: 'pubmed', title: 'PubMed', href: '/servizi/pubmed', visibility: { wallet: 'pubmed' } },
]);

/** The services this viewer's active wallets unlock, in the group's order (none without a subscription). */
export function searchableServicesFor(viewer: ViewerClaims | null | undefined): SearchableService[] {
  return filterVisible(viewer, SEARCHABLE_SERVICES);
}
