/**
 * Service pages, service cards and partner deals (spec 3 §1 claims, §2 'Services and conventions',
 * §3 'Service card', 'Form types and campaigns', content-managed form config and CTA, §6, §9).
 * Every page of /servizi is one document (table cms_service_pages); cards, CTAs and groups carry
 * their rules, which the cms subgraph applies. No randomness: the copy is fixed.
 */
import type { CmsBannerCta, CmsVisibility, CmsPartnerDeal, CmsServiceCard, CmsServiceCardGroup, CmsServiceForm, CmsServicePage } from '@club/contracts';
import { ECM_OFFER_CLAIM } from '@club/wire';
import type { Db } from '../../db';
import { insertMany } from '../../db';

/** The source of every lead form (spec 3 §3). */
const SOURCE = 'ARCLUB';

const NO_RULE: CmsVisibility = { subscriptionTypes: [], wallet: null, excludedWallet: null };
const ONLY = (...subscriptionTypes: string[]): CmsVisibility => ({ subscriptionTypes, wallet: null, excludedWallet: null });
const CONTACT_TYPES = ['REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM'];

function cta(label: string, link: string, visibility: CmsVisibility = NO_RULE, extra: Partial<CmsBannerCta> = {}): CmsBannerCta {
  return { label, mobileLabel: null, link, target: null, variant: 'primary', icon: null, eventCode: null, visibility, ...extra };
}

function card(id: string, title: string, body: string, href: string, extra: Partial<CmsServiceCard> = {}): CmsServiceCard {
  return { id, title, body, icon: null, href, cta: 'Scopri di più', tags: [], legalProtectionInsurance: false, visibility: NO_RULE, ...extra };
}

function form(formType: string, formId: string, formTitle: string, formCampaign: string | null = null, formContent: string | null = null): CmsServiceForm {
  return { formType, formSource: SOURCE, formCampaign, formTitle, formContent, formId };
}

/** Spec 3 §1 marketing claims, as the cards and heroes say them. */
export const SERVICE_CARDS = {
  ecm: card('portfolio-ecm', 'Formazione ECM', ECM_OFFER_CLAIM, '/corsi-ecm-fad', { icon: 'graduation', tags: ['ecm'] }),
  legal: card('portfolio-legal', 'Servizi legali', 'Consulenza legale illimitata con risposta entro 2 giorni lavorativi, lettere di diffida e pareri scritti.', '/servizi/legali', { icon: 'scale', tags: ['legal', 'consulenzaLegale'] }),
  shops: card('portfolio-topnegozi', 'Sconti e Convenzioni', 'Oltre 12.000 codici sconto in più di 700 negozi online.', '/servizi/convenzioni/negozi', { icon: 'tag', tags: ['topnegozi'] }),
  netmed: card('portfolio-netmed', 'Telemedicina', 'Il servizio di telemedicina riservato agli abbonati Premium.', '/telemedicina', { icon: 'stethoscope', tags: ['netmed'] }),
  pubmed: card('portfolio-pubmed', 'World Scientific Press', 'Oltre 34 milioni di contenuti scientifici e oltre 60 specializzazioni, con la newsletter su misura.', '/servizi/pubmed', { icon: 'book', tags: ['pubmed'] }),
  travel: card('portfolio-viaggi', 'Viaggi', 'Lo sconto del 10% sulle attrazioni con il nostro partner di viaggi.', '/servizi/convenzioni/business-class-viaggi', { icon: 'plane', tags: ['viaggi'] }),
  consulenza: card('legale-consulenza', 'Consulenza legale', 'Consulenze illimitate con risposta entro 2 giorni lavorativi.', '/servizi/legali/consulenza', { icon: 'chat' }),
  diffida: card('legale-diffida', 'Lettera di diffida', "Fino a 3 lettere di diffida l'anno con risposta entro 10 giorni lavorativi.", '/servizi/legali/diffida', { icon: 'letter' }),
  parere: card('legale-parere', 'Parere legale', "Fino a 3 pareri legali scritti l'anno con risposta entro 15 giorni lavorativi.", '/servizi/legali/parere', { icon: 'document' }),
  responsabilita: card('legale-responsabilita', 'Responsabilità professionale', 'Il supporto di una rete di avvocati in caso di contestazioni sulla responsabilità professionale.', '/servizi/legali/responsabilita', { icon: 'shield' }),
  insuranceAdvice: card('assicurativo-consulenza', 'Consulenza assicurativa', 'Un consulente assicurativo ti aiuta a scegliere le coperture adatte alla tua professione.', '/servizi/assicurativi/consulenza', { icon: 'umbrella' }),
  legalProtection: card('assicurativo-tutela-legale', 'Polizza di tutela legale', 'Massimale di 30.000 euro per sinistro, illimitato per anno, senza anticipo di spese e senza franchigia.', '/servizi/assicurativi/tutela-legale', { icon: 'shield', legalProtectionInsurance: true }),
} satisfies Record<string, CmsServiceCard>;

const LEGAL_CARDS = [SERVICE_CARDS.consulenza, SERVICE_CARDS.diffida, SERVICE_CARDS.parere, SERVICE_CARDS.responsabilita];
const INSURANCE_CARDS = [SERVICE_CARDS.insuranceAdvice, SERVICE_CARDS.legalProtection];

function group(key: string, title: string, cards: CmsServiceCard[], anchorId: string | null = null, moreLink: string | null = null): CmsServiceCardGroup {
  return { key, title, anchorId, moreLink, cards };
}

/** Hero CTAs by type (spec 3 §6 'Hero calls to action show only for listed subscription types'). */
function heroCtas(formAnchor: string): CmsBannerCta[] {
  return [
    cta('Registrati gratis', '/registrazione', ONLY('SUSPECT'), { eventCode: 'AR107' }),
    cta('Prova gratis', '/upgrade', ONLY('REGISTRATO')),
    cta('Passa a premium', '/piani', ONLY('EX_TRIAL'), { eventCode: 'PP050' }),
    cta('Rinnova', '/piani', ONLY('EX_PREMIUM'), { eventCode: 'PP050' }),
    cta('Richiedi il servizio', `#${formAnchor}`, ONLY('TRIAL', 'PREMIUM')),
  ];
}

/** The sticky anchor menu's CTAs: the call button and the products modal for registered and ex types (spec 3 §6). */
function menuCtas(): CmsBannerCta[] {
  return [
    cta('Chiamaci', '#phonecall', ONLY(...CONTACT_TYPES), { variant: 'secondary', icon: 'phone', eventCode: 'PH110' }),
    cta('Parla con un consulente', '#modalproducts', ONLY(...CONTACT_TYPES), { variant: 'primary', icon: 'user' }),
  ];
}

const LEGAL_HEADER_LINKS = [
  cta('Richiedi una consulenza', '#servizi-legali-form', NO_RULE, { variant: 'primary' }),
  cta('Le mie cause', '/profilo/cause', NO_RULE, { variant: 'secondary' }),
];
const INSURANCE_HEADER_LINKS = [cta('Parla con un consulente assicurativo', '#servizi-assicurativi-form', NO_RULE, { variant: 'primary' })];

const LEGAL_NOTES =
  'I servizi legali sono inclusi nell’abbonamento Premium del Club e sono erogati da avvocati convenzionati. Le lettere di diffida e i pareri scritti sono disponibili fino a 3 all’anno ciascuno.';

function page(p: Partial<CmsServicePage> & Pick<CmsServicePage, 'path' | 'kind' | 'title' | 'hero'>): CmsServicePage {
  return {
    section: 'general',
    headerLinks: [],
    anchors: [],
    menuCtas: [],
    areasTitle: null,
    areas: [],
    detailCards: [],
    cardGroups: [],
    form: null,
    legalNotes: null,
    ...p,
  };
}

interface DetailSeed {
  path: string;
  section: 'legal' | 'insurance';
  title: string;
  heroBody: string;
  self: CmsServiceCard;
  form: CmsServiceForm;
  cards: [string, string][];
}

const DETAILS: DetailSeed[] = [
  {
    path: 'legali/consulenza',
    section: 'legal',
    title: 'Consulenza legale',
    heroBody: 'Consulenze legali illimitate: un avvocato ti risponde entro 2 giorni lavorativi.',
    self: SERVICE_CARDS.consulenza,
    form: form('consulenza-legale', 'servizi-legali-form', 'Richiedi una consulenza legale'),
    cards: [
      ['Come funziona', 'Descrivi il tuo quesito nel modulo: un avvocato della rete ti risponde entro 2 giorni lavorativi.'],
      ['Consulenze illimitate', 'Puoi chiedere tutte le consulenze di cui hai bisogno, per tutta la durata dell’abbonamento.'],
      ['Avvocati specializzati', 'Rispondono avvocati esperti nel diritto sanitario e nella responsabilità professionale.'],
    ],
  },
  {
    path: 'legali/diffida',
    section: 'legal',
    title: 'Lettera di diffida',
    heroBody: "Fino a 3 lettere di diffida l'anno, inviate da un avvocato entro 10 giorni lavorativi.",
    self: SERVICE_CARDS.diffida,
    form: form('lettera-diffida', 'servizi-legali-form', 'Richiedi una lettera di diffida'),
    cards: [
      ['Come funziona', 'Raccontaci il caso: un avvocato prepara e invia la lettera di diffida entro 10 giorni lavorativi.'],
      ['Fino a 3 lettere all’anno', 'L’abbonamento Premium comprende fino a 3 lettere di diffida all’anno.'],
      ['Quando serve', 'Per chiedere un pagamento, fermare un comportamento scorretto o tutelare la tua reputazione professionale.'],
    ],
  },
  {
    path: 'legali/parere',
    section: 'legal',
    title: 'Parere legale',
    heroBody: "Fino a 3 pareri legali scritti l'anno, con risposta entro 15 giorni lavorativi.",
    self: SERVICE_CARDS.parere,
    form: form('richiesta-parere-legale', 'servizi-legali-form', 'Richiedi un parere legale', 'formpl'),
    cards: [
      ['Come funziona', 'Invia la tua richiesta con i documenti: ricevi un parere scritto entro 15 giorni lavorativi.'],
      ['Fino a 3 pareri all’anno', 'L’abbonamento Premium comprende fino a 3 pareri legali scritti all’anno.'],
      ['Un parere su misura', 'Il parere analizza il tuo caso e ti indica come muoverti.'],
    ],
  },
  {
    path: 'legali/responsabilita',
    section: 'legal',
    title: 'Responsabilità professionale',
    heroBody: 'Una rete di avvocati ti assiste in caso di contestazioni sulla responsabilità professionale.',
    self: SERVICE_CARDS.responsabilita,
    form: form('network-avvocati', 'servizi-legali-form', 'Contatta la rete di avvocati', 'prass_arc'),
    cards: [
      ['Come funziona', 'Segnalaci la contestazione: ti mettiamo in contatto con un avvocato della rete.'],
      ['Una rete nazionale', 'Avvocati convenzionati in tutta Italia, esperti di responsabilità medica.'],
      ['Tutela legale', 'Con la polizza di tutela legale le spese sono coperte fino a 30.000 euro per sinistro.'],
    ],
  },
  {
    path: 'assicurativi/consulenza',
    section: 'insurance',
    title: 'Consulenza assicurativa',
    heroBody: 'Un consulente assicurativo ti aiuta a scegliere le coperture per la tua professione.',
    self: SERVICE_CARDS.insuranceAdvice,
    form: form('pronto-assicuratore', 'servizi-assicurativi-form', 'Parla con un consulente assicurativo', 'prass_arc'),
    cards: [
      ['Come funziona', 'Compila il modulo: un consulente ti richiama per capire le tue esigenze.'],
      ['Coperture su misura', 'Responsabilità civile professionale, tutela legale, vita, infortuni e salute.'],
      ['Senza impegno', 'La consulenza è gratuita e non ti obbliga a sottoscrivere alcuna polizza.'],
    ],
  },
  {
    path: 'assicurativi/tutela-legale',
    section: 'insurance',
    title: 'Polizza di tutela legale',
    heroBody: 'Massimale di 30.000 euro per sinistro, illimitato per anno, senza anticipo di spese e senza franchigia.',
    self: SERVICE_CARDS.legalProtection,
    form: form('richiesta-tutela-legale-das', 'servizi-assicurativi-form', 'Richiedi informazioni sulla polizza', 'formtldas'),
    cards: [
      ['Come funziona', 'La polizza copre le spese legali e peritali per le controversie legate alla tua professione.'],
      ['30.000 euro per sinistro', 'Massimale di 30.000 euro per sinistro e illimitato per anno.'],
      ['Nessun anticipo', 'Nessun anticipo di spese e nessuna franchigia.'],
    ],
  },
];

function detailPage(d: DetailSeed): CmsServicePage {
  const others = (d.section === 'legal' ? [...LEGAL_CARDS, SERVICE_CARDS.legalProtection] : [...INSURANCE_CARDS, SERVICE_CARDS.consulenza]).filter((c) => c.id !== d.self.id);
  return page({
    path: d.path,
    kind: 'detail',
    section: d.section,
    title: d.title,
    hero: { title: d.title, body: d.heroBody, image: null, ctas: heroCtas(d.form.formId) },
    headerLinks: d.section === 'legal' ? LEGAL_HEADER_LINKS : INSURANCE_HEADER_LINKS,
    anchors: [
      ...d.cards.map(([title]) => ({ label: title, href: `#${title.replace(/\s+/g, '-')}` })),
      { label: 'Richiedi informazioni', href: `#${d.form.formId}` },
      { label: 'Altri servizi', href: '#Altri-servizi' },
    ],
    menuCtas: menuCtas(),
    detailCards: d.cards.map(([title, body]) => ({ title, body, icon: null })),
    cardGroups: [group('other-services', 'Altri servizi', others, 'Altri-servizi')],
    form: d.form,
    legalNotes: d.section === 'legal' ? LEGAL_NOTES : null,
  });
}

/** The partner pages under /servizi/convenzioni built here (the others have their own areas). */
const PARTNER_PAGES: CmsServicePage[] = [
  page({
    path: 'convenzioni/sanitassicura',
    kind: 'partner',
    section: 'insurance',
    title: 'Sanitassicura',
    hero: { title: 'Sanitassicura', body: 'Le coperture assicurative dedicate ai professionisti sanitari, a condizioni riservate agli iscritti al Club.', image: null, ctas: heroCtas('servizi-assicurativi-form') },
    headerLinks: INSURANCE_HEADER_LINKS,
    anchors: [{ label: 'Richiedi informazioni', href: '#servizi-assicurativi-form' }],
    menuCtas: menuCtas(),
    detailCards: [
      { title: 'Chi siamo', body: 'Sanitassicura è il broker assicurativo convenzionato con il Club per i professionisti sanitari.', icon: null },
      { title: 'Le coperture', body: 'Responsabilità civile professionale, tutela legale, infortuni e salute.', icon: null },
    ],
    cardGroups: [group('other-services', 'Altri servizi', INSURANCE_CARDS, 'Altri-servizi')],
    form: form('upgrade-das', 'servizi-assicurativi-form', 'Richiedi informazioni a Sanitassicura', 'formtldas'),
  }),
  page({
    path: 'convenzioni/legal-and-partners',
    kind: 'partner',
    section: 'legal',
    title: 'Legal & Partners',
    hero: { title: 'Legal & Partners', body: 'La rete di avvocati convenzionati con il Club, in tutta Italia.', image: null, ctas: heroCtas('servizi-legali-form') },
    headerLinks: LEGAL_HEADER_LINKS,
    anchors: [{ label: 'Richiedi informazioni', href: '#servizi-legali-form' }],
    menuCtas: menuCtas(),
    detailCards: [
      { title: 'La rete', body: 'Avvocati esperti di diritto sanitario e di responsabilità medica.', icon: null },
      { title: 'Tariffe riservate', body: 'Condizioni riservate agli iscritti al Club per ogni attività giudiziale e stragiudiziale.', icon: null },
    ],
    cardGroups: [group('other-services', 'Altri servizi', LEGAL_CARDS, 'Altri-servizi')],
    form: form('network-avvocati', 'servizi-legali-form', 'Contatta la rete di avvocati', 'prass_arc'),
  }),
  page({
    path: 'convenzioni/insurance-and-partners',
    kind: 'partner',
    section: 'insurance',
    title: 'Insurance & Partners',
    hero: { title: 'Insurance & Partners', body: 'Le compagnie assicurative partner del Club, con condizioni dedicate.', image: null, ctas: heroCtas('servizi-assicurativi-form') },
    headerLinks: INSURANCE_HEADER_LINKS,
    anchors: [{ label: 'Richiedi informazioni', href: '#servizi-assicurativi-form' }],
    menuCtas: menuCtas(),
    detailCards: [
      { title: 'I partner', body: 'Compagnie selezionate per la responsabilità civile professionale e la tutela legale.', icon: null },
      { title: 'Un solo referente', body: 'Un consulente del Club ti segue dalla scelta della polizza al sinistro.', icon: null },
    ],
    cardGroups: [group('other-services', 'Altri servizi', INSURANCE_CARDS, 'Altri-servizi')],
    form: form('pronto-assicuratore', 'servizi-assicurativi-form', 'Parla con un consulente assicurativo', 'prass_arc'),
  }),
];

export const SERVICE_PAGES: CmsServicePage[] = [
  page({
    path: '',
    kind: 'home',
    title: 'Servizi',
    hero: { title: 'Servizi e convenzioni', body: 'Tutti i servizi del Club per i professionisti sanitari: assistenza legale, assicurativa e le convenzioni con i partner.', image: null, ctas: heroCtas('I-servizi-del-tuo-abbonamento') },
    cardGroups: [
      group('portfolio', 'I servizi del tuo abbonamento', [SERVICE_CARDS.ecm, SERVICE_CARDS.legal, SERVICE_CARDS.shops, SERVICE_CARDS.netmed, SERVICE_CARDS.pubmed, SERVICE_CARDS.travel], 'I-servizi-del-tuo-abbonamento'),
      group('legal-protection', 'Tutela legale e assicurativa', [...LEGAL_CARDS, SERVICE_CARDS.legalProtection], 'Tutela-legale-e-assicurativa', '/servizi/legali'),
    ],
  }),
  page({
    path: 'legali',
    kind: 'hub',
    section: 'legal',
    title: 'Servizi legali',
    hero: { title: 'Servizi legali', body: 'Consulenza legale, lettere di diffida, pareri scritti e una rete di avvocati al tuo fianco.', image: null, ctas: heroCtas('servizi-legali-form') },
    headerLinks: LEGAL_HEADER_LINKS,
    anchors: [
      { label: 'I servizi legali', href: '#servizi-legali' },
      { label: 'Richiedi una consulenza', href: '#servizi-legali-form' },
    ],
    areasTitle: 'Le aree del diritto',
    areas: [
      { title: 'Diritto amministrativo', icon: 'building' },
      { title: 'Diritto civile e penale', icon: 'scale' },
      { title: 'Diritto di famiglia', icon: 'family' },
      { title: 'Privacy', icon: 'lock' },
      { title: 'Responsabilità medica', icon: 'stethoscope' },
      { title: 'Diritto ambientale', icon: 'leaf' },
      { title: 'Diritto del lavoro', icon: 'briefcase' },
      { title: 'Diritto tributario', icon: 'receipt' },
    ],
    cardGroups: [group('legal-services', 'I servizi legali', [...LEGAL_CARDS, SERVICE_CARDS.legalProtection], 'servizi-legali')],
    form: form('consulenza-legale', 'servizi-legali-form', 'Richiedi una consulenza legale', null, 'Descrivi il tuo quesito: un avvocato ti risponde entro 2 giorni lavorativi.'),
    legalNotes: LEGAL_NOTES,
  }),
  page({
    path: 'assicurativi',
    kind: 'hub',
    section: 'insurance',
    title: 'Servizi assicurativi',
    hero: { title: 'Servizi assicurativi', body: 'Consulenza assicurativa e la polizza di tutela legale dedicata ai professionisti sanitari.', image: null, ctas: heroCtas('servizi-assicurativi-form') },
    headerLinks: INSURANCE_HEADER_LINKS,
    anchors: [
      { label: 'I servizi assicurativi', href: '#servizi' },
      { label: 'Parla con un consulente', href: '#servizi-assicurativi-form' },
    ],
    areasTitle: 'Le aree assicurative',
    areas: [
      { title: 'Responsabilità civile professionale', icon: 'shield' },
      { title: 'Tutela legale', icon: 'scale' },
      { title: 'Vita', icon: 'heart' },
      { title: 'Furto e incendio', icon: 'fire' },
      { title: 'Infortuni e salute', icon: 'stethoscope' },
      { title: 'Viaggi', icon: 'plane' },
      { title: 'Auto e moto', icon: 'car' },
      { title: 'Casa e condominio', icon: 'home' },
    ],
    cardGroups: [group('insurance-services', 'I servizi assicurativi', INSURANCE_CARDS, 'servizi')],
    form: form('pronto-assicuratore', 'servizi-assicurativi-form', 'Parla con un consulente assicurativo', 'prass_arc'),
  }),
  ...DETAILS.map(detailPage),
  page({
    path: 'convenzioni',
    kind: 'deals',
    title: 'Convenzioni',
    hero: { title: 'Le convenzioni del Club', body: 'Sconti e vantaggi riservati ai professionisti sanitari: oltre 12.000 codici sconto in più di 700 negozi online, viaggi, noleggio, luce e gas, fitness.', image: null, ctas: [] },
  }),
  ...PARTNER_PAGES,
];

/** Spec 3 §6: the premium list has Business Class Viaggi and not the generic coupon card; the standard list the other way round. */
export const PARTNER_DEALS: CmsPartnerDeal[] = [
  { id: 'sconti-convenzioni', title: 'Sconti e Convenzioni', body: 'Oltre 12.000 codici sconto in più di 700 negozi online.', image: null, href: '/servizi/convenzioni/negozi', lists: ['standard'] },
  { id: 'business-class-viaggi', title: 'Business Class Viaggi', body: 'Viaggi e tour con lo sconto del 10% sulle attrazioni.', image: null, href: '/servizi/convenzioni/business-class-viaggi', lists: ['premium'] },
  { id: 'fitness-network-italia', title: 'Fitness Network Italia', body: '3 ingressi gratuiti nelle palestre del network.', image: null, href: '/servizi/convenzioni/fitness-network-italia', lists: ['premium', 'standard'] },
  { id: 'rent-478', title: 'Rent 478', body: 'Il noleggio a lungo termine a condizioni riservate.', image: null, href: '/servizi/convenzioni/rent-478', lists: ['premium', 'standard'] },
  { id: 'luce-gas', title: 'Luce e Gas', body: 'Offerte luce e gas dedicate agli iscritti al Club.', image: null, href: '/servizi/convenzioni/luce-gas', lists: ['premium', 'standard'] },
  { id: 'sanitassicura', title: 'Sanitassicura', body: 'Le coperture assicurative per i professionisti sanitari.', image: null, href: '/servizi/convenzioni/sanitassicura', lists: ['premium', 'standard'] },
  { id: 'legal-and-partners', title: 'Legal & Partners', body: 'La rete di avvocati convenzionati con il Club.', image: null, href: '/servizi/convenzioni/legal-and-partners', lists: ['premium', 'standard'] },
  { id: 'insurance-and-partners', title: 'Insurance & Partners', body: 'Le compagnie assicurative partner del Club.', image: null, href: '/servizi/convenzioni/insurance-and-partners', lists: ['premium', 'standard'] },
];

export async function seedServices(db: Db): Promise<void> {
  await insertMany(db, 'cms_service_pages', ['path', 'doc'], SERVICE_PAGES.map((p) => [p.path, JSON.stringify(p)]));
  await insertMany(
    db,
    'cms_partner_deals',
    ['id', 'sort', 'title', 'body', 'image_url', 'href', 'lists'],
    PARTNER_DEALS.map((d, i) => [d.id, i, d.title, d.body, d.image, d.href, d.lists]),
  );
}
