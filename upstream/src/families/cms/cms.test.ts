import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';
import type { ContentItem } from './content-item';
import { CONTENT_TYPES } from './migration';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

async function post<T = unknown>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${upstream.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

async function get<T = unknown>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${upstream.url}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

const UNGROUPED = '/CMS/Search/EditorialContent/Ungrouped';
const GROUPED = '/CMS/Search/EditorialContent';

function isSortedDesc(dates: string[]): boolean {
  return dates.every((d, i) => i === 0 || dates[i - 1]! >= d);
}

describe('cms seed', () => {
  it('holds over 5,200 contents of all 13 types, more News and Articolo than anything else', async () => {
    const rows = await upstream.db.query<{ content_type: string; n: number }>(`SELECT content_type, count(*)::int AS n FROM cms_contents GROUP BY 1 ORDER BY 2 DESC`);
    expect(rows.reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(5200);
    expect(rows.map((r) => r.content_type).sort()).toEqual([...CONTENT_TYPES].sort());
    expect(rows.slice(0, 2).map((r) => r.content_type).sort()).toEqual(['Articolo', 'News']);
  });

  it('leaves some titles, abstracts and authors empty for the web fallbacks', async () => {
    const [row] = await upstream.db.query<{ t: number; a: number; au: number }>(
      `SELECT count(*) FILTER (WHERE title IS NULL)::int AS t, count(*) FILTER (WHERE abstract IS NULL)::int AS a, count(*) FILTER (WHERE author IS NULL)::int AS au FROM cms_contents`,
    );
    expect(row!.t).toBeGreaterThan(0);
    expect(row!.a).toBeGreaterThan(0);
    expect(row!.au).toBeGreaterThan(0);
  });

  it('gives editorial pages their blocks, Tools and Modules only related items, with some pages left bare', async () => {
    const rows = await upstream.db.query<{ content_type: string; components: string; continues: boolean; topics: boolean; n: number }>(
      `SELECT content_type, array_to_string(related_components, ',') AS components, has_continue_reading AS continues, has_topics AS topics, count(*)::int AS n
       FROM cms_contents WHERE content_type IN ('Articolo', 'Tool', 'Faq') GROUP BY 1, 2, 3, 4`,
    );
    const of = (type: string) => rows.filter((r) => r.content_type === type);
    expect(of('Articolo').some((r) => r.components === 'Suggested Content,Related Content,Latest Content' && r.continues && r.topics)).toBe(true);
    expect(of('Articolo').some((r) => r.components === 'Related Content')).toBe(true);
    expect(of('Articolo').some((r) => !r.continues)).toBe(true);
    expect(of('Articolo').some((r) => !r.topics)).toBe(true);
    expect(of('Tool').map((r) => [r.components, r.continues, r.topics])).toEqual([['Related Content', false, false]]);
    expect(of('Faq').map((r) => [r.components, r.continues, r.topics])).toEqual([['', false, false]]);
    const [sidebarless] = await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'Articolo' AND related_components = ARRAY['Related Content'] LIMIT 1`);
    const { body } = await get<ContentItem>(`/CMS/Contenuti/${sidebarless!.id}`);
    expect(body).toMatchObject({ relatedComponents: ['Related Content'], hasContinueReading: true, hasTopics: true });
  });
});

describe('POST /CMS/Search/EditorialContent/Ungrouped', () => {
  it('answers with the spec 2 §9 library search defaults (rows 9, library order, debug on), without bodies, with the total count', async () => {
    const { status, body } = await post<{ docs: ContentItem[]; matches: number; fallback: boolean; debug: { filters: string[]; order: string } }>(UNGROUPED, {});
    expect(status).toBe(200);
    expect(body.docs).toHaveLength(9);
    expect(body.debug).toEqual({ filters: [], order: 'publicationDate desc, updatedDate desc, createdDate desc, professionDetail desc' });
    expect(body.matches).toBeGreaterThanOrEqual(5200);
    expect(body.fallback).toBe(false);
    expect(isSortedDesc(body.docs.map((d) => d.publicationDate))).toBe(true);
    expect(body.docs[0]).not.toHaveProperty('body');
    expect(body.docs[0]).toMatchObject({ link: expect.stringMatching(/^\//), category: { label: expect.any(String), url: expect.any(String) } });
  });

  it('matches every word of contains in title, abstract or author, case-insensitively', async () => {
    const { body } = await post<{ docs: ContentItem[]; matches: number }>(UNGROUPED, { contains: 'REGIME forfettario', criteria: { rows: 50 } });
    expect(body.matches).toBeGreaterThan(0);
    for (const d of body.docs) {
      const text = [d.title, d.abstract, d.author].join(' ').toLowerCase();
      expect(text).toContain('regime');
      expect(text).toContain('forfettario');
    }
  });

  it('searches the text through the trigram index (pg_trgm), not a scan of every content', async () => {
    const [index] = await upstream.db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'cms_contents_search_trgm_idx'`);
    expect(index!.indexdef).toContain('gin_trgm_ops');
    await upstream.db.query('ANALYZE cms_contents');
    const plan = await upstream.db.query<Record<string, string>>(`EXPLAIN SELECT id FROM cms_contents c WHERE c.search_text ILIKE '%diabete%' AND c.search_text ILIKE '%tipo%'`);
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('cms_contents_search_trgm_idx');
  });

  it('treats LIKE wildcards in contains literally', async () => {
    const { body } = await post<{ matches: number; fallback: boolean }>(UNGROUPED, { contains: '%', criteria: { fallback: false } });
    expect(body).toMatchObject({ matches: 0, fallback: false });
  });

  it('filters by content type (spelt as the spec) and by category label', async () => {
    const { body } = await post<{ docs: ContentItem[]; matches: number }>(UNGROUPED, {
      contentType: ['E-book', 'Film Formazione'],
      category: ['Norme e diritto'],
      criteria: { rows: 100 },
    });
    expect(body.matches).toBeGreaterThan(0);
    for (const d of body.docs) {
      expect(['E-book', 'Film Formazione']).toContain(d.contentType);
      expect(d.category?.label).toBe('Norme e diritto');
    }
  });

  it('excludes content types and ids', async () => {
    const first = await post<{ docs: ContentItem[] }>(UNGROUPED, { criteria: { rows: 3 } });
    const excludedIds = first.body.docs.map((d) => d.id);
    const { body } = await post<{ docs: ContentItem[] }>(UNGROUPED, { exclude: { contentType: ['Tool', 'News'], id: excludedIds }, criteria: { rows: 200 } });
    for (const d of body.docs) {
      expect(['Tool', 'News']).not.toContain(d.contentType);
      expect(excludedIds).not.toContain(d.id);
    }
  });

  it('pages with offset and skip without overlap', async () => {
    const page1 = await post<{ docs: ContentItem[] }>(UNGROUPED, { criteria: { rows: 5 } });
    const page2 = await post<{ docs: ContentItem[] }>(UNGROUPED, { criteria: { rows: 5, offset: 3, skip: 2 } });
    const all = await post<{ docs: ContentItem[] }>(UNGROUPED, { criteria: { rows: 10 } });
    expect([...page1.body.docs, ...page2.body.docs].map((d) => d.id)).toEqual(all.body.docs.map((d) => d.id));
  });

  it('orders by another criterion when asked', async () => {
    const { body } = await post<{ docs: ContentItem[] }>(UNGROUPED, { contentType: ['Guida'], criteria: { rows: 20, orderCriteria: [{ field: 'title', direction: 'asc' }] } });
    const titles = body.docs.map((d) => d.title).filter((t): t is string => t !== null);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('falls back to the latest items of the requested types only when asked', async () => {
    const without = await post<{ docs: ContentItem[]; matches: number; fallback: boolean }>(UNGROUPED, { contains: 'parolainesistente', contentType: ['Podcast'], criteria: { fallback: false } });
    expect(without.body).toMatchObject({ docs: [], matches: 0, fallback: false });
    // Spec 2 §9: the library search falls back by default.
    const byDefault = await post<{ docs: ContentItem[]; fallback: boolean }>(UNGROUPED, { contains: 'parolainesistente', contentType: ['Podcast'] });
    expect(byDefault.body.fallback).toBe(true);
    expect(byDefault.body.docs).toHaveLength(9);
    const withFallback = await post<{ docs: ContentItem[]; matches: number; fallback: boolean }>(UNGROUPED, {
      contains: 'parolainesistente',
      contentType: ['Podcast'],
      criteria: { fallback: true, rows: 4 },
    });
    expect(withFallback.body.fallback).toBe(true);
    expect(withFallback.body.docs).toHaveLength(4);
    expect(withFallback.body.docs.every((d) => d.contentType === 'Podcast')).toBe(true);
  });

  it('filters by the structured occupation (spec 2 §3, spec 3 §7): items for the occupation or one of its details, or for everyone', async () => {
    const { body } = await post<{ docs: ContentItem[]; matches: number }>(UNGROUPED, {
      userOccupation: { medicalOccupation: 'Altro professionista sanitario', medicalOccupationDetail: ['Infermiere'] },
      criteria: { rows: 100 },
    });
    const all = await post<{ matches: number }>(UNGROUPED, { criteria: { rows: 1 } });
    expect(body.matches).toBeLessThan(all.body.matches);
    expect(body.docs.some((d) => d.occupations.includes('Infermiere'))).toBe(true);
    for (const d of body.docs) expect(d.occupations.length === 0 || d.occupations.includes('Infermiere')).toBe(true);
  });

  it("a doctor's specialties keep the items for one of them or for every specialty", async () => {
    const { body } = await post<{ docs: ContentItem[] }>(UNGROUPED, {
      userOccupation: { medicalOccupation: 'Medico chirurgo', medicalSpecialties: ['Cardiologia'] },
      criteria: { rows: 200 },
    });
    expect(body.docs.some((d) => d.specializations.includes('Cardiologia'))).toBe(true);
    for (const d of body.docs) {
      expect(d.occupations.length === 0 || d.occupations.includes('Medico chirurgo')).toBe(true);
      expect(d.specializations.length === 0 || d.specializations.includes('Cardiologia')).toBe(true);
    }
  });

  it('refuses the occupation as a bare string (the structured object of the library search)', async () => {
    const { status, body } = await post<{ message: string }>(UNGROUPED, { userOccupation: 'Infermiere' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/userOccupation/);
  });

  it('reports the filters applied when debug is on', async () => {
    const { body } = await post<{ debug: { filters: string[]; order: string } }>(UNGROUPED, { contains: 'diabete', debug: true, criteria: { orderCriteria: [{ field: 'publicationDate' }] } });
    expect(body.debug.filters).toContain('contains "diabete"');
    expect(body.debug.order).toBe('publicationDate desc');
    const quiet = await post<Record<string, unknown>>(UNGROUPED, { contains: 'diabete', debug: false });
    expect(quiet.body).not.toHaveProperty('debug');
  });

  it.each([
    [{ criteria: { rows: -1 } }, 'criteria.rows'],
    [{ contentType: ['Romanzo'] }, 'contentType.0'],
    [{ criteria: { orderCriteria: [{ field: 'random' }] } }, 'criteria.orderCriteria.0.field'],
    [{ contains: 42 }, 'contains'],
  ])('refuses a malformed body %j with 400 naming the field', async (bad, field) => {
    const { status, body } = await post<{ message: string }>(UNGROUPED, bad);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Richiesta non valida: /);
    expect(body.message).toContain(field);
  });
});

describe('POST /CMS/Search/EditorialContent (grouped)', () => {
  type Grouped = { groups: { groupValue: string; docs: ContentItem[]; matches: number }[]; matches: number; fallback: boolean };

  it('groups with the spec 2 §9 library search defaults: 1 item per group, fallback on', async () => {
    const { body } = await post<Grouped>(GROUPED, { contentType: ['News', 'Articolo'] });
    expect(body.groups.map((g) => g.docs.length)).toEqual([1, 1]);
    const none = await post<Grouped>(GROUPED, { contains: 'parolainesistente', contentType: ['News'] });
    expect(none.body.fallback).toBe(true);
    expect(none.body.groups[0]!.docs).toHaveLength(1);
  });

  it('answers one group per content type with at most groupingLimit items each', async () => {
    const { status, body } = await post<Grouped>(GROUPED, { criteria: { groupingLimit: 3 } });
    expect(status).toBe(200);
    expect(body.groups.map((g) => g.groupValue).sort()).toEqual([...CONTENT_TYPES].sort());
    for (const g of body.groups) {
      expect(g.docs.length).toBeLessThanOrEqual(3);
      expect(g.docs.length).toBe(Math.min(3, g.matches));
      expect(g.docs.every((d) => d.contentType === g.groupValue)).toBe(true);
      expect(isSortedDesc(g.docs.map((d) => d.publicationDate))).toBe(true);
    }
    expect(body.groups.reduce((s, g) => s + g.matches, 0)).toBe(body.matches);
  });

  it('differs from the ungrouped answer: the same filter spread over groups', async () => {
    const grouped = await post<Grouped>(GROUPED, { contains: 'vaccinazioni', criteria: { groupingLimit: 2 } });
    const ungrouped = await post<{ matches: number; docs: ContentItem[] }>(UNGROUPED, { contains: 'vaccinazioni' });
    expect(grouped.body.matches).toBe(ungrouped.body.matches);
    expect(grouped.body.groups.length).toBeGreaterThan(1);
    expect(grouped.body).not.toHaveProperty('docs');
    expect(ungrouped.body).not.toHaveProperty('groups');
  });

  it('keeps only the requested types, at most rows groups, and pages inside groups with offset', async () => {
    const first = await post<Grouped>(GROUPED, { contentType: ['News', 'Articolo', 'Tool'], criteria: { groupingLimit: 2, rows: 2 } });
    expect(first.body.groups).toHaveLength(2);
    expect(first.body.groups.every((g) => ['News', 'Articolo', 'Tool'].includes(g.groupValue))).toBe(true);
    const next = await post<Grouped>(GROUPED, { contentType: ['News', 'Articolo', 'Tool'], criteria: { groupingLimit: 2, rows: 2, offset: 2 } });
    const four = await post<Grouped>(GROUPED, { contentType: ['News', 'Articolo', 'Tool'], criteria: { groupingLimit: 4, rows: 2 } });
    for (const g of four.body.groups) {
      const ids = (body: Grouped) => body.groups.find((x) => x.groupValue === g.groupValue)!.docs.map((d) => d.id);
      expect([...ids(first.body), ...ids(next.body)]).toEqual(g.docs.map((d) => d.id));
    }
  });

  it('falls back to the latest items of each group with fallback: true', async () => {
    const { body } = await post<Grouped>(GROUPED, { contains: 'parolainesistente', contentType: ['News', 'Tool'], criteria: { fallback: true, groupingLimit: 2 } });
    expect(body.fallback).toBe(true);
    expect(body.groups.map((g) => g.groupValue).sort()).toEqual(['News', 'Tool']);
    expect(body.groups.every((g) => g.docs.length === 2)).toBe(true);
  });

  it('refuses a malformed body with 400', async () => {
    const { status, body } = await post<{ message: string }>(GROUPED, { criteria: { groupingLimit: 0 } });
    expect(status).toBe(400);
    expect(body.message).toContain('criteria.groupingLimit');
  });
});

describe('contents by id', () => {
  it('GET /CMS/Contenuti/{id} answers the item with its HTML body, 404 when unknown', async () => {
    const { body: page } = await post<{ docs: ContentItem[] }>(UNGROUPED, { contentType: ['Articolo'], criteria: { rows: 1 } });
    const { status, body } = await get<ContentItem>(`/CMS/Contenuti/${page.docs[0]!.id}`);
    expect(status).toBe(200);
    expect(body.id).toBe(page.docs[0]!.id);
    expect((body.body ?? '').match(/<h2>/g)?.length).toBeGreaterThanOrEqual(2);
    expect((await get('/CMS/Contenuti/nope')).status).toBe(404);
  });

  it('POST /CMS/Contenuti/PerId answers every known id in one call', async () => {
    const { body: page } = await post<{ docs: ContentItem[] }>(UNGROUPED, { criteria: { rows: 3 } });
    const ids = page.docs.map((d) => d.id);
    const { body } = await post<{ docs: ContentItem[] }>('/CMS/Contenuti/PerId', { ids: [...ids, 'missing'] });
    expect(body.docs.map((d) => d.id).sort()).toEqual([...ids].sort());
    expect(body.docs.every((d) => typeof d.body === 'string')).toBe(true);
    expect((await post('/CMS/Contenuti/PerId', { ids: [] })).status).toBe(400);
  });
});

describe('layout routes (all items, with their visibility rules)', () => {
  it('GET /CMS/Navigazione answers the main menu as a tree', async () => {
    type Node = { label: string; href: string; visibility: { subscriptionTypes: string[]; wallet: string | null; excludedWallet: string | null }; children: Node[] };
    const { body } = await get<Node[]>('/CMS/Navigazione');
    expect(body.map((n) => n.href)).toEqual(expect.arrayContaining(['/', '/news-approfondimenti', '/corsi-ecm-fad', '/risorse', '/servizi', '/professionisti-sanitari', '/piani']));
    expect(body.find((n) => n.href === '/corsi-ecm-fad')!.children.map((c) => c.label)).toEqual(expect.arrayContaining(['E-book', 'Film Formazione', 'Video clip']));
    expect(body.find((n) => n.label === 'Piani')!.visibility.subscriptionTypes.sort()).toEqual(['EX_PREMIUM', 'EX_TRIAL', 'REGISTRATO', 'SUSPECT']);
    expect(body.find((n) => n.label === 'Le mie cause')!.visibility.wallet).toBe('legal');
  });

  it('GET /CMS/TopBar answers every message with its rule', async () => {
    const { body } = await get<{ id: string; message: string; visibility: { subscriptionTypes: string[] } }[]>('/CMS/TopBar');
    const trial = body.find((t) => t.visibility.subscriptionTypes.includes('TRIAL'));
    expect(trial?.message).toBe('Il tuo periodo di prova è attivo{giorniRimanenti}: scopri tutti i vantaggi Premium.');
  });

  it('GET /CMS/Banner needs a placement and answers its banners with CTAs', async () => {
    expect((await get('/CMS/Banner')).status).toBe(400);
    const { body } = await get<{ id: string; hasLoginCta: boolean; ctas: { link: string; visibility: unknown }[] }[]>('/CMS/Banner?placement=home');
    expect(body.find((b) => b.id === 'home-hero')?.hasLoginCta).toBe(true);
    expect(body.find((b) => b.id === 'home-upgrade')?.ctas.some((c) => c.link === '/upgrade')).toBe(true);
    expect((await get<unknown[]>('/CMS/Banner?placement=nowhere')).body).toEqual([]);
  });

  it('GET /CMS/Footer answers links, the toll-free number and five social networks', async () => {
    const { body } = await get<{ tollFreeNumber: string; links: { href: string }[]; social: { label: string }[] }>('/CMS/Footer');
    expect(body.tollFreeNumber).toBe('800 123 456');
    expect(body.links.map((l) => l.href)).toContain('/programma-fedelta-premiati');
    expect(body.social.map((s) => s.label)).toEqual(['twitter', 'linkedin', 'instagram', 'youtube', 'facebook']);
  });

  it('GET /CMS/Categorie answers the categories sorted by page name', async () => {
    const { body } = await get<{ label: string; pageName: string }[]>('/CMS/Categorie');
    expect(body.length).toBeGreaterThanOrEqual(20);
    expect(body.map((c) => c.label)).toEqual(expect.arrayContaining(['Medicina e salute', 'Norme e diritto', 'Assicurazioni e tutele', 'Fisco e Tasse']));
    const names = body.map((c) => c.pageName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
  });
});
