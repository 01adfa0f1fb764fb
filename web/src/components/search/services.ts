import { isVisibleTo, type ViewerClaims, type Visibility } from '@club/policy';

/** A service page offered in the local 'Servizi e convenzioni' group of the search box. */
export type ServiceLink = { id: string; title: string; href: string; visibility: Visibility };

/**
 * The fixed 'Servizi e convenzioni' group (spec 1 §2): each service needs the wallet that
 * unlocks it, so members only get suggestions for what their subscription includes.
 */
export const SEARCHABLE_SERVICES: readonly ServiceLink[] = [
  { id: 'legal', title: 'Consulenza legale', href: '/servizi/legali/consulenza', visibility: { wallet: 'legal' } },
  { id: 'topnegozi', title: 'Convenzioni e sconti', href: '/servizi/convenzioni', visibility: { wallet: 'topnegozi' } },
  { id: 'viaggi', title: 'Viaggi in business class', href: '/servizi/convenzioni/business-class-viaggi', visibility: { wallet: 'viaggi' } },
  { id: 'netmed', title: 'Telemedicina', href: '/telemedicina', visibility: { wallet: 'netmed' } },
  { id: 'pubmed', title: 'PubMed', href: '/servizi/pubmed', visibility: { wallet: 'pubmed' } },
];

/** Services whose title contains the text and that the viewer's wallets unlock. */
export function matchingServices(text: string, viewer: ViewerClaims | null, services: readonly ServiceLink[] = SEARCHABLE_SERVICES) {
  const needle = text.trim().toLocaleLowerCase('it');
  return services.filter((service) => service.title.toLocaleLowerCase('it').includes(needle) && isVisibleTo(viewer, service.visibility));
}
