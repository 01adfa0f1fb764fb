/** Italian copy of the shops pages (spec 3 §2, §4, §8); the spec's own strings are marked. */
export const SHOPS_TEXT = {
  /** Spec 3 §2. */
  title: 'Sconti e Convenzioni',
  intro: 'Oltre 12.000 codici sconto in più di 700 negozi online, riservati ai soci del Club.',
  shopsButton: 'Negozi',
  categoriesButton: 'Categorie',
  bestOffers: 'I migliori coupon',
  featuredCoupons: 'Coupon in evidenza',
  topShops: 'Top negozi',
  slideshow: 'Promozioni',
  categoriesTitle: 'Categorie dei negozi',
  categoryShops: (name: string) => `Negozi della categoria ${name}`,
  shopCount: (n: number) => (n === 1 ? '1 negozio' : `${n} negozi`),
  shopOffers: 'Offerte e coupon',
  noOffers: 'Al momento questo negozio non ha offerte attive.',
  showCode: 'Mostra codice',
  goToOffer: "Vai all'offerta",
  copy: 'Copia codice',
  /** Spec 3 §4 'Shop offer'. */
  copied: 'Copiato!',
  codeLabel: 'Codice sconto',
  expired: 'Offerta scaduta',
  close: 'Chiudi',
  /** Spec 3 §8 'Shop offers failure': the shops home's failing best offers (one toast). */
  bestOffersServiceError: 'Si è verificato un errore nel servizio /topnegozi/home/bestoffers',
  /** Spec 3 §8 'Shop offers failure': a shop page's failing offers. */
  offersError: 'Si è verificato un errore con le offerte di TopNegozi.',
  categoriesError: 'Errore del servizio durante la richiesta della lista.',
  activationError: "Non è stato possibile attivare l'offerta. Riprova più tardi.",
} as const;

/** Spec 3 §4: 'Copiato!' stays for 3 seconds. */
export const COPIED_FEEDBACK_MS = 3000;

/** Spec 3 §9 carousel sizes: slides visible on mobile and on desktop (lg, 992px). */
export const BEST_OFFERS_PER_VIEW = { mobile: 1, desktop: 3 } as const;
export const TOP_SHOPS_PER_VIEW = { mobile: 2, desktop: 6 } as const;
export const SLIDESHOW_PER_VIEW = { mobile: 1, desktop: 1 } as const;
