import { HEADER_TRACKING, LOGIN_PATH, SIGN_UP_PATH } from '@club/policy';

/**
 * The one table of the spec 1 §9 tracking codes: each code, the control (or page view) that pushes
 * it and the page where that control lives. Components read their codes from here (`TRACKING.x.code`),
 * never from a literal of their own; `web/e2e/tracking.spec.ts` clicks every control carrying one.
 *
 * The spec names most codes without their control ('AR091, AR141, … PR101 clicks', 'WL100, AR181,
 * AR182'); which control carries each of those is our reading, recorded here and in
 * docs/spec-coverage.md. The header's codes are the policy's (`HEADER_TRACKING`), since the server
 * sends the header buttons with them.
 *
 * `when`:
 * - 'click': pushed by the click tracker when the control is clicked (`data-tracking-code`);
 * - 'done': the control carries `data-tracking-code` and `data-tracking-when="done"`, and its
 *   component pushes the code only once the action really happened (a refused favourite, print or
 *   download opens the upsell and pushes nothing);
 * - 'view': pushed once when the page shows the item.
 */
export type TrackingWhen = 'click' | 'done' | 'view';

export interface TrackingEntry {
  code: string;
  control: string;
  page: string;
  when: TrackingWhen;
}

const entry = (code: string, control: string, page: string, when: TrackingWhen = 'click'): TrackingEntry => ({ code, control, page, when });

export const TRACKING = {
  // Page views
  articleView: entry('NA102', 'vista di un articolo', '/news-approfondimenti/:categoria/:slug', 'view'),
  toolView: entry('RS111', 'vista di un Tool', '/risorse/:slug', 'view'),
  moduleView: entry('RS121', 'vista di un Modulo', '/risorse/:slug', 'view'),

  // Content action bar (spec 1 §4)
  print: entry('NA103', "'Stampa' della barra azioni", '/news-approfondimenti/:categoria/:slug', 'done'),
  resourcePrint: entry('RS114', "'Stampa' della barra azioni (Tool e Moduli)", '/risorse/:slug', 'done'),
  moduleDownload: entry('RS123', "'Scarica' della barra azioni di un Modulo", '/risorse/:slug', 'done'),
  // NA105 'download' of any other content: an E-book article's 'Scarica' saves its linked course's e-book.
  download: entry('NA105', "'Scarica' della barra azioni di un articolo E-book (l'e-book del corso collegato)", '/news-approfondimenti/:categoria/:slug', 'done'),
  share: entry('NA104', "'Condividi' della barra azioni", '/news-approfondimenti/:categoria/:slug'),
  toolShare: entry('RS113', "'Condividi' della barra azioni di un Tool", '/risorse/:slug'),
  moduleShare: entry('RS122', "'Condividi' della barra azioni di un Modulo", '/risorse/:slug'),
  // Our reading of 'UC010, UC020, UC030, UC040 favorites added or removed for tool or module'.
  toolFavouriteAdd: entry('UC010', "'Aggiungi ai preferiti' di un Tool", '/risorse/:slug', 'done'),
  toolFavouriteRemove: entry('UC020', "'Rimuovi dai preferiti' di un Tool", '/risorse/:slug', 'done'),
  moduleFavouriteAdd: entry('UC030', "'Aggiungi ai preferiti' di un Modulo", '/risorse/:slug', 'done'),
  moduleFavouriteRemove: entry('UC040', "'Rimuovi dai preferiti' di un Modulo", '/risorse/:slug', 'done'),

  // Learning
  courseSheetDownload: entry('CF101', "'Scarica la scheda del corso (PDF)'", '/corsi-ecm-fad/:id'),
  ebookDownload: entry('CF103', "'Scarica' dell'e-book", '/corsi-ecm-fad/ebook/:id'),
  courseShare: entry('CF104', "'Condividi' di un corso", '/corsi-ecm-fad/:slug'),

  // Download banners of the CMS (spec 1 §7, §9 'NA106 download banner (RS124, CF102)'): pushed once the file is saved.
  downloadBanner: entry('NA106', "pulsante di un banner di download (fuori da /risorse e dai corsi)", '/chi-siamo', 'done'),
  resourceDownloadBanner: entry('RS124', "pulsante di un banner di download sotto /risorse", '/risorse', 'done'),
  courseDownloadBanner: entry('CF102', "pulsante di un banner di download sotto /corsi-ecm-fad", '/corsi-ecm-fad', 'done'),

  // Header, login and sign-up (AR100 and AR107 from the policy; AR108 the login page's sign-up link)
  headerLogin: entry(HEADER_TRACKING.login, "'Accedi' dell'header", 'layout'),
  headerSignUp: entry(HEADER_TRACKING.signUp, "'Registrati gratis' dell'header", 'layout'),
  loginPageSignUp: entry(HEADER_TRACKING.signUpAlt, "'Registrati gratis' della pagina di login", '/login'),
  headerPlans: entry(HEADER_TRACKING.premiumPlans, "'Piani Premium' dell'header", 'layout'),
  loginForgotPassword: entry('AR091', "'Hai dimenticato la password?'", '/login'),
  loginSubmit: entry('AR109', "'Accedi' del modulo di login", '/login'),
  recoverySubmit: entry('AR141', "'Invia' del modulo di recupero password", '/recover-password'),
  recoveryBackToLogin: entry('AR142', "'Torna al login' del recupero password", '/recover-password'),
  consentConfirm: entry('AR162', 'conferma del dialogo dei consensi', '/login'),
  upsellSignUp: entry('AR181', "'Registrati gratis' del modale di upsell", 'ogni azione rifiutata'),
  upsellLogin: entry('AR182', "'Accedi' del modale di upsell", 'ogni azione rifiutata'),
  bannerLogin: entry('AR220', "'Hai già un account? Accedi' di un banner", 'banner con CTA di login'),
  paywallLogin: entry('AR230', "'Hai già un account? Accedi' di un paywall", 'paywall'),
  profileMenuLogout: entry('AR320', "'Esci' del menu profilo", 'layout'),
  logoutConfirm: entry('AR370', "'Esci' della conferma di uscita", 'layout'),
  profileMenuProfile: entry('PR101', "'Profilo personale' del menu profilo", 'layout'),

  // Plans and calls
  plansPriceCardBuy: entry('PP091', "'Acquista Online' di una card prezzo (verso il carrello)", '/piani'),
  productsModalPlans: entry('PP100', "'Scopri tutti i piani' del modale prodotti", 'layout (#modalproducts)'),
  upsellPlans: entry('PP050', "'Scopri i piani', 'Passa a Premium', 'Rinnova' del modale di upsell; CTA del CMS con codice PP050", 'ogni azione rifiutata'),
  callDesktop: entry('PP300', "'Chiama il numero verde' su desktop", 'layout (#phonecall)'),
  callMobile: entry('PP305', "'Chiama il numero verde' su mobile", 'layout (#phonecall)'),

  // CMS calls to action: the CMS gives each its event code; one without gets PH110.
  cmsCtaDefault: entry('PH110', 'CTA di banner e paywall del CMS senza codice evento', 'banner, paywall'),
  cmsLoyaltyCta: entry('WL100', 'CTA del CMS del programma fedeltà (codice dato dal CMS)', '/ (banner fedeltà)'),
} as const satisfies Record<string, TrackingEntry>;

export type TrackingKey = keyof typeof TRACKING;

/**
 * Spec 1 §9 codes whose control is not built yet, with the reason. The browser test and the unit
 * test check that each §9 code is either in `TRACKING` or here, never both.
 */
export const TRACKING_NOT_BUILT: Readonly<Record<string, string>> = {};

/** The code of a CMS call to action: the one the CMS gave it, PH110 otherwise. */
export function cmsCtaTrackingCode(eventCode: string | null | undefined): string {
  const code = eventCode?.trim();
  return code ? code : TRACKING.cmsCtaDefault.code;
}

/**
 * The code of a download banner's button by the area of the page it is on, as the print's RS114 under
 * /risorse (spec 1 §9): RS124 under /risorse, CF102 under /corsi-ecm-fad, NA106 elsewhere.
 */
export function downloadBannerTrackingCode(pathname: string): string {
  const under = (root: string) => pathname === root || pathname.startsWith(`${root}/`);
  if (under('/risorse')) return TRACKING.resourceDownloadBanner.code;
  if (under('/corsi-ecm-fad')) return TRACKING.courseDownloadBanner.code;
  return TRACKING.downloadBanner.code;
}

/** Codes of the profile menu items the server sends, by item id. */
export const PROFILE_MENU_TRACKING: Readonly<Record<string, string>> = {
  profile: TRACKING.profileMenuProfile.code,
  logout: TRACKING.profileMenuLogout.code,
};

/** Codes of the upsell buttons (policy `upsellButtons`), by their target. */
export function upsellTrackingCode(href: string): string {
  if (href === SIGN_UP_PATH) return TRACKING.upsellSignUp.code;
  if (href === LOGIN_PATH) return TRACKING.upsellLogin.code;
  return TRACKING.upsellPlans.code;
}
