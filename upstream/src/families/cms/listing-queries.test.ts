import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';
import { toContentItem, type ContentItem, type ContentRow } from './content-item';

/**
 * The listing searches' answers through the listing indexes (migration 331), the category filter read
 * through the category slugs, and the seeded database's statistics (migrate.ts `vacuum`): the same
 * answers as the plain reading of the query, read the fast way.
 */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

const UNGROUPED = '/CMS/Search/EditorialContent/Ungrouped';
const NEWEST_FIRST = [{ field: 'publicationDate', direction: 'desc' }];

async function search(body: unknown): Promise<{ docs: ContentItem[]; matches: number }> {
  const res = await fetch(`${upstream.url}${UNGROUPED}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return (await res.json()) as { docs: ContentItem[]; matches: number };
}

/** Ids newest first (ties: id descending), as the listing order reads: the expected answer, computed in JS. */
function newestFirst(rows: { id: string; publication_date: Date | string }[]): string[] {
  const time = (r: { publication_date: Date | string }) => new Date(r.publication_date).getTime();
  return [...rows].sort((a, b) => time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((r) => r.id);
}

/** The plan of a statement as text. */
async function plan(sql: string, params: unknown[]): Promise<string> {
  const rows = await upstream.db.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('category filter', () => {
  /** The items of the categories a label (any case) or slug names, as the filter's plain reading (the category join) finds them. */
  async function expected(wanted: string[], excludeId?: string): Promise<string[]> {
    const rows = await upstream.db.query<{ id: string; publication_date: Date }>(
      `SELECT c.id, c.publication_date FROM cms_contents c LEFT JOIN cms_categories cat ON cat.slug = c.category_slug
        WHERE (lower(cat.label) = ANY($1::text[]) OR c.category_slug = ANY($1::text[])) AND c.id <> ALL($2::text[])`,
      [wanted.map((w) => w.toLowerCase()), excludeId ? [excludeId] : []],
    );
    return newestFirst(rows);
  }

  it('finds a category by its label in any case or by its slug, the same items either way', async () => {
    const [category] = await upstream.db.query<{ slug: string; label: string }>(`SELECT slug, label FROM cms_categories WHERE slug <> lower(label) ORDER BY slug LIMIT 1`);
    const want = await expected([category!.label]);
    expect(want.length).toBeGreaterThan(10);
    for (const name of [category!.label, category!.label.toUpperCase(), category!.slug]) {
      const answer = await search({ category: [name], criteria: { rows: 999, orderCriteria: NEWEST_FIRST } });
      expect(answer.matches).toBe(want.length);
      expect(answer.docs.map((d) => d.id)).toEqual(want);
      expect(new Set(answer.docs.map((d) => d.category?.label))).toEqual(new Set([category!.label]));
    }
  });

  it('takes several categories, labels and slugs mixed, and leaves the excluded item out (the article page related list)', async () => {
    const categories = await upstream.db.query<{ slug: string; label: string }>(`SELECT slug, label FROM cms_categories ORDER BY slug LIMIT 2`);
    const wanted = [categories[0]!.label, categories[1]!.slug, 'no such category'];
    const all = await expected(wanted);
    const excluded = all[0]!;
    const want = await expected(wanted, excluded);
    const answer = await search({ category: wanted, exclude: { id: [excluded] }, criteria: { rows: 3, orderCriteria: NEWEST_FIRST } });
    expect(answer.matches).toBe(want.length);
    expect(answer.docs.map((d) => d.id)).toEqual(want.slice(0, 3));
    const none = await search({ category: ['no such category'], criteria: { rows: 3, fallback: false } });
    expect(none).toMatchObject({ docs: [], matches: 0 });
  });
});

describe('listing pages', () => {
  it('answers the newest items of the asked types (ties by id, descending) on every page', async () => {
    for (const types of [['Articolo'], ['News', 'Articolo'], ['Video', 'Podcast', 'Webinar']]) {
      const items = await upstream.db.query<{ id: string; publication_date: Date }>(`SELECT id, publication_date FROM cms_contents WHERE content_type = ANY($1::text[])`, [types]);
      const want = newestFirst(items);
      for (const [rows, offset] of [
        [6, 0],
        [12, 0],
        [5, 7],
      ] as const) {
        const answer = await search({ contentType: types, criteria: { rows, offset, orderCriteria: NEWEST_FIRST } });
        expect(answer.matches).toBe(want.length);
        expect(answer.docs.map((d) => d.id)).toEqual(want.slice(offset, offset + rows));
      }
    }
  });

  it('answers every type but the excluded ones, newest first', async () => {
    const rows = await upstream.db.query<{ id: string; publication_date: Date }>(`SELECT id, publication_date FROM cms_contents WHERE content_type NOT IN ('Modulo', 'Tool')`);
    const answer = await search({ exclude: { contentType: ['Modulo', 'Tool'] }, criteria: { rows: 6, orderCriteria: NEWEST_FIRST } });
    expect(answer.matches).toBe(rows.length);
    expect(answer.docs.map((d) => d.id)).toEqual(newestFirst(rows).slice(0, 6));
  });
});

describe('topics', () => {
  it('names each slug once, at its first place, in the item’s order, leaving unknown slugs out', () => {
    const topics = new Map([
      ['a', { title: 'A', link: '/a' }],
      ['b', { title: 'B', link: '/b' }],
    ]);
    const row = { id: '1', publication_date: '2025-01-01T00:00:00Z', topics: ['b', 'zz', 'a', 'b'] } as unknown as ContentRow;
    expect(toContentItem(row, topics).topics).toEqual([
      { title: 'B', link: '/b' },
      { title: 'A', link: '/a' },
    ]);
    expect(toContentItem({ ...row, topics: [] }, topics).topics).toEqual([]);
  });

  it('answers every item’s topics as the topics table names them', async () => {
    const rows = await upstream.db.query<{ id: string; topics: string }>(
      `SELECT c.id, COALESCE((SELECT json_agg(json_build_object('title', t.title, 'link', t.link) ORDER BY array_position(c.topics, t.slug))
                              FROM cms_topics t WHERE t.slug = ANY(c.topics)), '[]'::json)::text AS topics
         FROM cms_contents c WHERE c.topics <> '{}' ORDER BY c.id LIMIT 200`,
    );
    expect(rows.length).toBe(200);
    const res = await fetch(`${upstream.url}/CMS/Contenuti/PerId`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: rows.map((r) => r.id) }) });
    const { docs } = (await res.json()) as { docs: ContentItem[] };
    const answered = new Map(docs.map((d) => [d.id, d.topics]));
    for (const row of rows) expect(answered.get(row.id)).toEqual(JSON.parse(row.topics));
  });
});

describe('contents by id', () => {
  it('answers in the order asked, a repeated id once, unknown ids left out', async () => {
    const ids = ['104654', '100026', 'missing', '102000', '100026', '100001'];
    const res = await fetch(`${upstream.url}/CMS/Contenuti/PerId`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids }) });
    const { docs } = (await res.json()) as { docs: ContentItem[] };
    expect(docs.map((d) => d.id)).toEqual(['104654', '100026', '102000', '100001']);
  });
});

describe('seeded database', () => {
  it('is analysed and vacuumed after the seed: the planner knows the table sizes and counts read no table rows', async () => {
    const [stats] = await upstream.db.query<{ reltuples: number }>(`SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'cms_contents'`);
    expect(stats!.reltuples).toBeGreaterThan(5000);
    const count = await upstream.db.query<Record<string, string>>(`EXPLAIN (ANALYZE, TIMING OFF) SELECT count(*) FROM cms_contents c WHERE c.content_type = ANY($1::text[])`, [['News', 'Articolo']]);
    const text = count.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('Index Only Scan');
    expect(text).toContain('Heap Fetches: 0');
  });

  it('reads a page of a type listing from the listing index, without sorting the matching items', async () => {
    const text = await plan(`SELECT c.id FROM cms_contents c WHERE c.content_type = ANY($1::text[]) ORDER BY c.publication_date DESC NULLS LAST, c.id DESC LIMIT 6`, [['Articolo']]);
    expect(text).toMatch(/cms_contents_(type_)?listing_idx/);
    expect(text).not.toContain('Sort');
  });
});
