import type { Page } from './servicePageQuery';

export const SERVICES_TEXT = {
  failure: 'Si è verificato un errore durante il caricamento della pagina. Riprova più tardi.',
  seeAll: 'Vedi tutti',
  formWithheld: 'Il servizio di consulenza legale è incluso nel portafoglio dei servizi legali dell’abbonamento Premium.',
  formWithheldLink: 'Scopri i piani',
  /** The service of the withheld form, in the upgrade modal's question (spec 3 §2 'Vuoi avere accesso al servizio di {service}?'). */
  formWithheldService: 'consulenza legale',
  anchorMenu: 'In questa pagina',
  otherDeals: 'Tutte le convenzioni',
  loading: 'Caricamento della pagina',
  /** The hubs' related-content block (a library search in the hub's context, spec 2 §9). */
  relatedContents: 'Contenuti correlati',
  /** The loyalty banner of the detail pages (CMS banners of the placement 'servizi'). */
  loyaltyBanner: 'Programma fedeltà',
} as const;

/** The CMS placement of the detail pages' loyalty banner (spec 3 §2 'loyalty banner'). */
export const SERVICE_BANNER_PLACEMENT = 'servizi';

/** The spec 2 §9 search context of a legal or insurance page; none for the other pages. */
export function searchContextOf(page: Pick<Page, 'section'>): 'LEGAL_SERVICES' | 'INSURANCE_SERVICES' | null {
  if (page.section === 'LEGAL') return 'LEGAL_SERVICES';
  if (page.section === 'INSURANCE') return 'INSURANCE_SERVICES';
  return null;
}
