/**
 * Paywall options per placement and the digital newsstand's issues (spec 1 §3 'Paywall option', §6;
 * spec 2 §6). Options are listed in the order a paywall tries them: the first whose rule the viewer
 * meets is shown (the subgraph decides). Premium viewers match no option of the
 * edicola; trial viewers only meet the edicola's, since premium content is open to them.
 */
import { fakerIT } from '@faker-js/faker';
import type { Db } from '../../db';
import { insertMany } from '../../db';
import { int, seededRandom } from '../../random';
import { MAGAZINES } from './seed-magazines';
import type { VisibilitySeed } from './seed-layout';

type Placement = 'articolo' | 'risorsa' | 'edicola';

interface PaywallOptionSeed {
  key: string;
  title: string;
  content: string;
  ctaLabel: string;
  ctaLink: string;
  /** The spec 1 §9 tracking code of the CTA (none: the web's default PH110). */
  ctaEventCode?: string;
  hasLoginCta?: boolean;
  visibility: VisibilitySeed;
}

/** What each placement keeps behind the paywall, in the options' texts. */
const WHAT: Record<Placement, { subject: string; image: string }> = {
  articolo: { subject: "l'articolo completo e tutti i contenuti Premium del Club", image: '/media/cms/banner/paywall-articolo.svg' },
  risorsa: { subject: 'i Tool, i calcolatori e i Moduli Premium del Club', image: '/media/cms/banner/paywall-risorsa.svg' },
  edicola: { subject: "l'Edicola digitale, con le riviste da sfogliare online", image: '/media/cms/banner/paywall-edicola.svg' },
};

const TITLES: Record<Placement, string> = {
  articolo: 'Contenuto riservato agli abbonati Premium',
  risorsa: 'Risorsa riservata agli abbonati Premium',
  edicola: "L'Edicola digitale è riservata agli abbonati Premium",
};

/** The four options every placement offers, first match wins. */
function optionsFor(placement: Placement): PaywallOptionSeed[] {
  const { subject } = WHAT[placement];
  return [
    {
      key: 'registrati',
      title: TITLES[placement],
      content: `Registrati gratis al Club e scopri come leggere ${subject}.`,
      ctaLabel: 'Registrati gratis',
      ctaLink: '/registrazione',
      hasLoginCta: true,
      visibility: { subscriptionTypes: ['SUSPECT'] },
    },
    {
      key: 'piani',
      title: TITLES[placement],
      content: `Abbonati a Premium per leggere ${subject}.`,
      ctaLabel: 'Scopri i piani',
      ctaLink: '/piani',
      ctaEventCode: 'PP050',
      visibility: { subscriptionTypes: ['REGISTRATO'] },
    },
    {
      key: 'upgrade',
      title: 'Passa a Premium',
      content: `Passa a Premium per avere ${subject}, i corsi ECM e la tutela legale.`,
      ctaLabel: 'Passa a Premium',
      ctaLink: '/upgrade',
      ctaEventCode: 'PP050',
      visibility: { subscriptionTypes: ['TRIAL', 'EX_TRIAL'] },
    },
    {
      key: 'rinnova',
      title: 'Il tuo abbonamento Premium è scaduto',
      content: `Rinnova il tuo abbonamento per tornare a leggere ${subject}.`,
      ctaLabel: "Rinnova l'abbonamento",
      ctaLink: '/upgrade',
      ctaEventCode: 'PP050',
      visibility: { subscriptionTypes: ['EX_PREMIUM'] },
    },
  ];
}

const PAYWALL_PLACEMENTS: readonly Placement[] = ['articolo', 'risorsa', 'edicola'];

function paywallRows(): unknown[][] {
  return PAYWALL_PLACEMENTS.flatMap((placement) =>
    optionsFor(placement).map((o, sort) => [
      `${placement}-${o.key}`,
      placement,
      sort,
      o.title,
      o.content,
      WHAT[placement].image,
      o.ctaLabel,
      o.ctaLink,
      o.ctaEventCode ?? null,
      o.hasLoginCta ?? false,
      o.visibility.subscriptionTypes ?? [],
      o.visibility.wallet ?? null,
      o.visibility.excludedWallet ?? null,
    ]),
  );
}

/** Three monthly issues per magazine, the newest last; the reader shows the newest. */
const ISSUE_MONTHS = [
  { date: '2025-09-01', label: 'settembre 2025' },
  { date: '2025-10-01', label: 'ottobre 2025' },
  { date: '2025-11-01', label: 'novembre 2025' },
];
const ARTICLE_PAGES = 4;

function issueRows(): unknown[][] {
  fakerIT.seed(311);
  const random = seededRandom(311);
  return MAGAZINES.flatMap((m) =>
    ISSUE_MONTHS.map((month, n) => {
      const title = `${m.name} – ${month.label}`;
      const pages = [
        { title: 'Editoriale', text: fakerIT.lorem.paragraph(4) },
        ...Array.from({ length: ARTICLE_PAGES }, (_, i) => ({
          title: `${m.categories[i % m.categories.length]}: ${fakerIT.lorem.words(int(random, 3, 6))}`,
          text: fakerIT.lorem.paragraphs(2, '\n'),
        })),
      ];
      return [`${m.id}-${month.date.slice(0, 7)}`, m.id, title, month.date, `/media/riviste/${n + 1 + MAGAZINES.indexOf(m) * 3}.svg`, JSON.stringify(pages)];
    }),
  );
}

export async function seedPaywall(db: Db): Promise<void> {
  await insertMany(
    db,
    'cms_paywall_options',
    ['id', 'placement', 'sort', 'title', 'content', 'image_url', 'cta_label', 'cta_link', 'cta_event_code', 'has_login_cta', 'subscription_types', 'wallet', 'excluded_wallet'],
    paywallRows(),
  );
  await insertMany(db, 'cms_newsstand_issues', ['id', 'magazine_id', 'title', 'issue_date', 'cover_url', 'pages'], issueRows());
}
