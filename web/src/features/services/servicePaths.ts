/**
 * Routes of the services area (spec 3 §2 'Services and conventions'). Detail pages are chosen by
 * route name: the names below are the only detail pages of each hub; any other name is not found.
 */
export const servicePaths = {
  home: '/servizi',
  legal: '/servizi/legali',
  insurance: '/servizi/assicurativi',
  legalDetail: '/servizi/legali/:service',
  insuranceDetail: '/servizi/assicurativi/:service',
  conventions: '/servizi/convenzioni',
  sanitassicura: '/servizi/convenzioni/sanitassicura',
  /** '/servizi/convenzioni/{product}-and-partners' (other names under /servizi/convenzioni belong to their own areas). */
  conventionPartner: '/servizi/convenzioni/:partner',
} as const;

/** Spec 3 §2: the detail pages of each hub, by route name. */
export const DETAIL_SERVICES = {
  legali: ['consulenza', 'diffida', 'parere', 'responsabilita'],
  assicurativi: ['consulenza', 'tutela-legale'],
} as const;

export type ServiceHub = keyof typeof DETAIL_SERVICES;

/** Whether a route name is a detail page of the hub. */
export function isDetailService(hub: ServiceHub, name: string | undefined): boolean {
  return !!name && (DETAIL_SERVICES[hub] as readonly string[]).includes(name);
}

/** Spec 3 §2: a partner page name is '{product}-and-partners'. */
export function isPartnerPageName(name: string | undefined): boolean {
  return !!name && /^[a-z0-9-]+-and-partners$/.test(name);
}

/** The sub-pages of /servizi/convenzioni (spec 3 §2); rent-478, luce-gas, fitness and business-class-viaggi are built by their areas. */
export const CONVENTION_PAGES: readonly { label: string; href: string }[] = [
  { label: 'Sconti e Convenzioni', href: '/servizi/convenzioni/negozi' },
  { label: 'Business Class Viaggi', href: '/servizi/convenzioni/business-class-viaggi' },
  { label: 'Rent 478', href: '/servizi/convenzioni/rent-478' },
  { label: 'Luce e Gas', href: '/servizi/convenzioni/luce-gas' },
  { label: 'Fitness Network Italia', href: '/servizi/convenzioni/fitness-network-italia' },
  { label: 'Sanitassicura', href: '/servizi/convenzioni/sanitassicura' },
  { label: 'Legal & Partners', href: '/servizi/convenzioni/legal-and-partners' },
  { label: 'Insurance & Partners', href: '/servizi/convenzioni/insurance-and-partners' },
];

/** Spec 3 §9: anchor heading ids replace whitespace with hyphens. */
export function anchorId(heading: string): string {
  return heading.trim().replace(/\s+/g, '-');
}
