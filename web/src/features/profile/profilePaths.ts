/** Routes of the profile area (spec 3 §2), beside the shared `paths`. */
export const profilePaths = {
  overview: '/profilo',
  /**
   * Spec 3 §2 names the 'I miei servizi' page (breadcrumb Panoramica to /profilo) without its route;
   * this is the one place it is chosen.
   */
  services: '/profilo/i-miei-servizi',
  subscription: '/profilo/abbonamento',
  invoices: '/profilo/fatture-pagamenti',
  paymentMethods: '/profilo/metodi-pagamento',
  personalData: '/profilo/dati-personali',
  privacy: '/profilo/privacy',
  /** Spec 3 §2 '/profilo/assistenza also exists': the assistant contact form of trial and premium. */
  assistant: '/profilo/assistenza',
  /** Spec 3 §2 names /profilo/ordini/ as a loyalty login redirectTo value, without describing it: the member's ordered products. */
  orders: '/profilo/ordini',
  /**
   * Spec 3 §2 lists /link among the profile routes without describing it: read as the member's useful
   * links, the personal area's pages and the 'Other linked routes' the same paragraph names (LinksPage).
   */
  links: '/link',
} as const;
