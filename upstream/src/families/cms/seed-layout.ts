/**
 * The portal's layout as the content-management system would hold it: main navigation, top bar
 * messages, banners and footer, each item with its visibility rule (spec 1 §3, §6). The subgraph
 * filters them for the viewer; the upstream hands them all out.
 */
import type { Db } from '../../db';
import { insertMany } from '../../db';

export interface VisibilitySeed {
  subscriptionTypes?: string[];
  wallet?: string;
  excludedWallet?: string;
}

interface NavSeed {
  label: string;
  href: string;
  visibility?: VisibilitySeed;
  children?: NavSeed[];
}

/** Types that see the 'Piani' entry and the plan prompts: everyone who is not on a running subscription. */
const NOT_SUBSCRIBED = ['SUSPECT', 'REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM'];
const SIGNED_IN = ['REGISTRATO', 'TRIAL', 'PREMIUM', 'EX_TRIAL', 'EX_PREMIUM'];

export const NAVIGATION: NavSeed[] = [
  { label: 'Home', href: '/' },
  {
    label: 'News e Approfondimenti',
    href: '/news-approfondimenti',
    children: [
      { label: 'Tutte le categorie', href: '/news-approfondimenti' },
      { label: 'Contenuti medico-scientifici', href: '/contenuti-medico-scientifici' },
      { label: 'Edicola digitale', href: '/edicola-digitale' },
    ],
  },
  {
    label: 'Corsi ECM',
    href: '/corsi-ecm-fad',
    children: [
      { label: 'E-book', href: '/corsi-ecm-fad/ebook' },
      { label: 'Film Formazione', href: '/corsi-ecm-fad/film-formazione' },
      { label: 'Video clip', href: '/corsi-ecm-fad/videoclip' },
      { label: 'La mia formazione', href: '/profilo/la-mia-formazione', visibility: { subscriptionTypes: SIGNED_IN, wallet: 'ecm' } },
      // Offered to whoever lacks the ecm wallet (visitors included).
      { label: 'Attiva i Corsi ECM', href: '/upgrade', visibility: { excludedWallet: 'ecm' } },
    ],
  },
  { label: 'Risorse', href: '/risorse' },
  {
    label: 'Servizi',
    href: '/servizi',
    children: [
      {
        // A second-level sub-menu (spec 1 §2 'Mobile layout': sub-menus with 'Torna indietro').
        label: 'Servizi legali',
        href: '/servizi/legali',
        children: [
          { label: 'Tutela legale', href: '/servizi/assicurativi/tutela-legale' },
          { label: 'Consulenza legale', href: '/servizi/legali/consulenza' },
          { label: 'Le mie cause', href: '/profilo/cause', visibility: { wallet: 'legal' } },
        ],
      },
      { label: 'Servizi assicurativi', href: '/servizi/assicurativi' },
      { label: 'Convenzioni', href: '/servizi/convenzioni' },
      { label: 'Telemedicina', href: '/telemedicina' },
    ],
  },
  { label: 'Professionisti', href: '/professionisti-sanitari' },
  { label: 'Le mie cause', href: '/profilo/cause', visibility: { wallet: 'legal' } },
  { label: 'Piani', href: '/piani', visibility: { subscriptionTypes: NOT_SUBSCRIBED } },
];

interface TopBarSeed {
  id: string;
  message: string;
  link?: string;
  linkLabel?: string;
  visibility: VisibilitySeed;
}

export const TOP_BAR: TopBarSeed[] = [
  { id: 'tb-suspect', message: 'Registrati gratis: news, approfondimenti e servizi per i professionisti sanitari.', link: '/registrazione', linkLabel: 'Registrati gratis', visibility: { subscriptionTypes: ['SUSPECT'] } },
  { id: 'tb-registrato', message: 'Prova gratis Premium per 7 giorni: corsi ECM, tutela legale e molto altro.', link: '/attivazione-trial', linkLabel: 'Attiva la prova', visibility: { subscriptionTypes: ['REGISTRATO'] } },
  // '{giorniRimanenti}' is filled by the portal with the days left (spec 1 §4 'filled with trial data').
  { id: 'tb-trial', message: 'Il tuo periodo di prova è attivo{giorniRimanenti}: scopri tutti i vantaggi Premium.', link: '/upgrade', linkLabel: 'Passa a Premium', visibility: { subscriptionTypes: ['TRIAL'] } },
  { id: 'tb-premium', message: 'Nuovi corsi ECM disponibili nel catalogo.', link: '/corsi-ecm-fad', linkLabel: 'Vai ai corsi', visibility: { subscriptionTypes: ['PREMIUM'], wallet: 'ecm' } },
  { id: 'tb-premium-legal', message: 'Le tue cause sono sempre consultabili nel profilo.', link: '/profilo/cause', linkLabel: 'Le mie cause', visibility: { subscriptionTypes: ['PREMIUM'], wallet: 'legal' } },
  { id: 'tb-ex-trial', message: 'Il tuo periodo di prova è terminato: passa a Premium per continuare a usare tutti i servizi.', link: '/upgrade', linkLabel: 'Passa a Premium', visibility: { subscriptionTypes: ['EX_TRIAL'] } },
  { id: 'tb-ex-premium', message: 'Il tuo abbonamento Premium è scaduto: riattivalo per continuare a usare tutti i servizi.', link: '/upgrade', linkLabel: 'Riattiva Premium', visibility: { subscriptionTypes: ['EX_PREMIUM'] } },
];

interface CtaSeed {
  label: string;
  mobileLabel?: string;
  link: string;
  target?: string;
  variant?: string;
  icon?: string;
  /** The spec 1 §9 tracking code of the CTA (none: the web's default PH110). */
  eventCode?: string;
  visibility?: VisibilitySeed;
}

interface BannerSeed {
  id: string;
  placement: string;
  title: string;
  content?: string;
  imageUrl?: string;
  theme?: string;
  layout: number;
  background?: 'lightblue' | 'darkblue';
  hasLoginCta?: boolean;
  legalTextDesktop?: string;
  legalTextMobile?: string;
  /** Spec 2 §3 'Promo banner' badge (a short label over the title). */
  badge?: string;
  /** Spec 2 §3 'Promo banner' logo: a partner's logo with its alt text. */
  logo?: { url: string; alt: string };
  visibility?: VisibilitySeed;
  ctas: CtaSeed[];
}

const UPGRADE_TYPES = ['EX_TRIAL', 'EX_PREMIUM'];

export const BANNERS: BannerSeed[] = [
  {
    id: 'home-hero',
    placement: 'home',
    title: 'Il club dei professionisti sanitari',
    content: 'News, corsi ECM, tutela legale e convenzioni: tutto in un unico posto.',
    imageUrl: '/media/cms/banner/hero.svg',
    theme: 'hero',
    layout: 1,
    background: 'darkblue',
    hasLoginCta: true,
    visibility: { subscriptionTypes: ['SUSPECT'] },
    ctas: [
      { label: 'Registrati gratis', mobileLabel: 'Registrati', link: '/registrazione', variant: 'primary', visibility: { subscriptionTypes: ['SUSPECT'] } },
      { label: 'Prova Premium per 7 giorni', mobileLabel: 'Prova Premium', link: '/registrazione-trial', variant: 'secondary', eventCode: 'PP050', visibility: { subscriptionTypes: ['SUSPECT'] } },
    ],
  },
  {
    // Spec 3 §4 'Banners': trial shows a warning banner with days left ('{giorniRimanenti}' is filled by the portal).
    id: 'home-trial',
    placement: 'home',
    title: 'Passa a Premium',
    content: 'Il tuo periodo di prova è attivo{giorniRimanenti}: non perdere corsi ECM illimitati, tutela legale e tutti i servizi del club.',
    imageUrl: '/media/cms/banner/upgrade.svg',
    theme: 'warning',
    layout: 2,
    background: 'lightblue',
    visibility: { subscriptionTypes: ['TRIAL'] },
    ctas: [{ label: 'Passa a Premium', link: '/upgrade', variant: 'primary', eventCode: 'PP050', visibility: { subscriptionTypes: ['TRIAL'] } }],
  },
  {
    // Spec 3 §4 'Banners': ex-trial and ex-premium show a danger banner.
    id: 'home-upgrade',
    placement: 'home',
    title: 'Passa a Premium',
    content: 'Corsi ECM illimitati, tutela legale e tutti i servizi del club.',
    imageUrl: '/media/cms/banner/upgrade.svg',
    theme: 'danger',
    layout: 2,
    background: 'lightblue',
    visibility: { subscriptionTypes: UPGRADE_TYPES },
    legalTextDesktop: 'Offerta soggetta alle condizioni di adesione.',
    legalTextMobile: 'Condizioni di adesione.',
    ctas: [
      { label: 'Passa a Premium', link: '/upgrade', variant: 'primary', eventCode: 'PP050', visibility: { subscriptionTypes: ['EX_TRIAL'] } },
      { label: 'Riattiva Premium', link: '/upgrade', variant: 'primary', eventCode: 'PP050', visibility: { subscriptionTypes: ['EX_PREMIUM'] } },
      { label: 'Parla con un consulente', link: '#phonecall', variant: 'link', icon: 'phone', visibility: { subscriptionTypes: ['EX_TRIAL', 'EX_PREMIUM'] } },
    ],
  },
  {
    id: 'home-premium',
    placement: 'home',
    title: 'Tutti i vantaggi del tuo Premium',
    content: 'Formazione, tutela legale e convenzioni riservate agli abbonati.',
    imageUrl: '/media/cms/banner/premium.svg',
    theme: 'premium',
    layout: 3,
    background: 'lightblue',
    badge: 'Solo per te',
    visibility: { subscriptionTypes: ['PREMIUM'] },
    ctas: [
      { label: 'Vai ai corsi ECM', link: '/corsi-ecm-fad', variant: 'primary', visibility: { wallet: 'ecm' } },
      { label: 'Effettua l\'upgrade', link: '/upgrade', variant: 'primary', eventCode: 'PP050', visibility: { excludedWallet: 'ecm' } },
      { label: 'Le mie cause', link: '/profilo/cause', variant: 'secondary', visibility: { wallet: 'legal' } },
    ],
  },
  {
    id: 'home-loyalty',
    placement: 'home',
    title: 'Programma fedeltà',
    content: 'Accumula punti con le attività del club e scegli i tuoi premi.',
    imageUrl: '/media/cms/banner/fedelta.svg',
    theme: 'loyalty',
    layout: 4,
    background: 'darkblue',
    badge: 'Novità',
    logo: { url: '/media/partners/fondazione-ricerca-salute.svg', alt: 'Fondazione Ricerca Salute' },
    visibility: { wallet: 'winLoy' },
    ctas: [{ label: 'Scopri i premi', link: '/programma-fedelta-premiati', variant: 'primary', icon: 'gift', eventCode: 'WL100' }],
  },
  {
    id: 'news-promo',
    placement: 'news',
    title: 'Resta aggiornato',
    content: 'Ricevi ogni settimana le news più lette dai professionisti sanitari.',
    theme: 'promo',
    layout: 2,
    background: 'lightblue',
    hasLoginCta: true,
    ctas: [
      { label: 'Registrati gratis', link: '/registrazione', variant: 'primary', visibility: { subscriptionTypes: ['SUSPECT'] } },
      { label: 'Scopri i piani', link: '/piani', variant: 'secondary', eventCode: 'PP050', visibility: { subscriptionTypes: NOT_SUBSCRIBED } },
      { label: 'Parla con un consulente', link: '#phonecall', variant: 'link', icon: 'phone', visibility: { subscriptionTypes: ['REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM'] } },
    ],
  },
  {
    // Spec 3 §2 'loyalty banner' of the legal and insurance detail pages (placement 'servizi'): the
    // programme page is public, so every viewer gets it; its CTA is the loyalty click (WL100, spec 3 §7).
    id: 'servizi-fedelta',
    placement: 'servizi',
    title: 'Programma fedeltà',
    content: 'Con i servizi del club accumuli punti da scegliere tra i premi del catalogo.',
    imageUrl: '/media/cms/banner/fedelta.svg',
    theme: 'loyalty',
    layout: 2,
    background: 'darkblue',
    ctas: [{ label: 'Scopri il programma', link: '/programma-fedelta-premiati', variant: 'primary', icon: 'gift', eventCode: 'WL100' }],
  },
];

interface FooterLinkSeed {
  kind: 'menu' | 'social' | 'legal';
  label: string;
  href: string;
  visibility?: VisibilitySeed;
}

export const FOOTER = {
  tagline: 'Il club dei professionisti della salute: informazione, formazione e tutele per chi cura.',
  tollFreeNumber: '800 123 456',
  email: 'assistenza@demo.club',
  companyLine: 'Club Salute S.r.l. – Via dei Professionisti 1, 00100 Roma – P.IVA 01234567890',
};

export const FOOTER_LINKS: FooterLinkSeed[] = [
  { kind: 'menu', label: 'Chi siamo', href: '/chi-siamo' },
  { kind: 'menu', label: 'News e Approfondimenti', href: '/news-approfondimenti' },
  { kind: 'menu', label: 'Corsi ECM', href: '/corsi-ecm-fad' },
  { kind: 'menu', label: 'Professionisti sanitari', href: '/professionisti-sanitari' },
  { kind: 'menu', label: 'Piani e prezzi', href: '/piani', visibility: { subscriptionTypes: NOT_SUBSCRIBED } },
  { kind: 'menu', label: 'Assistenza', href: '/assistenza' },
  { kind: 'menu', label: 'Programma fedeltà', href: '/programma-fedelta-premiati' },
  { kind: 'social', label: 'twitter', href: 'https://twitter.com/democlub' },
  { kind: 'social', label: 'linkedin', href: 'https://www.linkedin.com/company/democlub' },
  { kind: 'social', label: 'instagram', href: 'https://www.instagram.com/democlub' },
  { kind: 'social', label: 'youtube', href: 'https://www.youtube.com/@democlub' },
  { kind: 'social', label: 'facebook', href: 'https://www.facebook.com/democlub' },
  { kind: 'legal', label: 'Informativa privacy', href: '/informativa-privacy' },
  { kind: 'legal', label: 'Privacy policy', href: '/privacy-policy' },
  { kind: 'legal', label: 'Cookie policy', href: '/cookie-policy' },
];

export function visibilityColumns(v: VisibilitySeed | undefined): [string[], string | null, string | null] {
  return [v?.subscriptionTypes ?? [], v?.wallet ?? null, v?.excludedWallet ?? null];
}

export async function seedLayout(db: Db): Promise<void> {
  const navRows: unknown[][] = [];
  let navId = 0;
  const addNav = (items: NavSeed[], parent: number | null) =>
    items.forEach((item, sort) => {
      const id = ++navId;
      navRows.push([id, parent, item.label, item.href, sort, ...visibilityColumns(item.visibility)]);
      if (item.children) addNav(item.children, id);
    });
  addNav(NAVIGATION, null);
  await insertMany(db, 'cms_navigation_items', ['id', 'parent_id', 'label', 'href', 'sort', 'subscription_types', 'wallet', 'excluded_wallet'], navRows);

  await insertMany(
    db,
    'cms_top_bar_items',
    ['id', 'message', 'link', 'link_label', 'sort', 'subscription_types', 'wallet', 'excluded_wallet'],
    TOP_BAR.map((t, sort) => [t.id, t.message, t.link ?? null, t.linkLabel ?? null, sort, ...visibilityColumns(t.visibility)]),
  );

  await insertMany(
    db,
    'cms_banners',
    [
      'id', 'placement', 'sort', 'title', 'content', 'image_url', 'theme', 'layout', 'background', 'has_login_cta', 'legal_text_desktop', 'legal_text_mobile',
      'badge', 'logo_url', 'logo_alt', 'subscription_types', 'wallet', 'excluded_wallet',
    ],
    BANNERS.map((b, sort) => [
      b.id, b.placement, sort, b.title, b.content ?? null, b.imageUrl ?? null, b.theme ?? null, b.layout, b.background ?? null,
      b.hasLoginCta ?? false, b.legalTextDesktop ?? null, b.legalTextMobile ?? null, b.badge ?? null, b.logo?.url ?? null, b.logo?.alt ?? null,
      ...visibilityColumns(b.visibility),
    ]),
  );
  let ctaId = 0;
  await insertMany(
    db,
    'cms_banner_ctas',
    ['id', 'banner_id', 'sort', 'label', 'mobile_label', 'link', 'target', 'variant', 'icon', 'event_code', 'subscription_types', 'wallet', 'excluded_wallet'],
    BANNERS.flatMap((b) =>
      b.ctas.map((c, sort) => [++ctaId, b.id, sort, c.label, c.mobileLabel ?? null, c.link, c.target ?? null, c.variant ?? null, c.icon ?? null, c.eventCode ?? null, ...visibilityColumns(c.visibility)]),
    ),
  );

  await db.query(`INSERT INTO cms_footer (id, tagline, toll_free_number, email, company_line) VALUES (1, $1, $2, $3, $4)`, [
    FOOTER.tagline, FOOTER.tollFreeNumber, FOOTER.email, FOOTER.companyLine,
  ]);
  await insertMany(
    db,
    'cms_footer_links',
    ['id', 'kind', 'label', 'href', 'sort', 'subscription_types', 'wallet', 'excluded_wallet'],
    FOOTER_LINKS.map((l, i) => [i + 1, l.kind, l.label, l.href, i, ...visibilityColumns(l.visibility)]),
  );
}
