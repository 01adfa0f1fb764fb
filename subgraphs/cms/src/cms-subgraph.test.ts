import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, closedPort, UpstreamRecorder, withSharedReadsKept } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { startCmsSubgraph } from './server';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** Upstream paths called by the subgraph, in order. */
const upstream = new UpstreamRecorder();
const upstreamCalls = upstream.paths;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => {
  upstream.reset();
});

const wallets = (...codes: string[]) => codes.map((code) => ({ code, active: true, status: 1 }));
const ALL_WALLETS = ['ecm', 'legal', 'winLoy', 'toolLegali', 'toolScientifici', 'moduliLegali', 'moduliScientifici', 'news', 'topnegozi'];
const VIEWERS: Record<string, Partial<ViewerClaims>> = {
  suspect: {},
  trial: { subscriptionType: 'TRIAL', wallets: wallets('ecm', 'news', 'topnegozi', 'toolScientifici', 'moduliScientifici') },
  premium: { subscriptionType: 'PREMIUM', wallets: wallets(...ALL_WALLETS), hasFiscalCode: true },
  premiumNoLegal: { subscriptionType: 'PREMIUM', wallets: wallets(...ALL_WALLETS.filter((w) => w !== 'legal')) },
  premiumNoEcm: { subscriptionType: 'PREMIUM', wallets: wallets(...ALL_WALLETS.filter((w) => w !== 'ecm')) },
  exPremium: { subscriptionType: 'EX_PREMIUM', wallets: [] },
};

async function gql<T>(query: string, variables: Record<string, unknown> = {}, viewer: Partial<ViewerClaims> = {}) {
  return callSubgraph<T>(subgraph.url, query, variables, viewer);
}

interface Nav {
  label: string;
  href: string;
  children: Nav[];
}
const NAVIGATION = '{ navigation { label href children { label href children { label } } } }';

async function navigationFor(viewer: Partial<ViewerClaims>): Promise<Nav[]> {
  const res = await gql<{ navigation: Nav[] }>(NAVIGATION, {}, viewer);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.navigation;
}

describe('navigation (filtered by policy)', () => {
  it('a visitor sees the main menu with Piani, without Le mie cause, and the ECM activation entry', async () => {
    const nav = await navigationFor(VIEWERS.suspect!);
    expect(nav.map((n) => n.label)).toEqual(['Home', 'News e Approfondimenti', 'Corsi ECM', 'Risorse', 'Servizi', 'Professionisti', 'Piani']);
    const courses = nav.find((n) => n.href === '/corsi-ecm-fad')!;
    expect(courses.children.map((c) => c.label)).toEqual(['E-book', 'Film Formazione', 'Video clip', 'Attiva i Corsi ECM']);
    expect(nav.find((n) => n.href === '/servizi')!.children.map((c) => c.href)).toEqual(
      expect.arrayContaining(['/servizi/legali', '/servizi/assicurativi', '/servizi/convenzioni']),
    );
  });

  it('a premium member with every wallet sees Le mie cause and La mia formazione, not Piani nor the ECM activation', async () => {
    const nav = await navigationFor(VIEWERS.premium!);
    const labels = nav.map((n) => n.label);
    expect(labels).toContain('Le mie cause');
    expect(labels).not.toContain('Piani');
    expect(nav.find((n) => n.href === '/corsi-ecm-fad')!.children.map((c) => c.label)).toEqual(['E-book', 'Film Formazione', 'Video clip', 'La mia formazione']);
  });

  it('has second-level sub-menus, filtered at that depth too (spec 1 §2 mobile layout)', async () => {
    const legalOf = (nav: Nav[]) => nav.find((n) => n.href === '/servizi')!.children.find((c) => c.href === '/servizi/legali')!;
    expect(legalOf(await navigationFor(VIEWERS.suspect!)).children.map((c) => c.label)).toEqual(['Tutela legale', 'Consulenza legale']);
    expect(legalOf(await navigationFor(VIEWERS.premium!)).children.map((c) => c.label)).toEqual(['Tutela legale', 'Consulenza legale', 'Le mie cause']);
  });

  it('a premium member without the legal wallet does not see Le mie cause', async () => {
    const labels = (await navigationFor(VIEWERS.premiumNoLegal!)).map((n) => n.label);
    expect(labels).not.toContain('Le mie cause');
    expect(labels).not.toContain('Piani');
  });

  it('an ex-premium member sees Piani again', async () => {
    expect((await navigationFor(VIEWERS.exPremium!)).map((n) => n.label)).toContain('Piani');
  });

  it('shares one upstream answer between viewers, sent without the token, and filters it for each', async () => {
    const own = new UpstreamRecorder();
    const calls = own.calls;
    const fresh = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: own.fetch });
    // The layout is a process-wide shared read (packages/subgraph-kit shared-reads): kept for a few seconds outside the test runner.
    try {
      await withSharedReadsKept(5_000, async () => {
        const LAYOUT = '{ navigation { label } topBar { id } banners(placement: "home") { id } footer { tagline } }';
        const visitor = await callSubgraph<{ navigation: Nav[] }>(fresh.url, LAYOUT, {}, VIEWERS.suspect);
        const premium = await callSubgraph<{ navigation: Nav[] }>(fresh.url, LAYOUT, {}, { ...VIEWERS.premium, userId: '1000003', upstreamToken: 'token-of-the-member' });
        expect(visitor.body.data!.navigation.map((n) => n.label)).toContain('Piani');
        expect(premium.body.data!.navigation.map((n) => n.label)).not.toContain('Piani');
        expect(calls.map((c) => c.path).sort()).toEqual(['/CMS/Banner', '/CMS/Footer', '/CMS/Navigazione', '/CMS/TopBar']);
        expect(calls.filter((c) => c.authorization !== null)).toEqual([]);
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('top bar, banners, footer', () => {
  it('a trial member gets the trial message only', async () => {
    const res = await gql<{ topBar: { id: string; message: string; link: string | null }[] }>('{ topBar { id message link linkLabel } }', {}, VIEWERS.trial);
    expect(res.body.data!.topBar).toEqual([
      expect.objectContaining({ id: 'tb-trial', message: 'Il tuo periodo di prova è attivo: scopri tutti i vantaggi Premium.', link: '/upgrade' }),
    ]);
  });

  it('an ex-premium member is pointed to /upgrade; a premium member gets one message per wallet rule', async () => {
    const ex = await gql<{ topBar: { id: string; link: string | null }[] }>('{ topBar { id link } }', {}, VIEWERS.exPremium);
    expect(ex.body.data!.topBar).toEqual([{ id: 'tb-ex-premium', link: '/upgrade' }]);
    const premium = await gql<{ topBar: { id: string }[] }>('{ topBar { id } }', {}, VIEWERS.premiumNoLegal);
    expect(premium.body.data!.topBar.map((t) => t.id)).toEqual(['tb-premium']);
  });

  type BannerResult = { banners: { id: string; hasLoginCta: boolean; imageUrl: string | null; ctas: { label: string; link: string }[] }[] };
  const BANNERS = '{ banners(placement: "home") { id hasLoginCta imageUrl ctas { label link variant } } }';

  it('a visitor gets the hero banner with the login prompt flag and its sign-up CTAs', async () => {
    const res = await gql<BannerResult>(BANNERS, {}, VIEWERS.suspect);
    expect(res.body.data!.banners.map((b) => b.id)).toEqual(['home-hero']);
    const hero = res.body.data!.banners[0]!;
    expect(hero.hasLoginCta).toBe(true);
    expect(hero.imageUrl).toBe('/media/cms/banner/hero.svg');
    expect(hero.ctas.map((c) => c.link)).toEqual(['/registrazione', '/registrazione-trial']);
  });

  it('filters each banner CTA for the viewer', async () => {
    const trial = (await gql<BannerResult>(BANNERS, {}, VIEWERS.trial)).body.data!.banners;
    expect(trial.map((b) => b.id)).toEqual(['home-trial']);
    expect(trial[0]!.ctas.map((c) => c.label)).toEqual(['Passa a Premium']);
    const ex = (await gql<BannerResult>(BANNERS, {}, VIEWERS.exPremium)).body.data!.banners;
    expect(ex.find((b) => b.id === 'home-upgrade')!.ctas.map((c) => c.label)).toEqual(['Riattiva Premium', 'Parla con un consulente']);
    const noEcm = (await gql<BannerResult>(BANNERS, {}, VIEWERS.premiumNoEcm)).body.data!.banners;
    expect(noEcm.map((b) => b.id)).toEqual(['home-premium', 'home-loyalty']);
    expect(noEcm[0]!.ctas.map((c) => c.label)).toEqual(["Effettua l'upgrade", 'Le mie cause']);
  });

  it('ex members get the danger banner with legal notes and the consultant; registered members the consultant on the news banner (spec 1 §6, spec 3 §4)', async () => {
    type Styled = { banners: { id: string; theme: string | null; legalTextDesktop: string | null; ctas: { label: string; link: string }[] }[] };
    const query = '{ banners(placement: "home") { id theme legalTextDesktop ctas { label link } } }';
    for (const viewer of [VIEWERS.exPremium, { subscriptionType: 'EX_TRIAL' as const }]) {
      const [banner] = (await gql<Styled>(query, {}, viewer)).body.data!.banners;
      expect(banner).toMatchObject({ id: 'home-upgrade', theme: 'danger', legalTextDesktop: 'Offerta soggetta alle condizioni di adesione.' });
      expect(banner!.ctas.map((c) => c.link)).toContain('#phonecall');
    }
    const trial = (await gql<Styled>(query, {}, VIEWERS.trial)).body.data!.banners;
    expect(trial).toEqual([expect.objectContaining({ id: 'home-trial', theme: 'warning', legalTextDesktop: null })]);
    const news = '{ banners(placement: "news") { ctas { label link } } }';
    type News = { banners: { ctas: { label: string; link: string }[] }[] };
    const registered = (await gql<News>(news, {}, { subscriptionType: 'REGISTRATO' })).body.data!.banners[0]!;
    expect(registered.ctas.map((c) => c.label)).toEqual(['Scopri i piani', 'Parla con un consulente']);
    const visitor = (await gql<News>(news, {}, VIEWERS.suspect)).body.data!.banners[0]!;
    expect(visitor.ctas.map((c) => c.link)).not.toContain('#phonecall');
  });

  it('shows each CTA of one banner only to the types and wallets that CTA declares (spec 1 §6 shared check, spec 2 §3)', async () => {
    // home-premium declares: 'Vai ai corsi ECM' with the ecm wallet, 'Effettua l'upgrade' without it, 'Le mie cause' with legal.
    const ctasOf = async (viewer: Partial<ViewerClaims>, id: string) => {
      const res = await gql<BannerResult>(BANNERS, {}, viewer);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.banners.find((b) => b.id === id)?.ctas.map((c) => c.label);
    };
    expect(await ctasOf(VIEWERS.premium!, 'home-premium')).toEqual(['Vai ai corsi ECM', 'Le mie cause']);
    expect(await ctasOf(VIEWERS.premiumNoEcm!, 'home-premium')).toEqual(["Effettua l'upgrade", 'Le mie cause']);
    expect(await ctasOf(VIEWERS.premiumNoLegal!, 'home-premium')).toEqual(['Vai ai corsi ECM']);
    // home-upgrade: one CTA per ex type, the consultant for both.
    expect(await ctasOf({ subscriptionType: 'EX_TRIAL', wallets: [] }, 'home-upgrade')).toEqual(['Passa a Premium', 'Parla con un consulente']);
    expect(await ctasOf(VIEWERS.exPremium!, 'home-upgrade')).toEqual(['Riattiva Premium', 'Parla con un consulente']);
  });

  it("gives a banner the badge and the logo the CMS set (spec 2 §3 'Promo banner'), null when none", async () => {
    const query = '{ banners(placement: "home") { id badge logoUrl logoAlt } }';
    type Result = { banners: { id: string; badge: string | null; logoUrl: string | null; logoAlt: string | null }[] };
    const noEcm = (await gql<Result>(query, {}, VIEWERS.premiumNoEcm)).body.data!.banners;
    expect(noEcm).toEqual([
      { id: 'home-premium', badge: 'Solo per te', logoUrl: null, logoAlt: null },
      { id: 'home-loyalty', badge: 'Novità', logoUrl: '/media/partners/fondazione-ricerca-salute.svg', logoAlt: 'Fondazione Ricerca Salute' },
    ]);
  });

  it("gives each CTA the event code the CMS set (spec 3 §3 'Content-managed CTA', spec 1 §9), null when none", async () => {
    const query = '{ banners(placement: "home") { id ctas { label eventCode } } }';
    type Result = { banners: { id: string; ctas: { label: string; eventCode: string | null }[] }[] };
    const noEcm = (await gql<Result>(query, {}, VIEWERS.premiumNoEcm)).body.data!.banners;
    expect(noEcm.find((b) => b.id === 'home-loyalty')!.ctas).toEqual([{ label: 'Scopri i premi', eventCode: 'WL100' }]);
    expect(noEcm.find((b) => b.id === 'home-premium')!.ctas).toEqual([
      { label: "Effettua l'upgrade", eventCode: 'PP050' },
      { label: 'Le mie cause', eventCode: null },
    ]);
    const paywall = '{ paywall(placement: "articolo") { cta { label eventCode } } }';
    const registered = await gql<{ paywall: { cta: { label: string; eventCode: string | null } } }>(paywall, {}, { subscriptionType: 'REGISTRATO', wallets: [] });
    expect(registered.body.data?.paywall.cta).toEqual({ label: 'Scopri i piani', eventCode: 'PP050' });
  });

  it('the footer carries the toll-free number, the five social networks and the loyalty separator', async () => {
    type FooterResult = { footer: { tollFreeNumber: string; links: { href: string; hasSeparator: boolean }[]; social: { label: string }[]; legalLinks: { href: string }[] } };
    const query = '{ footer { tollFreeNumber links { label href hasSeparator } social { label href } legalLinks { href } } }';
    const visitor = (await gql<FooterResult>(query, {}, VIEWERS.suspect)).body.data!.footer;
    expect(visitor.tollFreeNumber).toBe('800 123 456');
    expect(visitor.social.map((s) => s.label)).toEqual(['twitter', 'linkedin', 'instagram', 'youtube', 'facebook']);
    expect(visitor.links.filter((l) => l.hasSeparator).map((l) => l.href)).toEqual(['/programma-fedelta-premiati']);
    expect(visitor.links.map((l) => l.href)).toContain('/piani');
    expect(visitor.legalLinks.map((l) => l.href)).toEqual(expect.arrayContaining(['/privacy-policy', '/cookie-policy']));
    const premium = (await gql<FooterResult>(query, {}, VIEWERS.premium)).body.data!.footer;
    expect(premium.links.map((l) => l.href)).not.toContain('/piani');
  });
});

interface ContentResult {
  id: string;
  contentType: string;
  contentTypeLabel: string;
  title: string | null;
}

describe('editorial content', () => {
  it('grouped search answers at most groupingLimit items per group, with the Italian type labels kept', async () => {
    const res = await gql<{ contentGroups: { contentType: string; contentTypeLabel: string; total: number; fallback: boolean; items: ContentResult[] }[] }>(
      'query($limit: Int) { contentGroups(input: {}, groupingLimit: $limit) { contentType contentTypeLabel total fallback items { id contentType contentTypeLabel } } }',
      { limit: 2 },
    );
    expect(res.body.errors).toBeUndefined();
    const groups = res.body.data!.contentGroups;
    expect(groups).toHaveLength(13);
    for (const g of groups) {
      expect(g.items.length).toBeLessThanOrEqual(2);
      expect(g.items.every((i) => i.contentType === g.contentType)).toBe(true);
      expect(g.fallback).toBe(false);
    }
    expect(groups.find((g) => g.contentType === 'EBook')?.contentTypeLabel).toBe('E-book');
    expect(groups.find((g) => g.contentType === 'FilmFormazione')?.contentTypeLabel).toBe('Film Formazione');
  });

  it('filters by GraphQL content types, sent upstream in the spec spelling', async () => {
    const res = await gql<{ contents: { total: number; items: ContentResult[] } }>(
      '{ contents(input: { contentTypes: [EBook, FilmFormazione], rows: 30 }) { total items { id contentType contentTypeLabel } } }',
    );
    const { items, total } = res.body.data!.contents;
    expect(total).toBe(150 + 120);
    expect(new Set(items.map((i) => `${i.contentType}/${i.contentTypeLabel}`))).toEqual(new Set(['EBook/E-book', 'FilmFormazione/Film Formazione']));
  });

  it('searches by text and pages with rows and offset', async () => {
    type Found = { id: string; title: string | null; abstract: string | null; author: string | null };
    const query = 'query($offset: Int) { contents(input: { text: "Diabete", rows: 4, offset: $offset }) { total items { id title abstract author } } }';
    const first = (await gql<{ contents: { total: number; items: Found[] } }>(query, { offset: 0 })).body.data!.contents;
    const second = (await gql<{ contents: { total: number; items: Found[] } }>(query, { offset: 4 })).body.data!.contents;
    const eight = (await gql<{ contents: { items: Found[] } }>('{ contents(input: { text: "diabete", rows: 8 }) { items { id } } }')).body.data!.contents;
    expect(first.total).toBeGreaterThan(8);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(eight.items.map((i) => i.id));
    for (const i of first.items) expect([i.title, i.abstract, i.author].join(' ').toLowerCase()).toContain('diabete');
  });

  it('refuses a one-character text with the spec hint as BAD_USER_INPUT, before any upstream call', async () => {
    const res = await gql<{ contents: unknown; contentGroups: unknown }>('{ contents(input: { text: " a " }) { total } contentGroups(input: { text: "b" }) { total } }');
    expect(res.body.data).toEqual({ contents: null, contentGroups: null });
    expect(res.body.errors).toHaveLength(2);
    for (const e of res.body.errors!) {
      expect(e.message).toBe('Digita almeno due caratteri per iniziare la ricerca.');
      expect(e.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(upstreamCalls).toEqual([]);
  });

  it('falls back to the latest items when asked and nothing matches', async () => {
    const res = await gql<{ contents: { total: number; fallback: boolean; items: ContentResult[] } }>(
      '{ contents(input: { text: "parolainesistente", contentTypes: [Tool], rows: 3, fallback: true }) { total fallback items { contentType } } }',
    );
    expect(res.body.data!.contents.fallback).toBe(true);
    expect(res.body.data!.contents.items.map((i) => i.contentType)).toEqual(['Tool', 'Tool', 'Tool']);
  });

  it('content(id) answers the item with its body and Sommario headings; an unknown id answers null', async () => {
    const [row] = await up.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'Articolo' AND title IS NOT NULL ORDER BY id LIMIT 1`);
    const res = await gql<{ content: { id: string; body: string; headings: string[]; category: { label: string }; userActions: string[] }; missing: null }>(
      'query($id: ID!) { content(id: $id) { id body headings category { label } userActions } missing: content(id: "0") { id } }',
      { id: row!.id },
    );
    expect(res.body.errors).toBeUndefined();
    const content = res.body.data!.content;
    expect(content.id).toBe(row!.id);
    expect(content.headings.length).toBeGreaterThanOrEqual(2);
    expect(content.body).toContain(`<h2>${content.headings[0]}</h2>`);
    expect(content.userActions).toEqual(['Share', 'Print']);
    expect(res.body.data!.missing).toBeNull();
  });

  it('carries the page blocks the editors chose: relatedComponents, hasContinueReading, hasTopics', async () => {
    // Set directly on two items so the test reads what the CMS says, not the seed's rule.
    const [full, bare] = await up.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'Articolo' ORDER BY id LIMIT 2`);
    await up.db.query(`UPDATE cms_contents SET related_components = ARRAY['Related Content', 'Latest Content', 'Blocco sconosciuto'], has_continue_reading = true, has_topics = true WHERE id = $1`, [full!.id]);
    await up.db.query(`UPDATE cms_contents SET related_components = '{}', has_continue_reading = false, has_topics = false WHERE id = $1`, [bare!.id]);
    const res = await gql<Record<'full' | 'bare', { relatedComponents: string[]; hasContinueReading: boolean; hasTopics: boolean }>>(
      'query($a: ID!, $b: ID!) { full: content(id: $a) { relatedComponents hasContinueReading hasTopics } bare: content(id: $b) { relatedComponents hasContinueReading hasTopics } }',
      { a: full!.id, b: bare!.id },
    );
    expect(res.body.errors).toBeUndefined();
    // In the editors' order; a block this portal doesn't know is left out.
    expect(res.body.data!.full).toEqual({ relatedComponents: ['RELATED_CONTENT', 'LATEST_CONTENT'], hasContinueReading: true, hasTopics: true });
    expect(res.body.data!.bare).toEqual({ relatedComponents: [], hasContinueReading: false, hasTopics: false });
  });

  it('loads the bodies of a listed page in one batched upstream call', async () => {
    // As a premium member: premium bodies are paywalled for visitors (paywall.test.ts).
    const res = await gql<{ contents: { items: { id: string; headings: string[] }[] } }>(
      '{ contents(input: { contentTypes: [Articolo], rows: 6 }) { items { id headings } } }',
      {},
      { subscriptionType: 'PREMIUM' },
    );
    expect(res.body.data!.contents.items).toHaveLength(6);
    expect(res.body.data!.contents.items.every((i) => i.headings.length >= 2)).toBe(true);
    expect(upstreamCalls).toEqual(['/CMS/Search/EditorialContent/Ungrouped', '/CMS/Contenuti/PerId']);
  });

  it('resolves Content entity references in one batched upstream call', async () => {
    const rows = await up.db.query<{ id: string; course_id: string | null }>(`SELECT id, course_id FROM cms_contents WHERE content_type = 'E-book' ORDER BY id LIMIT 3`);
    const res = await gql<{ _entities: ({ id: string; contentTypeLabel: string; course: { id: string } | null } | null)[] }>(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Content { id contentTypeLabel course { id } } } }',
      { r: [...rows.map((r) => ({ __typename: 'Content', id: r.id })), { __typename: 'Content', id: 'unknown' }] },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!._entities).toEqual([
      ...rows.map((r) => ({ id: r.id, contentTypeLabel: 'E-book', course: r.course_id ? { id: r.course_id } : null })),
      null,
    ]);
    expect(upstreamCalls).toEqual(['/CMS/Contenuti/PerId']);
  });

  it('lists the categories and topics', async () => {
    const res = await gql<{ contentCategories: { label: string; pageName: string }[]; contentTopics: { title: string }[] }>(
      '{ contentCategories { label url pageName } contentTopics { title link } }',
    );
    expect(res.body.data!.contentCategories.map((c) => c.label)).toEqual(expect.arrayContaining(['Norme e diritto', 'Fisco e Tasse']));
    expect(res.body.data!.contentTopics.length).toBeGreaterThanOrEqual(40);
  });
});

/** An upstream that answers 503 on the given paths and forwards everything else to the real one. */
async function partlyBrokenUpstream(target: string, brokenPaths: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    if (brokenPaths.includes(new URL(req.url ?? '/', 'http://x').pathname)) {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Servizio non disponibile.' }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('transport and failures', () => {
  it('refuses an unsigned request with 401', async () => {
    const res = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ footer { email } }' }) });
    expect(res.status).toBe(401);
  });

  it('an upstream that is down fails each field alone with UPSTREAM_UNAVAILABLE', async () => {
    const down = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: `http://127.0.0.1:${await closedPort()}`, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 2000 });
    try {
      const res = await callSubgraph<Record<string, unknown>>(down.url, '{ __typename navigation { label } footer { email } contents { total } }');
      expect(res.body.data).toEqual({ __typename: 'Query', navigation: null, footer: null, contents: null });
      const byField = new Map(res.body.errors!.map((e) => [(e as { path?: string[] }).path?.[0], e.extensions]));
      expect(byField.get('navigation')).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/CMS/Navigazione' });
      expect(byField.get('footer')).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/CMS/Footer' });
      expect(byField.get('contents')?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });

  it('when only the navigation service fails, the other sections of the same response still resolve', async () => {
    const broken = await partlyBrokenUpstream(up.url, ['/CMS/Navigazione']);
    const partial = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: broken.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 });
    try {
      const res = await callSubgraph<{ navigation: null; footer: { tollFreeNumber: string }; topBar: { id: string }[] }>(
        partial.url,
        '{ navigation { label } footer { tollFreeNumber } topBar { id } }',
        {},
        VIEWERS.trial,
      );
      expect(res.body.data).toEqual({ navigation: null, footer: { tollFreeNumber: '800 123 456' }, topBar: [{ id: 'tb-trial' }] });
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors![0]).toMatchObject({ path: ['navigation'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/CMS/Navigazione' } });
    } finally {
      await partial.close();
      await broken.close();
    }
  });
});
