import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, upstreamLogin } from '../../testing';
import { pdfText } from './module-file';

/** Loose JSON view of an answer, for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers read by path in assertions
type Json = any;

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let premium: string;
let trial: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  premium = await upstreamLogin(upstream.url, 'premium@demo.club', 'Club2026!');
  trial = await upstreamLogin(upstream.url, 'trial@demo.club', 'Club2026!');
});
afterAll(async () => {
  await upstream?.close();
});

async function call<T = Json>(method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T; headers: Headers; raw: Buffer }> {
  const res = await fetch(`${upstream.url}${path}`, {
    method,
    headers: { ...(opts.body ? { 'content-type': 'application/json' } : {}), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const isJson = res.headers.get('content-type')?.includes('json');
  return { status: res.status, body: (isJson ? JSON.parse(raw.toString()) : null) as T, headers: res.headers, raw };
}

async function firstOfType(type: string): Promise<{ id: string; slug: string }> {
  const [row] = await upstream.db.query<{ id: string; slug: string }>(`SELECT id, slug FROM cms_contents WHERE content_type = $1 ORDER BY id LIMIT 1`, [type]);
  return row!;
}

describe('favourites', () => {
  it('refuses every favourites route without a bearer token (401)', async () => {
    expect((await call('POST', '/favorites', { body: { id: '100001', type: 'Editoriale' } })).status).toBe(401);
    expect((await call('DELETE', '/favorites/100001')).status).toBe(401);
    expect((await call('GET', '/favorites')).status).toBe(401);
    expect((await call('GET', '/favorites/ids')).status).toBe(401);
    expect((await call('GET', '/favorites/categorie')).status).toBe(401);
    expect((await call('PUT', '/favorites/categorie', { body: { categories: [] } })).status).toBe(401);
  });

  it('adds with 201 idempotently, lists, and removes with 200 then 404', async () => {
    const tool = await firstOfType('Tool');
    const news = await firstOfType('News');
    expect((await call('POST', '/favorites', { token: trial, body: { id: tool.id, type: 'Tool' } })).status).toBe(201);
    expect((await call('POST', '/favorites', { token: trial, body: { id: tool.id, type: 'Tool' } })).status).toBe(201);
    expect((await call('POST', '/favorites', { token: trial, body: { id: news.id, type: 'Editoriale' } })).status).toBe(201);
    const rows = await upstream.db.query(`SELECT 1 FROM cms_favourites WHERE user_id = '1000002' AND content_id = $1`, [tool.id]);
    expect(rows).toHaveLength(1);

    const all = await call('GET', '/favorites', { token: trial });
    expect(all.body.docs.map((d: { id: string }) => d.id)).toEqual([news.id]); // tools excluded by default
    const tools = await call('GET', '/favorites?type=Tool', { token: trial });
    expect(tools.body).toMatchObject({ matches: 1, docs: [{ id: tool.id, contentType: 'Tool' }] });
    expect((await call('GET', '/favorites/ids', { token: trial })).body.ids.sort()).toEqual([tool.id, news.id].sort());
    expect((await call('GET', '/favorites/ids', { token: premium })).body.ids).toEqual([]);

    expect((await call('DELETE', `/favorites/${tool.id}`, { token: trial })).status).toBe(200);
    expect((await call('DELETE', `/favorites/${tool.id}`, { token: trial })).status).toBe(404);
  });

  it('answers 404 for an unknown content and 400 for a malformed body', async () => {
    expect((await call('POST', '/favorites', { token: trial, body: { id: 'nope', type: 'Tool' } })).status).toBe(404);
    expect((await call('POST', '/favorites', { token: trial, body: { type: 'Tool' } })).status).toBe(400);
  });

  it('pages with rows and offset', async () => {
    const docs = await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'Modulo' ORDER BY id LIMIT 3`);
    for (const d of docs) await call('POST', '/favorites', { token: premium, body: { id: d.id, type: 'Modulo' } });
    const page = await call('GET', '/favorites?type=Modulo&rows=2&offset=2', { token: premium });
    expect(page.body.matches).toBe(3);
    expect(page.body.docs).toHaveLength(1);
  });

  it('saves and reads the favourite categories', async () => {
    expect((await call('GET', '/favorites/categorie', { token: premium })).body).toEqual({ categories: [] });
    const put = await call('PUT', '/favorites/categorie', { token: premium, body: { categories: ['Fisco e Tasse', 'Fisco e Tasse', 'Norme e diritto'] } });
    expect(put.body).toEqual({ categories: ['Fisco e Tasse', 'Norme e diritto'] });
    expect((await call('GET', '/favorites/categorie', { token: premium })).body).toEqual({ categories: ['Fisco e Tasse', 'Norme e diritto'] });
    expect((await call('PUT', '/favorites/categorie', { token: premium, body: { categories: 'x' } })).status).toBe(400);
  });
});

describe('latest contents, library, slug, most read', () => {
  it('pages latest contents of a type with a cursor', async () => {
    const first = await call('GET', '/graphql/latest-contents?contentType=Tool&first=4');
    expect(first.body.search.results).toHaveLength(4);
    expect(first.body.search.results.every((r: { contentType: string }) => r.contentType === 'Tool')).toBe(true);
    expect(first.body.search.pageInfo.hasNext).toBe(true);
    const next = await call('GET', `/graphql/latest-contents?contentType=Tool&first=4&after=${first.body.search.pageInfo.endCursor}`);
    const ids = new Set(first.body.search.results.map((r: { id: string }) => r.id));
    expect(next.body.search.results.some((r: { id: string }) => ids.has(r.id))).toBe(false);
    const dates = [...first.body.search.results, ...next.body.search.results].map((r: { publicationDate: string }) => r.publicationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const premiumOnly = await call('GET', '/graphql/latest-contents?first=5&isPremium=true');
    expect(premiumOnly.body.search.results.every((r: { isPremium: boolean }) => r.isPremium)).toBe(true);
    expect((await call('GET', '/graphql/latest-contents?after=garbage')).status).toBe(400);
  });

  it('reads a library item with its course credits, 404 when unknown', async () => {
    const [ebook] = await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'E-book' AND course_id IS NOT NULL LIMIT 1`);
    const item = await call('GET', `/graphql/library?id=${ebook!.id}`);
    expect(item.status).toBe(200);
    expect(item.body.item).toMatchObject({ id: ebook!.id, contentType: 'E-book' });
    expect(item.body.item.credits).toBeGreaterThan(0);
    expect((await call('GET', '/graphql/library?id=unknown')).status).toBe(404);
  });

  it('previews the latest editorial items of each category in one call', async () => {
    const all = await call('POST', '/CMS/Categorie/Anteprime', { body: { rows: 3 } });
    expect(all.body.groups.length).toBeGreaterThan(2);
    for (const g of all.body.groups) {
      expect(g.docs).toHaveLength(3);
      expect(g.docs.every((d: { category: { label: string }; contentType: string }) => d.category.label === g.category.label && !['Tool', 'Modulo'].includes(d.contentType))).toBe(true);
    }
    const one = await call('POST', '/CMS/Categorie/Anteprime', { body: { categories: ['Fisco e Tasse'], rows: 2 } });
    expect(one.body.groups).toHaveLength(1);
    expect(one.body.groups[0].docs).toHaveLength(2);
    expect(one.body.groups[0].matches).toBeGreaterThan(2);
  });

  it('reads a content by slug and lists the most read', async () => {
    const tool = await firstOfType('Tool');
    expect((await call('GET', `/CMS/Contenuti/PerSlug/${tool.slug}`)).body).toMatchObject({ id: tool.id });
    expect((await call('GET', '/CMS/Contenuti/PerSlug/nessuno')).status).toBe(404);
    const most = await call('GET', '/CMS/PiuLetti?rows=5');
    expect(most.body.docs).toHaveLength(5);
  });
});

describe('magazines, external news, logos', () => {
  it('lists the seven magazines with categories', async () => {
    const res = await call('GET', '/recommender/magazines');
    expect(res.body.map((m: { magazine: string }) => m.magazine)).toEqual([
      'MedicalMagazine', 'SanitaInformazione', 'Sanitask', 'NutriPrevieni', 'DailyHealthIndustry', 'PopularScience', 'QuotidianoSanita',
    ]);
    expect(res.body[0].categories.length).toBeGreaterThan(0);
  });

  it('suggests generic posts without a profession and profession posts with one', async () => {
    const generic = await call('POST', '/recommender/suggested', { body: { magazine: 'MedicalMagazine', numPosts: 8 } });
    const count = (b: Json) => b.posts.categories.reduce((n: number, c: { posts: unknown[] }) => n + c.posts.length, 0);
    expect(count(generic.body)).toBe(8);
    expect(generic.body.magazine).toMatchObject({ magazine: 'MedicalMagazine', name: 'Medical Magazine' });
    const personal = await call('POST', '/recommender/suggested', { body: { magazine: 'MedicalMagazine', numPosts: 8, professione: '1' } });
    expect(personal.body.personalised).toBe(true);
    const ids = personal.body.posts.categories.flatMap((c: { posts: { id: string }[] }) => c.posts.map((p) => p.id));
    const rows = await upstream.db.query<{ id: string }>(`SELECT id FROM cms_magazine_posts WHERE id = ANY($1) AND '1' = ANY(professions)`, [ids]);
    expect(rows).toHaveLength(ids.length);
    expect((await call('POST', '/recommender/suggested', { body: { magazine: 'Nope' } })).status).toBe(404);
  });

  it('serves 4 WordPress-like external news posts and the partner logos', async () => {
    const news = await call('GET', '/news-esterne/posts?per_page=4');
    expect(news.body).toHaveLength(4);
    expect(news.body[0]).toMatchObject({ title: { rendered: expect.any(String) }, excerpt: { rendered: expect.any(String) }, yoast_head_json: { author: expect.any(String), articleSection: expect.any(String) } });
    const logos = await call('GET', '/graphql/logos');
    expect(logos.body.item.logos.results.length).toBeGreaterThan(0);
  });

  it("answers /graphql/logos with the spec's partner-logo fields (spec 1 §3): the convention's own logo, a hidden one, one default", async () => {
    const { status, body } = await call('GET', '/graphql/logos');
    expect(status).toBe(200);
    const results = body.item.logos.results as { productName: string | null; partnerLogoSrc: string; partnerLogoAlt: string; showPartnerLogo: boolean; isDefault: boolean }[];
    expect(results.find((l) => l.productName === 'OMCeO')).toMatchObject({
      partnerLogoSrc: '/media/partners/ordine-dei-medici.svg',
      partnerLogoAlt: 'Ordine dei Medici',
      showPartnerLogo: true,
      isDefault: false,
    });
    expect(results.find((l) => l.productName === 'ENPAM')?.showPartnerLogo).toBe(false);
    expect(results.filter((l) => l.isDefault).map((l) => l.partnerLogoAlt)).toEqual(['Fondazione Ricerca Salute']);
    // Every logo the portal may show is served under /media (the header and footer load it from the portal's origin).
    for (const logo of results) expect((await call('GET', logo.partnerLogoSrc)).status).toBe(200);
  });

  it('seeds premium@demo.club on an active convention product (the partner-logo persona) and premium.noecm@ on a club product', async () => {
    const own = await call('GET', '/CRM/Utente/Consistenza', { token: premium });
    expect(own.body.ultimaSottoscrizioneContatto).toMatchObject({ stato: { attivo: true }, cpqProductName: 'Convenzione OMCeO Premium', isConvenzione: true });
    const noEcm = await upstreamLogin(upstream.url, 'premium.noecm@demo.club', 'Club2026!');
    const other = await call('GET', '/CRM/Utente/Consistenza', { token: noEcm });
    expect(other.body.ultimaSottoscrizioneContatto).toMatchObject({ stato: { attivo: true }, cpqProductName: 'Club Medici Premium', isConvenzione: false });
  });
});

describe('GET /CMS/Moduli/{id}/file', () => {
  it('downloads a real PDF carrying the module title and its form fields', async () => {
    const [mod] = await upstream.db.query<{ id: string; title: string; slug: string }>(`SELECT id, title, slug FROM cms_contents WHERE content_type = 'Modulo' AND title IS NOT NULL ORDER BY id LIMIT 1`);
    const res = await call('GET', `/CMS/Moduli/${mod!.id}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${mod!.slug}.pdf"`);
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.raw);
    expect(text).toContain('Codice fiscale');
    expect(text.replace(/\n/g, ' ')).toContain(mod!.title.split(' ').slice(0, 2).join(' '));
  });

  it('answers 404 for a content that is not a module', async () => {
    const tool = await firstOfType('Tool');
    expect((await call('GET', `/CMS/Moduli/${tool.id}/file`)).status).toBe(404);
  });
});
