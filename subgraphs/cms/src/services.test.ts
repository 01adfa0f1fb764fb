/**
 * Service pages and partner deals decided on the server (spec 3 §6): what each viewer receives
 * from `servicePage` and `partnerDeals`, against the reference upstream.
 */
import type { SubscriptionType, ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import type { Query } from './generated/resolvers-types';
import { startCmsSubgraph } from './server';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();

type Viewer = Partial<ViewerClaims>;
const as = (subscriptionType: SubscriptionType, ...codes: string[]): Viewer => ({ subscriptionType, wallets: codes.map((code) => ({ code, active: true, status: 1 })) });

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

type Err = { message: string; extensions?: Record<string, unknown> };
const PAGE = `query($path: String!) { servicePage(path: $path) {
  path kind section title
  hero { title ctas { label link } }
  headerLinks { label link }
  anchors { label href }
  menuCtas { label link eventCode }
  areas { title }
  detailCards { title anchorId }
  cardGroups { key title anchorId moreLink cards { id title href } }
  form { formType formSource formCampaign formTitle formId }
  formWithheld legalNotes showsContactButtons
} }`;
type Page = NonNullable<Query['servicePage']>;

async function page(path: string, viewer: Viewer): Promise<Page | null> {
  const res = await callSubgraph<{ servicePage: Page | null }>(subgraph.url, PAGE, { path }, viewer);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.servicePage;
}
const cardIds = (p: Page | null, key: string) => p!.cardGroups.find((g) => g.key === key)!.cards.map((c) => c.id);

describe('legal pages (spec 3 §6)', () => {
  it('a viewer without the legal consultancy portfolio gets no legal header links and no consultation form config', async () => {
    for (const viewer of [as('PREMIUM', 'ecm', 'legal'), as('TRIAL'), as('REGISTRATO'), {}]) {
      const hub = await page('legali', viewer);
      expect(hub!.headerLinks).toEqual([]);
      expect(hub!.form).toBeNull();
      expect(hub!.formWithheld).toBe(true);
    }
  });

  it('trial or premium with the portfolio get the header links and the form config', async () => {
    for (const t of ['TRIAL', 'PREMIUM'] as const) {
      const hub = await page('legali', as(t, 'consulenzaLegale'));
      expect(hub!.headerLinks.map((l) => l.link)).toEqual(['#servizi-legali-form', '/profilo/cause']);
      expect(hub!.form).toEqual({ formType: 'consulenza-legale', formSource: 'ARCLUB', formCampaign: null, formTitle: 'Richiedi una consulenza legale', formId: 'servizi-legali-form' });
    }
  });

  it('registered or ex members with the portfolio get the form but not the header links', async () => {
    const hub = await page('legali', as('EX_PREMIUM', 'consulenzaLegale'));
    expect(hub!.headerLinks).toEqual([]);
    expect(hub!.form?.formType).toBe('consulenza-legale');
  });

  it('detail pages carry their form type and campaign (spec 3 §3) and the areas, anchors and cards of the page', async () => {
    const expected: Record<string, [string, string | null]> = {
      'legali/diffida': ['lettera-diffida', null],
      'legali/parere': ['richiesta-parere-legale', 'formpl'],
      'legali/responsabilita': ['network-avvocati', 'prass_arc'],
      'assicurativi/consulenza': ['pronto-assicuratore', 'prass_arc'],
      'assicurativi/tutela-legale': ['richiesta-tutela-legale-das', 'formtldas'],
    };
    for (const [path, [formType, campaign]] of Object.entries(expected)) {
      const p = await page(path, as('PREMIUM'));
      expect(p!.kind).toBe('DETAIL');
      expect([p!.form!.formType, p!.form!.formCampaign, p!.form!.formSource]).toEqual([formType, campaign, 'ARCLUB']);
      expect(p!.detailCards.length).toBeGreaterThan(0);
      expect(cardIds(p, 'other-services').length).toBeGreaterThan(0);
    }
    const diffida = await page('/servizi/legali/diffida/', as('REGISTRATO'));
    expect(diffida!.detailCards[0]).toEqual({ title: 'Come funziona', anchorId: 'Come-funziona' });
  });

  it('an unknown service route is null (the not-found page)', async () => {
    expect(await page('legali/xyz', as('PREMIUM'))).toBeNull();
  });
});

describe('phone-call and consultant buttons, legal notes, hero CTAs (spec 3 §6)', () => {
  it.each([
    ['SUSPECT', false],
    ['REGISTRATO', true],
    ['TRIAL', false],
    ['PREMIUM', false],
    ['EX_TRIAL', true],
    ['EX_PREMIUM', true],
  ] as const)('%s: contact buttons %s', async (t, shown) => {
    const p = await page('legali/diffida', as(t));
    expect(p!.showsContactButtons).toBe(shown);
    expect(p!.menuCtas.map((c) => c.link)).toEqual(shown ? ['#phonecall', '#modalproducts'] : []);
    expect(p!.legalNotes === null).toBe(!shown);
    expect(p!.hero.ctas).toHaveLength(1);
  });

  it('hero CTAs are the viewer type\'s own', async () => {
    expect((await page('legali/diffida', as('SUSPECT')))!.hero.ctas).toEqual([{ label: 'Registrati gratis', link: '/registrazione' }]);
    expect((await page('legali/diffida', as('EX_PREMIUM')))!.hero.ctas).toEqual([{ label: 'Rinnova', link: '/piani' }]);
  });
});

describe('insurance pages and service cards (spec 3 §6)', () => {
  it('insurance header links and listing only for trial or premium', async () => {
    for (const t of ['SUSPECT', 'REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM'] as const) {
      const hub = await page('assicurativi', as(t));
      expect(hub!.headerLinks).toEqual([]);
      expect(cardIds(hub, 'insurance-services')).toEqual([]);
    }
    const trial = await page('assicurativi', as('TRIAL'));
    expect(trial!.headerLinks.map((l) => l.link)).toEqual(['#servizi-assicurativi-form']);
    expect(cardIds(trial, 'insurance-services')).toEqual(['assicurativo-consulenza', 'assicurativo-tutela-legale']);
    expect(trial!.anchors.map((a) => a.href)).toEqual(['#servizi', '#servizi-assicurativi-form']);
    expect(trial!.areas).toHaveLength(8);
  });

  it('premium sees the legal-protection insurance card only with tutelaLegale or tutelaLegale2', async () => {
    expect(cardIds(await page('assicurativi', as('PREMIUM')), 'insurance-services')).toEqual(['assicurativo-consulenza']);
    expect(cardIds(await page('assicurativi', as('PREMIUM', 'tutelaLegale2')), 'insurance-services')).toContain('assicurativo-tutela-legale');
    expect(cardIds(await page('', as('REGISTRATO')), 'legal-protection')).toContain('assicurativo-tutela-legale');
  });

  it('portfolio cards show by active tags', async () => {
    expect(cardIds(await page('', {}), 'portfolio')).toEqual([]);
    expect(cardIds(await page('', as('PREMIUM', 'ecm', 'pubmed')), 'portfolio')).toEqual(['portfolio-ecm', 'portfolio-pubmed']);
    expect(cardIds(await page('', as('TRIAL', 'consulenzaLegale')), 'portfolio')).toEqual(['portfolio-legal']);
  });
});

describe('partner deals by type (spec 3 §6)', () => {
  const DEALS = `{ partnerDeals { id href } }`;
  const ids = async (viewer: Viewer) => (await callSubgraph<{ partnerDeals: { id: string }[] }>(subgraph.url, DEALS, {}, viewer)).body.data!.partnerDeals.map((d) => d.id);

  it('premium: with Business Class Viaggi, without the generic coupon card; suspect, registered and ex: with the coupon card', async () => {
    const premium = await ids(as('PREMIUM'));
    expect(premium).toContain('business-class-viaggi');
    expect(premium).not.toContain('sconti-convenzioni');
    for (const t of ['SUSPECT', 'REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM'] as const) {
      const list = await ids(as(t));
      expect(list).toContain('sconti-convenzioni');
      expect(list).not.toContain('business-class-viaggi');
      expect(list.length).toBeGreaterThan(4);
    }
  });

  it('a failing deals service fails that field alone', async () => {
    upstream.failing.add('/CMS/Convenzioni');
    try {
      const res = await callSubgraph<{ partnerDeals: null; servicePage: { title: string } }>(subgraph.url, `{ partnerDeals { id } servicePage(path: "convenzioni") { title } }`, {}, as('PREMIUM'));
      expect(res.body.data!.partnerDeals).toBeNull();
      expect(res.body.data!.servicePage.title).toBe('Convenzioni');
      expect((res.body.errors as Err[])[0]!.extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      upstream.failing.clear();
    }
  });
});
