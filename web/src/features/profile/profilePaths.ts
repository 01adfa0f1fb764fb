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
} as const;
