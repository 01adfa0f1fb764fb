/**
 * CMS page components (spec 2 §2 'Other components', §3): FAQ items with their permission
 * requirements, video tutorials, and the promo banners of the resources and news pages.
 * Fixed Italian copy, no randomness: the web's tests count on these lists.
 */
import type { CmsContentType, CmsPageComponent } from '@club/contracts';
import type { Db } from '../../db';
import { insertMany } from '../../db';
import { visibilityColumns, type VisibilitySeed } from './seed-layout';

/** Types not on a running subscription (they are offered the plans). */
const NOT_SUBSCRIBED = ['SUSPECT', 'REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM'];
const SIGNED_IN = ['REGISTRATO', 'TRIAL', 'PREMIUM', 'EX_TRIAL', 'EX_PREMIUM'];

export interface FaqSeed {
  id: string;
  placement: 'piani' | 'risorse' | 'assistenza';
  question: string;
  /** HTML, as the CMS editor saves it. */
  answer: string;
  visibility?: VisibilitySeed;
}

export const FAQS: FaqSeed[] = [
  // /piani: 10 items. 6 are for a visitor (everyone's and the trial offer: more than the first 5);
  // those written for members carry their rule: cancelling and changing plan (a running paid
  // subscription: PREMIUM), the end of the trial (TRIAL, EX_TRIAL), reactivating (EX_PREMIUM).
  { id: 'faq-piani-1', placement: 'piani', question: "Qual è la differenza tra l'iscrizione gratuita e Premium?", answer: "<p>Con l'iscrizione gratuita leggi news e approfondimenti e usi i Tool. Premium aggiunge i corsi ECM, i Moduli scaricabili, la tutela legale e le convenzioni riservate.</p>" },
  { id: 'faq-piani-2', placement: 'piani', question: 'Quanto dura la prova gratuita di Premium?', answer: '<p>La prova gratuita dura 7 giorni e comprende tutti i servizi Premium. Al termine non ti addebitiamo nulla: scegli tu se abbonarti.</p>', visibility: { subscriptionTypes: ['SUSPECT', 'REGISTRATO'] } },
  { id: 'faq-piani-3', placement: 'piani', question: 'Quali metodi di pagamento sono accettati?', answer: '<p>Puoi pagare con carta di credito o di debito dei principali circuiti e con PayPal. Il pagamento è gestito su una piattaforma sicura.</p>' },
  { id: 'faq-piani-4', placement: 'piani', question: "Posso disdire l'abbonamento in qualsiasi momento?", answer: "<p>Sì. Puoi disattivare il rinnovo automatico dal tuo profilo: l'abbonamento resta attivo fino alla scadenza già pagata.</p>", visibility: { subscriptionTypes: ['PREMIUM'] } },
  { id: 'faq-piani-5', placement: 'piani', question: 'I crediti ECM sono inclusi nel piano?', answer: '<p>Il piano Premium comprende i corsi ECM FAD del catalogo. I crediti ottenuti sono comunicati al Co.Gé.A.P.S. dal provider.</p>' },
  { id: 'faq-piani-6', placement: 'piani', question: "Ricevo la fattura per l'abbonamento?", answer: '<p>Sì, la fattura elettronica viene emessa dopo il pagamento con i dati fiscali indicati nel profilo.</p>' },
  { id: 'faq-piani-7', placement: 'piani', question: 'Posso passare a un piano diverso?', answer: "<p>Sì, puoi cambiare piano in qualsiasi momento. Se il nuovo piano costa di più paghi solo la differenza per il periodo residuo.</p>", visibility: { subscriptionTypes: ['PREMIUM'] } },
  { id: 'faq-piani-8', placement: 'piani', question: 'La tutela legale è compresa in tutti i piani?', answer: "<p>La tutela legale è compresa nei piani che la indicano nella tabella di confronto. Puoi anche aggiungerla con l'apposito servizio.</p>" },
  { id: 'faq-piani-9', placement: 'piani', question: 'Cosa succede alla fine del periodo di prova?', answer: "<p>Alla fine della prova i servizi Premium si sospendono. I tuoi dati e i corsi iniziati restano salvati: abbonandoti riprendi da dove eri rimasto.</p>", visibility: { subscriptionTypes: ['TRIAL', 'EX_TRIAL'] } },
  { id: 'faq-piani-10', placement: 'piani', question: 'Come riattivo il mio abbonamento scaduto?', answer: "<p>Scegli un piano in questa pagina e completa l'acquisto: l'abbonamento si riattiva subito con lo stesso account.</p>", visibility: { subscriptionTypes: ['EX_PREMIUM'] } },

  // /risorse: 8 items, 2 depending on the subscription, 1 on the legal wallet.
  { id: 'faq-risorse-1', placement: 'risorse', question: 'Che cosa sono i Tool?', answer: '<p>I Tool sono calcolatori e scale di valutazione clinica pronti all’uso, come l’indice di massa corporea o la clearance della creatinina.</p>' },
  { id: 'faq-risorse-2', placement: 'risorse', question: 'Che cosa sono i Moduli?', answer: '<p>I Moduli sono modelli di documenti da compilare: consensi informati, informative privacy, lettere e moduli amministrativi.</p>' },
  { id: 'faq-risorse-3', placement: 'risorse', question: 'Come scarico un Modulo?', answer: '<p>Apri il Modulo e premi <strong>Scarica</strong>: il file viene salvato sul tuo dispositivo, pronto da compilare.</p>' },
  { id: 'faq-risorse-4', placement: 'risorse', question: 'Perché non riesco a scaricare un Modulo?', answer: '<p>Il download dei Moduli è riservato agli abbonati Premium e a chi è in prova. <a href="/piani">Scopri i piani</a>.</p>', visibility: { subscriptionTypes: NOT_SUBSCRIBED } },
  { id: 'faq-risorse-5', placement: 'risorse', question: 'Posso salvare Tool e Moduli tra i preferiti?', answer: '<p>Sì: premi il pulsante dei preferiti sulla scheda. Li ritrovi nella sezione Preferiti del tuo profilo.</p>', visibility: { subscriptionTypes: SIGNED_IN } },
  { id: 'faq-risorse-6', placement: 'risorse', question: 'I risultati dei calcolatori sostituiscono la valutazione clinica?', answer: '<p>No. I Tool sono un supporto alla decisione: il risultato va sempre interpretato dal professionista nel contesto clinico del paziente.</p>' },
  { id: 'faq-risorse-7', placement: 'risorse', question: 'Come segnalo un errore in un Tool o in un Modulo?', answer: '<p>Scrivi ad <a href="mailto:assistenza@demo.club">assistenza@demo.club</a> indicando il titolo della risorsa: la redazione la verifica entro pochi giorni.</p>' },
  { id: 'faq-risorse-8', placement: 'risorse', question: 'Dove trovo i Moduli per la tutela legale?', answer: '<p>I Moduli per la tutela legale sono nella sezione Le mie cause del profilo, insieme alle pratiche aperte.</p>', visibility: { wallet: 'legal' } },

  // Assistance page.
  { id: 'faq-assistenza-1', placement: 'assistenza', question: "Come contatto l'assistenza?", answer: '<p>Chiama il numero verde 800 123 456 dal lunedì al venerdì dalle 08:00 alle 20:00 e il sabato dalle 09:00 alle 17:00, oppure scrivi ad <a href="mailto:assistenza@demo.club">assistenza@demo.club</a>.</p>' },
  { id: 'faq-assistenza-2', placement: 'assistenza', question: 'Ho dimenticato la password: cosa faccio?', answer: '<p>Dalla pagina di accesso scegli <strong>Password dimenticata?</strong> e segui le istruzioni che ricevi per e-mail.</p>' },
  { id: 'faq-assistenza-3', placement: 'assistenza', question: 'Come modifico i dati del mio profilo?', answer: '<p>Apri il menu del profilo e scegli <strong>Il mio profilo</strong>: puoi aggiornare dati anagrafici, professione e recapiti.</p>', visibility: { subscriptionTypes: SIGNED_IN } },
  { id: 'faq-assistenza-4', placement: 'assistenza', question: 'Come apro una nuova causa?', answer: '<p>Dalla sezione Le mie cause premi <strong>Nuova causa</strong> e descrivi il caso: un legale ti ricontatta entro due giorni lavorativi.</p>', visibility: { wallet: 'legal' } },
];

export interface VideoTutorialSeed {
  id: string;
  placement: 'risorse' | 'home';
  title: string;
  abstract: string;
  /** HTML. */
  content: string;
  previewImage: string;
  isPreview?: boolean;
}

export const VIDEO_TUTORIALS: VideoTutorialSeed[] = [
  { id: 'vt-calcolatori', placement: 'risorse', title: 'Come usare i calcolatori clinici', abstract: 'In tre minuti: scegliere un Tool, inserire i valori e leggere il risultato.', content: '<p>Il video mostra come cercare un calcolatore, compilare i campi richiesti e interpretare il risultato con le note della redazione.</p>', previewImage: '/media/cms/video/tutorial-calcolatori.svg' },
  { id: 'vt-moduli', placement: 'risorse', title: 'Compilare e scaricare un Modulo', abstract: 'Dalla ricerca del modello giusto al file pronto da firmare.', content: '<p>Come trovare il Modulo adatto, scaricarlo e compilarlo con i dati dello studio o della struttura.</p>', previewImage: '/media/cms/video/tutorial-moduli.svg' },
  { id: 'vt-preferiti', placement: 'risorse', title: 'Salvare Tool e Moduli tra i preferiti', abstract: 'Ritrova in un attimo le risorse che usi di più.', content: '<p>Come aggiungere e togliere una risorsa dai preferiti e dove ritrovarla nel profilo.</p>', previewImage: '/media/cms/video/tutorial-preferiti.svg' },
  { id: 'vt-anteprima-responsabilita', placement: 'risorse', title: 'Anteprima: la responsabilità professionale in pratica', abstract: 'I primi minuti del corso ECM dedicato alla responsabilità professionale.', content: '<p>Un estratto del corso: il quadro normativo e due casi pratici commentati da un avvocato.</p>', previewImage: '/media/cms/video/tutorial-responsabilita.svg', isPreview: true },
  { id: 'vt-ricerca', placement: 'risorse', title: 'Cercare una risorsa', abstract: 'Filtri, parole chiave e categorie per arrivare subito al Tool giusto.', content: '<p>Come usare la ricerca e i filtri della sezione Risorse per trovare calcolatori e modelli.</p>', previewImage: '/media/cms/video/tutorial-calcolatori.svg' },
  { id: 'vt-stampa', placement: 'risorse', title: 'Stampare il risultato di un Tool', abstract: 'Il risultato del calcolo pronto da allegare alla cartella clinica.', content: '<p>Come stampare o salvare in PDF il risultato di un calcolatore con i valori inseriti.</p>', previewImage: '/media/cms/video/tutorial-moduli.svg' },
  { id: 'vt-consenso', placement: 'risorse', title: 'Il consenso informato passo per passo', abstract: 'Dal Modulo scaricato alla firma del paziente.', content: '<p>Come compilare un modulo di consenso informato e conservarlo correttamente.</p>', previewImage: '/media/cms/video/tutorial-moduli.svg' },
  { id: 'vt-privacy', placement: 'risorse', title: "L'informativa privacy dello studio", abstract: "I Moduli per l'informativa e il registro dei trattamenti.", content: "<p>Come scegliere e compilare l'informativa privacy adatta al proprio studio.</p>", previewImage: '/media/cms/video/tutorial-preferiti.svg' },
  { id: 'vt-benvenuto', placement: 'home', title: 'Benvenuto nel club: una visita guidata', abstract: 'Le sezioni del portale e come trovare subito quello che ti serve.', content: '<p>Una panoramica di news, corsi ECM, risorse e servizi del club.</p>', previewImage: '/media/cms/video/tutorial-benvenuto.svg' },
  { id: 'vt-corso-ecm', placement: 'home', title: 'Come iscriversi a un corso ECM', abstract: "Dal catalogo all'attestato, passo dopo passo.", content: "<p>Come scegliere un corso nel catalogo, iscriversi, seguirlo e scaricare l'attestato.</p>", previewImage: '/media/cms/video/tutorial-corso-ecm.svg' },
];

interface PromoCtaSeed {
  label: string;
  link: string;
  variant: string;
  /** The spec 1 §9 tracking code of the CTA (none: the web's default PH110). */
  eventCode?: string;
  visibility?: VisibilitySeed;
}

interface PromoBannerSeed {
  id: string;
  placement: 'risorse' | 'news';
  title: string;
  content: string;
  imageUrl: string;
  layout: number;
  background: 'lightblue' | 'darkblue';
  hasLoginCta?: boolean;
  legalTextDesktop?: string;
  legalTextMobile?: string;
  visibility?: VisibilitySeed;
  ctas: PromoCtaSeed[];
}

/** Promo banners of /risorse and /news-approfondimenti; visitors see at least two per page (a carousel). */
export const PROMO_BANNERS: PromoBannerSeed[] = [
  {
    id: 'risorse-tool',
    placement: 'risorse',
    title: 'Tool e calcolatori sempre con te',
    content: 'Scale di valutazione e calcolatori clinici, aggiornati dalla redazione scientifica.',
    imageUrl: '/media/cms/banner/risorse-tool.svg',
    layout: 2,
    background: 'lightblue',
    ctas: [{ label: 'Scopri i Tool', link: '/risorse/tutti-i-tool', variant: 'primary' }],
  },
  {
    id: 'risorse-premium',
    placement: 'risorse',
    title: 'Tutti i Moduli con Premium',
    content: 'Scarica consensi informati, informative e modelli amministrativi pronti da compilare.',
    imageUrl: '/media/cms/banner/risorse-premium.svg',
    layout: 3,
    background: 'darkblue',
    hasLoginCta: true,
    visibility: { subscriptionTypes: [...NOT_SUBSCRIBED, 'TRIAL'] },
    legalTextDesktop: 'Offerta soggetta alle condizioni di adesione.',
    legalTextMobile: 'Condizioni di adesione.',
    ctas: [
      { label: 'Scopri i piani', link: '/piani', variant: 'primary', eventCode: 'PP050', visibility: { subscriptionTypes: NOT_SUBSCRIBED } },
      { label: 'Passa a Premium', link: '/upgrade', variant: 'warning', eventCode: 'PP050', visibility: { subscriptionTypes: ['TRIAL'] } },
    ],
  },
  {
    id: 'risorse-ecm',
    placement: 'risorse',
    title: 'I tuoi corsi ECM',
    content: 'Completa la formazione dell’anno con i corsi FAD del catalogo.',
    imageUrl: '/media/cms/banner/risorse-ecm.svg',
    layout: 2,
    background: 'lightblue',
    visibility: { wallet: 'ecm' },
    ctas: [{ label: 'Vai ai corsi', link: '/corsi-ecm-fad', variant: 'primary' }],
  },
  {
    id: 'news-ecm',
    placement: 'news',
    title: 'Formazione ECM a distanza',
    content: 'Corsi FAD accreditati su temi clinici, legali e manageriali.',
    imageUrl: '/media/cms/banner/news-ecm.svg',
    layout: 2,
    background: 'darkblue',
    ctas: [{ label: 'Scopri i corsi', link: '/corsi-ecm-fad', variant: 'primary' }],
  },
  {
    id: 'news-edicola',
    placement: 'news',
    title: 'Edicola digitale',
    content: 'Le riviste scientifiche dei partner, sfogliabili online.',
    imageUrl: '/media/cms/banner/news-edicola.svg',
    layout: 3,
    background: 'lightblue',
    ctas: [
      { label: 'Apri l’edicola', link: '/edicola-digitale', variant: 'primary', visibility: { subscriptionTypes: ['PREMIUM'] } },
      { label: 'Scopri i piani', link: '/piani', variant: 'secondary', eventCode: 'PP050', visibility: { subscriptionTypes: NOT_SUBSCRIBED } },
    ],
  },
];

/** A component of a page's list (contracts `cmsPageComponent`); `placement` is the page it sits on. */
export type PageComponentSeed = CmsPageComponent & { placement: 'home' | 'chi-siamo' | 'risorse' | 'corsi-ecm-fad' };

const section = (id: string, name: string, extra: { title?: string; contentTypes?: CmsContentType[]; magazines?: string[] } = {}): PageComponentSeed => ({
  id,
  placement: 'home',
  type: 'Section',
  section: name,
  title: extra.title ?? null,
  contentTypes: extra.contentTypes ?? [],
  magazines: extra.magazines ?? [],
});

/**
 * The files the download banners point at (spec 1 §7 'Download banner': fetched, saved under the
 * link's name), served as PDFs by the media library's `documenti` folder (routes-components.ts).
 */
export const DOWNLOAD_FILES: Record<string, { title: string; lines: string[] }> = {
  'presentazione-club.pdf': { title: 'Il Club in breve', lines: ['News e approfondimenti, corsi ECM FAD, risorse per la professione, servizi legali e assicurativi, convenzioni e un programma fedeltà.'] },
  'guida-moduli.pdf': { title: 'Guida ai Moduli', lines: ['Come scegliere il Modulo adatto, compilarlo con i dati dello studio e conservarlo.'] },
  'piano-formativo-2026.pdf': { title: 'Piano formativo 2026', lines: ['I corsi ECM FAD del 2026 per area: Medicina, Sicurezza, Covid 19, Legale, Manageriale.'] },
};

/**
 * Each page's list of components. The home's is its sections in the order the page always had; /chi-siamo
 * shows an info-box row (no 'Per Row': the default 3, one box with an icon name the portal does not
 * know and one `#__next` link, spec 1 §2), a grid with 'Max per Row' 2, a download banner and a
 * free-standing lead form; /risorse and /corsi-ecm-fad a download banner each (their tracking codes
 * RS124 and CF102, spec 1 §9).
 */
export const PAGE_COMPONENTS: PageComponentSeed[] = [
  section('home-hero', 'HeroBanners'),
  section('home-latest-news', 'LatestNews'),
  section('home-favourite-news', 'FavouriteNews'),
  section('home-courses', 'CoursesTeaser'),
  section('home-tools', 'LatestTools'),
  section('home-articles', 'NewsCarousel', { title: 'Approfondimenti', contentTypes: ['Articolo'] }),
  section('home-media', 'NewsCarousel', { title: 'Video e podcast', contentTypes: ['Video', 'Podcast', 'Webinar'] }),
  section('home-magazines', 'Magazines', { title: 'Dalle riviste del network', magazines: ['MedicalMagazine', 'QuotidianoSanita'] }),
  section('home-rewards', 'RewardsTeaser'),
  section('home-most-read', 'MostRead'),
  section('home-professionals', 'LatestProfessionals'),
  {
    id: 'chi-siamo-cosa-trovi',
    placement: 'chi-siamo',
    type: 'InfoBoxes',
    title: 'Cosa trovi nel Club',
    perRow: null,
    boxes: [
      { title: 'News e approfondimenti', text: 'Aggiornamenti clinici, normativi e professionali scritti dalla redazione.', icon: 'news', link: '/news-approfondimenti', linkLabel: 'Leggi le news' },
      { title: 'Corsi ECM FAD', text: 'Formazione a distanza accreditata per i crediti ECM dell’anno.', icon: 'corsi', link: '/corsi-ecm-fad', linkLabel: 'Vai ai corsi' },
      { title: 'Risorse', text: 'Tool, calcolatori e Moduli pronti per lo studio.', icon: 'risorse', link: '/risorse', linkLabel: 'Scopri le risorse' },
      { title: 'La tua privacy', text: 'Come trattiamo i dati dei professionisti iscritti.', icon: 'lucchetto-3d', link: '/informativa-privacy#__next', linkLabel: 'Leggi l’informativa' },
    ],
  },
  {
    id: 'chi-siamo-tutele',
    placement: 'chi-siamo',
    type: 'Grid',
    title: 'Servizi e tutele',
    maxPerRow: 2,
    items: [
      { title: 'Servizi legali', text: 'Consulenza e assistenza di avvocati esperti in diritto sanitario.', image: '/media/cms/banner/servizi-legali.svg', link: '/servizi/legali' },
      { title: 'Servizi assicurativi', text: 'Polizze per la responsabilità professionale e la tutela legale.', image: '/media/cms/banner/servizi-assicurativi.svg', link: '/servizi/assicurativi' },
      { title: 'Telemedicina', text: 'Televisite e teleconsulti con la piattaforma del Club.', image: '/media/cms/banner/telemedicina.svg', link: '/telemedicina' },
      { title: 'Sconti e convenzioni', text: 'Offerte riservate agli iscritti su viaggi, energia e negozi.', image: '/media/cms/banner/convenzioni.svg', link: '/servizi/convenzioni' },
    ],
  },
  {
    id: 'chi-siamo-presentazione',
    placement: 'chi-siamo',
    type: 'DownloadBanner',
    title: 'Il Club in breve',
    content: 'Servizi, formazione e tutele del Club in un documento da conservare.',
    image: null,
    ctaLabel: 'Scarica la presentazione',
    fileUrl: '/media/documenti/presentazione-club.pdf',
  },
  {
    id: 'chi-siamo-contatti',
    placement: 'chi-siamo',
    type: 'LeadForm',
    title: 'Scrivici',
    text: 'Hai domande sul Club? Lasciaci i tuoi dati e il tuo messaggio: ti ricontattiamo noi.',
    formType: 'richiesta-assistenza',
  },
  {
    id: 'risorse-guida-moduli',
    placement: 'risorse',
    type: 'DownloadBanner',
    title: 'Guida ai Moduli',
    content: 'Come scegliere, compilare e conservare i Moduli dello studio.',
    image: null,
    ctaLabel: 'Scarica la guida',
    fileUrl: '/media/documenti/guida-moduli.pdf',
  },
  {
    id: 'corsi-piano-formativo',
    placement: 'corsi-ecm-fad',
    type: 'DownloadBanner',
    title: 'Piano formativo 2026',
    content: 'Tutti i corsi ECM FAD dell’anno, area per area.',
    image: null,
    ctaLabel: 'Scarica il piano formativo',
    fileUrl: '/media/documenti/piano-formativo-2026.pdf',
  },
];

/** Banner sorts and CTA ids after the layout seed's (ids are global, sorts order within a placement). */
const FIRST_BANNER_SORT = 100;
const FIRST_CTA_ID = 3120;

export async function seedComponents(db: Db): Promise<void> {
  await insertMany(
    db,
    'cms_faq_items',
    ['id', 'placement', 'sort', 'question', 'answer', 'subscription_types', 'wallet', 'excluded_wallet'],
    FAQS.map((f, sort) => [f.id, f.placement, sort, f.question, f.answer, ...visibilityColumns(f.visibility)]),
  );
  await insertMany(
    db,
    'cms_video_tutorials',
    ['id', 'placement', 'sort', 'title', 'abstract', 'content', 'preview_image', 'is_preview'],
    VIDEO_TUTORIALS.map((v, sort) => [v.id, v.placement, sort, v.title, v.abstract, v.content, v.previewImage, v.isPreview ?? false]),
  );
  await insertMany(
    db,
    'cms_banners',
    ['id', 'placement', 'sort', 'title', 'content', 'image_url', 'theme', 'layout', 'background', 'has_login_cta', 'legal_text_desktop', 'legal_text_mobile', 'subscription_types', 'wallet', 'excluded_wallet'],
    PROMO_BANNERS.map((b, i) => [
      b.id, b.placement, FIRST_BANNER_SORT + i, b.title, b.content, b.imageUrl, 'promo', b.layout, b.background,
      b.hasLoginCta ?? false, b.legalTextDesktop ?? null, b.legalTextMobile ?? null, ...visibilityColumns(b.visibility),
    ]),
  );
  await insertMany(
    db,
    'cms_page_components',
    ['id', 'placement', 'sort', 'type', 'title', 'doc'],
    PAGE_COMPONENTS.map(({ id, placement, type, title, ...doc }, sort) => [id, placement, sort, type, title, JSON.stringify(doc)]),
  );
  let ctaId = FIRST_CTA_ID;
  await insertMany(
    db,
    'cms_banner_ctas',
    ['id', 'banner_id', 'sort', 'label', 'mobile_label', 'link', 'target', 'variant', 'icon', 'event_code', 'subscription_types', 'wallet', 'excluded_wallet'],
    PROMO_BANNERS.flatMap((b) =>
      b.ctas.map((c, sort) => [ctaId++, b.id, sort, c.label, null, c.link, null, c.variant, null, c.eventCode ?? null, ...visibilityColumns(c.visibility)]),
    ),
  );
}
