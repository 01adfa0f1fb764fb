import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream, pdfText, upstreamLogin } from '@club/upstream/testing';
import type { Mutation, Query } from './generated/resolvers-types';
import { startCmsSubgraph } from './server';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** Upstream paths called by the subgraph, the most in flight at once (`maxInFlight`), and paths answered 503 to fail one group alone. */
const upstream = new UpstreamRecorder();
const upstreamCalls = upstream.paths;
const failing = upstream.failing;

type Viewer = Partial<ViewerClaims> & { userId?: string | null; upstreamToken?: string | null };
const wallets = (...codes: string[]) => codes.map((code) => ({ code, active: true, status: 1 }));
const ALL_WALLETS = ['ecm', 'legal', 'toolLegali', 'toolScientifici', 'moduliLegali', 'moduliScientifici', 'news'];
const V: Record<string, Viewer> = { visitor: {} };

async function member(email: string, userId: string, claims: Partial<ViewerClaims>): Promise<Viewer> {
  return { ...claims, userId, upstreamToken: await upstreamLogin(up.url, email, 'Club2026!') };
}

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  V.registrato = await member('registrato@demo.club', '1000001', { subscriptionType: 'REGISTRATO' });
  // Spec: the trial persona has the scientific tool and module wallets only.
  V.trial = await member('trial@demo.club', '1000002', { subscriptionType: 'TRIAL', wallets: wallets('ecm', 'news', 'toolScientifici', 'moduliScientifici') });
  V.premium = await member('premium@demo.club', '1000003', { subscriptionType: 'PREMIUM', wallets: wallets(...ALL_WALLETS), hasFiscalCode: true });
  V.extrial = await member('extrial@demo.club', '1000007', { subscriptionType: 'EX_TRIAL' });
  V.expremium = await member('expremium@demo.club', '1000008', { subscriptionType: 'EX_PREMIUM' });
  V.incomplete = await member('incompleto@demo.club', '1000011', { subscriptionType: 'PREMIUM', wallets: wallets(...ALL_WALLETS) });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => {
  upstream.reset();
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}, viewer: Viewer = {}) => callSubgraph<T>(subgraph.url, query, variables, viewer);

async function contentId(sql: string): Promise<string> {
  const [row] = await up.db.query<{ id: string }>(sql);
  return row!.id;
}
const firstOf = (type: string, extra = '') => contentId(`SELECT id FROM cms_contents WHERE content_type = '${type}' ${extra} ORDER BY id LIMIT 1`);

type Err = { message: string; extensions?: Record<string, unknown> };
type Q<K extends keyof Query> = Pick<Query, K>;
type M<K extends keyof Mutation> = Pick<Mutation, K>;
const ADD = `mutation($id: ID!) { addFavourite(contentId: $id) { content { id isFavourite } toast { message link { label href } } } }`;
const REMOVE = `mutation($id: ID!) { removeFavourite(contentId: $id) { content { id isFavourite } toast { message link { label href } } } }`;

describe('favourites per persona (spec 1 §6)', () => {
  it('visitors and registered members get the favourites upsell as FORBIDDEN', async () => {
    const news = await firstOf('News');
    for (const viewer of [V.visitor!, V.registrato!]) {
      const res = await gql(ADD, { id: news }, viewer);
      const err = res.body.errors![0] as Err;
      expect(err.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED', upsell: { kind: 'FAVOURITES_UPSELL', title: 'Vuoi salvare i tuoi contenuti preferiti?' } });
    }
    const tool = await firstOf('Tool', 'AND is_toolscient');
    const res = await gql(ADD, { id: tool }, V.registrato);
    expect((res.body.errors![0] as Err).extensions!.upsell).toMatchObject({ title: 'Vuoi salvare i tuoi Tool preferiti?' });
  });

  it('ex-trial members are told to move to Premium, ex-premium members to reactivate', async () => {
    const news = await firstOf('News');
    const extrial = await gql(ADD, { id: news }, V.extrial);
    expect((extrial.body.errors![0] as Err).extensions).toMatchObject({ code: 'FORBIDDEN', upsell: { kind: 'MOVE_TO_PREMIUM' } });
    const expremium = await gql(ADD, { id: news }, V.expremium);
    expect((expremium.body.errors![0] as Err).extensions).toMatchObject({ code: 'FORBIDDEN', upsell: { kind: 'REACTIVATE' } });
    expect(upstreamCalls.filter((p) => p === '/favorites')).toEqual([]); // refused before any favourites call
  });

  it('trial and premium members save; the toast points to La mia Libreria or Le mie Risorse', async () => {
    const news = await firstOf('News');
    const saved = await gql<M<'addFavourite'>>(ADD, { id: news }, V.trial);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.addFavourite).toEqual({
      content: { id: news, isFavourite: true },
      toast: { message: 'Aggiunto a', link: { label: 'La mia Libreria', href: '/profilo/la-mia-libreria' } },
    });
    const mod = await firstOf('Modulo', 'AND is_modscient');
    const premium = await gql<M<'addFavourite'>>(ADD, { id: mod }, V.premium);
    expect(premium.body.data!.addFavourite.toast.link).toEqual({ label: 'Le mie Risorse', href: '/profilo/le-mie-risorse' });
    const check = await gql<{ content: { isFavourite: boolean } }>(`query($id: ID!) { content(id: $id) { isFavourite } }`, { id: mod }, V.premium);
    expect(check.body.data!.content.isFavourite).toBe(true);
    const removed = await gql<M<'removeFavourite'>>(REMOVE, { id: mod }, V.premium);
    expect(removed.body.data!.removeFavourite).toMatchObject({ content: { isFavourite: false }, toast: { message: 'Rimosso da' } });
  });

  it('favourite ids with spaces or leading zeros are normalised, not refused (spec 1 §3 "id (normalised)")', async () => {
    const news = await firstOf('News', "AND id ~ '^[1-9][0-9]*$'");
    for (const viewer of [V.trial!, V.premium!]) {
      upstream.reset();
      const added = await gql<M<'addFavourite'>>(ADD, { id: ` 00${news} ` }, viewer);
      expect(added.body.errors).toBeUndefined();
      expect(added.body.data!.addFavourite.content).toEqual({ id: news, isFavourite: true });
      expect(upstream.calls.find((c) => c.method === 'POST' && c.path === '/favorites')!.body).toMatchObject({ id: news });
      const removed = await gql<M<'removeFavourite'>>(REMOVE, { id: `0${news.slice(0, 2)} ${news.slice(2)}` }, viewer);
      expect(removed.body.errors).toBeUndefined();
      expect(removed.body.data!.removeFavourite.content).toEqual({ id: news, isFavourite: false });
      expect(upstreamCalls).toContain(`/favorites/${news}`);
    }
  });

  it('a favourite id that is no id at all is BAD_USER_INPUT with the message, before any call', async () => {
    const res = await gql(ADD, { id: '10/47' }, V.premium);
    expect((res.body.errors![0] as Err).message).toBe('Identificativo del contenuto non valido.');
    expect((res.body.errors![0] as Err).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'contentId' });
    expect(upstreamCalls).toEqual([]);
  });

  it('a favourite on a missing content is NOT_FOUND', async () => {
    const res = await gql(ADD, { id: 'missing-id' }, V.premium);
    expect((res.body.errors![0] as Err).extensions!.code).toBe('NOT_FOUND');
  });

  it('lists favourites by kind with the page sizes (modules 8 per page)', async () => {
    const ids = (await up.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'Modulo' AND is_modscient ORDER BY id DESC LIMIT 9`)).map((r) => r.id);
    for (const id of ids) await gql(ADD, { id }, V.trial);
    const FAV = `query($page: Int) { favourites(kind: MODULI, page: $page) { items { id isFavourite } total hasNext } }`;
    const first = await gql<Q<'favourites'>>(FAV, { page: 1 }, V.trial);
    expect(first.body.data!.favourites).toMatchObject({ total: 9, hasNext: true });
    expect(first.body.data!.favourites!.items).toHaveLength(8);
    expect(first.body.data!.favourites!.items.every((i) => i.isFavourite)).toBe(true);
    const second = await gql<Q<'favourites'>>(FAV, { page: 2 }, V.trial);
    expect(second.body.data!.favourites).toMatchObject({ total: 9, hasNext: false });
    expect(second.body.data!.favourites!.items).toHaveLength(1);
    const visitor = await gql(FAV, { page: 1 }, V.visitor);
    expect((visitor.body.errors![0] as Err).extensions!.code).toBe('UNAUTHENTICATED');
    // A suspect viewer has nothing on the server, even with a session token.
    const suspect = await gql<{ favouriteCategories: string[] | null }>(`{ favouriteCategories }`, {}, { ...V.registrato, subscriptionType: 'SUSPECT' });
    expect(suspect.body.data!.favouriteCategories).toBeNull();
  });

  it('marks a whole listing with isFavourite in one favourites call', async () => {
    const res = await gql<{ contents: { items: { isFavourite: boolean }[] } }>(`{ contents(input: { rows: 12 }) { items { id isFavourite } } }`, {}, V.trial);
    expect(res.body.data!.contents.items).toHaveLength(12);
    expect(upstreamCalls.filter((p) => p === '/favorites/ids')).toHaveLength(1);
    expect(upstreamCalls).toHaveLength(2);
    const visitor = await gql<{ contents: { items: { isFavourite: boolean | null }[] } }>(`{ contents(input: { rows: 3 }) { items { isFavourite } } }`);
    expect(visitor.body.data!.contents.items.every((i) => i.isFavourite === null)).toBe(true);
  });

  it('saves favourite categories for members; visitors get UNAUTHENTICATED', async () => {
    const save = await gql<{ saveFavouriteCategories: string[] }>(`mutation { saveFavouriteCategories(categories: ["Fisco e Tasse"]) }`, {}, V.registrato);
    expect(save.body.data!.saveFavouriteCategories).toEqual(['Fisco e Tasse']);
    const read = await gql<{ favouriteCategories: string[] }>(`{ favouriteCategories }`, {}, V.registrato);
    expect(read.body.data!.favouriteCategories).toEqual(['Fisco e Tasse']);
    const visitor = await gql(`mutation { saveFavouriteCategories(categories: ["Fisco e Tasse"]) }`, {}, V.visitor);
    expect((visitor.body.errors![0] as Err).extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('a failing save names the upstream service for the toast', async () => {
    failing.add('/favorites/categorie');
    const res = await gql(`mutation { saveFavouriteCategories(categories: ["Fisco e Tasse"]) }`, {}, V.registrato);
    expect((res.body.errors![0] as Err).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/favorites/categorie' });
  });
});

const ACTIONS = `query($id: ID!) { content(id: $id) { walletBlocked allowedActions { action allowed upsell upsellTitle } } }`;

describe('actions and module downloads (spec 1 §6)', () => {
  const DOWNLOAD = `query($id: ID!) { moduleDownload(contentId: $id) { fileName contentType base64 } }`;

  it('a premium member downloads a module as a real PDF', async () => {
    const mod = await firstOf('Modulo', 'AND is_modleg AND title IS NOT NULL');
    const res = await gql<{ moduleDownload: { fileName: string; contentType: string; base64: string } }>(DOWNLOAD, { id: mod }, V.premium);
    expect(res.body.errors).toBeUndefined();
    const file = res.body.data!.moduleDownload;
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toMatch(/\.pdf$/);
    const bytes = Buffer.from(file.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('Codice fiscale');
  });

  it('a trial member without the legal wallet is blocked from a legal module and a legal tool', async () => {
    const legalModule = await firstOf('Modulo', 'AND is_modleg');
    const res = await gql(DOWNLOAD, { id: legalModule }, V.trial);
    expect((res.body.errors![0] as Err).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED', upsell: { kind: 'WALLET_REQUIRED', title: 'Questo Modulo non è incluso nel tuo abbonamento' } });
    expect(upstreamCalls).not.toContain(`/CMS/Moduli/${legalModule}/file`);

    const legalTool = await firstOf('Tool', 'AND is_toolleg');
    const actions = await gql<Q<'content'>>(ACTIONS, { id: legalTool }, V.trial);
    expect(actions.body.data!.content!.walletBlocked).toBe(true);
    const byAction = Object.fromEntries(actions.body.data!.content!.allowedActions.map((a) => [a.action, a]));
    expect(byAction.PRINT).toMatchObject({ allowed: false, upsell: 'WALLET_REQUIRED' });
    expect(byAction.SHARE).toMatchObject({ allowed: true, upsell: null });
    const fav = await gql(ADD, { id: legalTool }, V.trial);
    expect((fav.body.errors![0] as Err).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
  });

  it('a trial member downloads a scientific module; a registered member needs an upgrade', async () => {
    const mod = await firstOf('Modulo', 'AND is_modscient');
    expect((await gql(DOWNLOAD, { id: mod }, V.trial)).body.errors).toBeUndefined();
    const res = await gql(DOWNLOAD, { id: mod }, V.registrato);
    expect((res.body.errors![0] as Err).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED', upsell: { kind: 'PREMIUM_REQUIRED', title: 'Vuoi scaricare il Modulo?' } });
    const notModule = await firstOf('Tool');
    expect(((await gql(DOWNLOAD, { id: notModule }, V.premium)).body.errors![0] as Err).extensions!.code).toBe('NOT_FOUND');
  });

  it('paywalled pages give visitors the sign-up prompt (the server decides the paywall)', async () => {
    const article = await firstOf('Articolo', 'AND is_premium');
    const res = await gql<Q<'content'>>(`query($id: ID!) { content(id: $id) { allowedActions { action allowed upsell } } }`, { id: article });
    expect(res.body.data!.content!.allowedActions.filter((a) => a.action !== 'SHARE').every((a) => a.upsell === 'SIGN_UP')).toBe(true);
  });
});

interface Group {
  kind: string;
  label: string;
  items: { title: string; href: string }[];
  error: { code: string; service: string } | null;
}
const SUGGEST = `query($text: String!) { searchSuggestions(text: $text) { kind label items { id title href } error { code service message } } }`;

describe('search suggestions (spec 1 §2)', () => {
  it('answers four groups of at most 5 items with one upstream call each, in parallel', async () => {
    const res = await gql<{ searchSuggestions: Group[] }>(SUGGEST, { text: 'paziente' });
    expect(res.body.errors).toBeUndefined();
    const groups = res.body.data!.searchSuggestions;
    expect(groups.map((g) => g.label)).toEqual(['News e approfondimenti', 'Corsi di Formazione ECM', 'Risorse', 'Tool e calcolatori']);
    expect(groups.every((g) => g.items.length <= 5)).toBe(true);
    expect(groups[0]!.items).toHaveLength(5);
    expect(upstreamCalls).toHaveLength(4);
    expect(upstream.maxInFlight).toBe(4);
  });

  it('refuses a one-character text before any upstream call', async () => {
    const res = await gql(SUGGEST, { text: ' a ' });
    expect(res.body.errors![0]).toMatchObject({ message: 'Digita almeno due caratteri per iniziare la ricerca.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(upstreamCalls).toEqual([]);
  });

  it('leaves a failing group empty with its error while the others show', async () => {
    failing.add('/FAD/Corsi');
    const res = await gql<{ searchSuggestions: Group[] }>(SUGGEST, { text: 'paziente' });
    expect(res.body.errors).toBeUndefined();
    const [news, ecm] = res.body.data!.searchSuggestions;
    expect(ecm).toMatchObject({ items: [], error: { code: 'UPSTREAM_UNAVAILABLE', service: '/FAD/Corsi' } });
    expect(news!.items.length).toBeGreaterThan(0);
    expect(news!.error).toBeNull();
  });
});

const PAGE = `query($text: String!, $sections: [SearchSection!], $offset: Int) {
  searchPage(text: $text, sections: $sections, offset: $offset) { total suggested sections { section label total suggested items { id href content { contentType } course { id } } } } }`;

describe('search page (spec 3 §8-§9)', () => {
  it('answers every section with its initial size and total', async () => {
    const res = await gql<Q<'searchPage'>>(PAGE, { text: 'paziente' });
    const sections = res.body.data!.searchPage!.sections;
    expect(sections.map((s) => s.section)).toEqual(['NEWS', 'MODULES', 'TOOLS', 'ECM']);
    const sizes = Object.fromEntries(sections.map((s) => [s.section, s.items.length]));
    expect(sizes.NEWS).toBe(6);
    expect(sizes.MODULES).toBeLessThanOrEqual(8);
    expect(sizes.TOOLS).toBeLessThanOrEqual(6);
    expect(sizes.ECM).toBeLessThanOrEqual(6);
    expect(sections[0]!.total).toBeGreaterThan(6);
    expect(res.body.data!.searchPage!.suggested).toBe(false);
  });

  it('shows more of one section with the show-more size', async () => {
    const res = await gql<Q<'searchPage'>>(PAGE, { text: 'paziente', sections: ['NEWS'], offset: 6 });
    const [news] = res.body.data!.searchPage!.sections;
    expect(news!.section).toBe('NEWS');
    expect(news!.items).toHaveLength(6);
    expect(upstreamCalls).toHaveLength(1);
  });

  it('suggests 3 news and 4 modules when nothing matches', async () => {
    const res = await gql<Q<'searchPage'>>(PAGE, { text: 'zzqqxxnessuno' }, V.premium);
    const page = res.body.data!.searchPage!;
    expect(page.suggested).toBe(true);
    expect(page.sections.map((s) => [s.section, s.items.length, s.suggested])).toEqual([
      ['NEWS', 3, true],
      ['MODULES', 4, true],
    ]);
    expect(upstreamCalls).toContain('/CRM/Utente/Consistenza'); // personalised by occupation
  });
});

describe('magazines (spec 2 §2, §4)', () => {
  const POSTS = `query($m: String!) { magazinePosts(magazine: $m) { personalised magazine { id name } categories { name posts { id title } } } }`;
  const count = (data: Q<'magazinePosts'>) => data.magazinePosts!.categories.reduce((n, c) => n + c.posts.length, 0);

  it('lists the seven magazines with logo, url and categories', async () => {
    const res = await gql<Q<'magazines'>>(`{ magazines { id name url logoUrl categories { name link } } }`);
    expect(res.body.data!.magazines!.map((m) => m.id)).toEqual(['MedicalMagazine', 'SanitaInformazione', 'Sanitask', 'NutriPrevieni', 'DailyHealthIndustry', 'PopularScience', 'QuotidianoSanita']);
    expect(res.body.data!.magazines![0]!.categories.length).toBeGreaterThan(0);
  });

  it('gives visitors and incomplete profiles 8 generic posts, complete profiles posts by profession', async () => {
    for (const viewer of [V.visitor!, V.incomplete!]) {
      const res = await gql<Q<'magazinePosts'>>(POSTS, { m: 'MedicalMagazine' }, viewer);
      expect(res.body.data!.magazinePosts!.personalised).toBe(false);
      expect(count(res.body.data!)).toBe(8);
    }
    const personal = await gql<Q<'magazinePosts'>>(POSTS, { m: 'MedicalMagazine' }, V.premium);
    expect(personal.body.data!.magazinePosts!.personalised).toBe(true);
    const ids = personal.body.data!.magazinePosts!.categories.flatMap((c) => c.posts.map((p) => p.id));
    const doctorPosts = await up.db.query(`SELECT id FROM cms_magazine_posts WHERE id = ANY($1) AND '1' = ANY(professions)`, [ids]);
    expect(doctorPosts).toHaveLength(ids.length);
  });

  it('answers null for an unknown magazine', async () => {
    expect((await gql<Q<'magazinePosts'>>(POSTS, { m: 'Nope' })).body.data!.magazinePosts).toBeNull();
  });
});

describe('listings and other content queries', () => {
  it('the unfiltered news listing skips the 12 items shown above it; a filter removes the skip', async () => {
    const NEWS = `query($c: [String!]) { newsListing(categories: $c) { items { id } total hasNext } contents(input: { rows: 13, excludeContentTypes: [Tool, Modulo] }) { items { id } total } }`;
    const res = await gql<Q<'newsListing' | 'contents'>>(NEWS);
    expect(res.body.data!.newsListing!.items[0]!.id).toBe(res.body.data!.contents!.items[12]!.id);
    // The total counts the listed items only, so the last page of the listing is never empty.
    expect(res.body.data!.newsListing!.total).toBe(res.body.data!.contents!.total - 12);
    expect(res.body.data!.newsListing!.items).toHaveLength(12);
    const filtered = await gql<Q<'newsListing' | 'categoryPage'>>(`{ newsListing(categories: ["Fisco e Tasse"]) { items { id category { label } } } categoryPage(category: "Fisco e Tasse") { items { id } hasNext } }`);
    expect(filtered.body.data!.newsListing!.items[0]!.id).toBe(filtered.body.data!.categoryPage!.items[0]!.id);
    expect(filtered.body.data!.categoryPage!.items).toHaveLength(12);
  });

  it("a category page narrowed by format and topic lists only the category's items of that format and topic", async () => {
    const [pick] = await up.db.query<{ category: string; topic: string }>(
      `SELECT cat.label AS category, t.title AS topic FROM cms_contents c JOIN cms_categories cat ON cat.slug = c.category_slug
       JOIN cms_topics t ON t.slug = ANY(c.topics) WHERE c.content_type = 'News' GROUP BY cat.label, t.title ORDER BY count(*) DESC, cat.label, t.title LIMIT 1`,
    );
    const PAGE = `query($c: String!, $t: [String!]) { categoryPage(category: $c, contentTypes: [News], topics: $t) { items { id contentType category { label } topics { title } } total } }`;
    const res = await gql<Q<'categoryPage'>>(PAGE, { c: pick!.category, t: [pick!.topic] });
    const page = res.body.data!.categoryPage!;
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item.contentType).toBe('News');
      expect(item.category?.label).toBe(pick!.category);
      expect(item.topics.map((t) => t.title)).toContain(pick!.topic);
    }
    const unfiltered = await gql<Q<'categoryPage'>>(`query($c: String!) { categoryPage(category: $c) { total } }`, { c: pick!.category });
    expect(page.total).toBeLessThan(unfiltered.body.data!.categoryPage!.total);
  });

  it('category cards answer 3 items per category in one upstream call', async () => {
    const res = await gql<Q<'categoryCards'>>(`{ categoryCards { category { label url } items { id } } }`);
    expect(res.body.data!.categoryCards!.length).toBeGreaterThan(2);
    expect(upstreamCalls).toEqual(['/CMS/Categorie/Anteprime']);
    expect(res.body.data!.categoryCards!.every((c) => c.items.length === 3)).toBe(true);
  });

  it('reads a page by path or slug, null when unknown; related and read-also leave the item out', async () => {
    const [row] = await up.db.query<{ id: string; link: string }>(`SELECT id, link FROM cms_contents WHERE content_type = 'Articolo' ORDER BY id LIMIT 1`);
    const res = await gql<Q<'contentBySlug'>>(`query($p: String!) { contentBySlug(path: $p) { id related { id } readAlso { id contentType } } }`, { p: row!.link });
    const item = res.body.data!.contentBySlug!;
    expect(item.id).toBe(row!.id);
    expect(item.related).toHaveLength(3);
    expect(item.readAlso.every((r) => r.contentType === 'Articolo' && r.id !== row!.id)).toBe(true);
    expect((await gql<Q<'contentBySlug'>>(`{ contentBySlug(path: "/risorse/nessuno") { id } }`)).body.data!.contentBySlug).toBeNull();
  });

  it('the partners strip lists only the logos the CMS marks shown', async () => {
    const res = await gql<Q<'partnerLogos'>>(`{ partnerLogos { name productName isDefault } }`);
    const names = res.body.data!.partnerLogos!.map((l) => l.name);
    expect(names).toContain('Ordine dei Medici');
    expect(names).not.toContain('Ente Nazionale Previdenza');
  });

  it("the member's partner logo by product (spec 1 §4 logo selection, §6): conventions only, mapped, else the default", async () => {
    const ENTITIES = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { partnerLogo { name imageUrl } } } }`;
    const logoOf = async (viewer: Viewer, lastSubscription: { active: boolean; productName: string | null; isConvention: boolean } | null) => {
      const res = await gql<{ _entities: { partnerLogo: { name: string; imageUrl: string } | null }[] }>(
        ENTITIES,
        { reps: [{ __typename: 'User', id: viewer.userId, lastSubscription }] },
        viewer,
      );
      expect(res.body.errors).toBeUndefined();
      return res.body.data!._entities[0]!.partnerLogo;
    };
    const convention = { active: true, productName: 'Convenzione OMCeO Premium', isConvention: true };
    expect(await logoOf(V.premium!, convention)).toEqual({ name: 'Ordine dei Medici', imageUrl: '/media/partners/ordine-dei-medici.svg' });
    // A convention without a logo of its own, or mapped to a hidden one, gets the default.
    expect((await logoOf(V.premium!, { ...convention, productName: 'Convenzione ENPAM Premium' }))?.name).toBe('Fondazione Ricerca Salute');
    // Not a convention, or no longer active: no logo, and the logos are not even read.
    upstream.reset();
    expect(await logoOf(V.premium!, { ...convention, isConvention: false })).toBeNull();
    expect(await logoOf(V.expremium!, { ...convention, active: false })).toBeNull();
    expect(upstreamCalls).not.toContain('/graphql/logos');
    // Only the member themself.
    const other = await gql<{ _entities: { partnerLogo: unknown }[] }>(ENTITIES, { reps: [{ __typename: 'User', id: '1000003', lastSubscription: convention }] }, V.registrato);
    expect(other.body.data!._entities[0]!.partnerLogo).toBeNull();
  });

  it('a trial member or a premium member on a club product gets no partner logo; a failing logos service hides the block with its error (spec 1 §8)', async () => {
    const ENTITIES = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { partnerLogo { name } } } }`;
    type Entities = { _entities: ({ partnerLogo: { name: string } | null } | null)[] };
    const trial = await gql<Entities>(ENTITIES, { reps: [{ __typename: 'User', id: '1000002', lastSubscription: { active: true, productName: 'Club Medici Prova Gratuita', isConvention: false } }] }, V.trial);
    expect(trial.body.data!._entities[0]!.partnerLogo).toBeNull();
    const club = await gql<Entities>(ENTITIES, { reps: [{ __typename: 'User', id: '1000003', lastSubscription: { active: true, productName: 'Club Medici Premium', isConvention: false } }] }, V.premium);
    expect(club.body.data!._entities[0]!.partnerLogo).toBeNull();

    failing.add('/graphql/logos');
    const convention = { active: true, productName: 'Convenzione OMCeO Premium', isConvention: true };
    const res = await gql<Entities>(ENTITIES, { reps: [{ __typename: 'User', id: '1000003', lastSubscription: convention }] }, V.premium);
    expect(res.body.data!._entities[0]?.partnerLogo ?? null).toBeNull();
    expect((res.body.errors![0] as Err).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/graphql/logos' });
  });

  it('latest contents page with a cursor; library item, most read, external news, logos', async () => {
    const res = await gql<Q<'latestContents' | 'mostRead' | 'externalNews' | 'partnerLogos' | 'newsCategories'>>(`{
      latestContents(contentType: Tool, first: 4) { items { id contentType } endCursor hasNext }
      mostRead(limit: 5) { id }
      externalNews { title link author section }
      partnerLogos { name imageUrl }
      newsCategories { label }
    }`);
    expect(res.body.errors).toBeUndefined();
    const data = res.body.data!;
    expect(data.latestContents!.items).toHaveLength(4);
    expect(data.latestContents!.hasNext).toBe(true);
    expect(data.mostRead).toHaveLength(5);
    expect(data.externalNews).toHaveLength(4);
    expect(data.partnerLogos!.length).toBeGreaterThan(0);
    const next = await gql<Q<'latestContents'>>(`query($after: String) { latestContents(contentType: Tool, first: 4, after: $after) { items { id } } }`, { after: data.latestContents!.endCursor });
    expect(next.body.data!.latestContents!.items[0]!.id).not.toBe(data.latestContents!.items[0]!.id);
    const ebook = await firstOf('E-book', 'AND course_id IS NOT NULL');
    const lib = await gql<Q<'libraryItem'> & { missing: Query['libraryItem'] }>(`query($id: ID!) { libraryItem(id: $id) { id credits contentTypeLabel } missing: libraryItem(id: "nope") { id } }`, { id: ebook });
    expect(lib.body.data!.libraryItem).toMatchObject({ id: ebook, contentTypeLabel: 'E-book' });
    expect(lib.body.data!.missing).toBeNull();
  });

  it("a failing library call fails libraryItem alone, naming /graphql/library for the page's toast (spec 3 §8)", async () => {
    failing.add('/graphql/library');
    const res = await gql<Q<'libraryItem' | 'magazines'>>(`{ libraryItem(id: "100001") { id } magazines { id } }`);
    expect(res.body.data!.libraryItem).toBeNull();
    expect(res.body.data!.magazines).toHaveLength(7);
    expect((res.body.errors![0] as Err).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/graphql/library' });
  });

  it('a failing external news feed fails that field alone, naming the service', async () => {
    failing.add('/news-esterne/posts');
    const res = await gql<Q<'externalNews' | 'magazines'>>(`{ externalNews { title } magazines { id } }`);
    expect(res.body.data!.externalNews).toBeNull();
    expect(res.body.data!.magazines).toHaveLength(7);
    expect((res.body.errors![0] as Err).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/news-esterne/posts' });
  });
});

describe('top bar trial data (spec 1 §4: the trial message is filled with trial data)', () => {
  it('tells the trial member (started 3 days ago, 7 days long) that 4 days are left', async () => {
    const res = await gql<Q<'topBar'>>('{ topBar { id message } }', {}, V.trial);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.topBar).toEqual([{ id: 'tb-trial', message: 'Il tuo periodo di prova è attivo e termina tra 4 giorni: scopri tutti i vantaggi Premium.' }]);
    expect(upstreamCalls).toContain('/CRM/Utente');
  });

  it("fills the trial member's warning banner with the same days, in the same request's one member read", async () => {
    const res = await gql<Q<'topBar' | 'banners'>>('{ topBar { id } banners(placement: "home") { id theme content } }', {}, V.trial);
    expect(res.body.data!.banners).toEqual([
      { id: 'home-trial', theme: 'warning', content: 'Il tuo periodo di prova è attivo e termina tra 4 giorni: non perdere corsi ECM illimitati, tutela legale e tutti i servizi del club.' },
    ]);
    expect(upstreamCalls.filter((p) => p === '/CRM/Utente')).toHaveLength(1);
  });

  it('reads no member data for the others, and never shows the placeholder', async () => {
    const res = await gql<Q<'topBar'>>('{ topBar { id message } }', {}, V.expremium);
    expect(res.body.data!.topBar!.map((t) => t.id)).toEqual(['tb-ex-premium']);
    expect(upstreamCalls).not.toContain('/CRM/Utente');
  });

  it('keeps the trial message, without the days, when the member data fails', async () => {
    failing.add('/CRM/Utente');
    const res = await gql<Q<'topBar'>>('{ topBar { id message } }', {}, V.trial);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.topBar).toEqual([{ id: 'tb-trial', message: 'Il tuo periodo di prova è attivo: scopri tutti i vantaggi Premium.' }]);
  });
});
