import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from './auth';
import { openDb, type Db } from './db';
import { migrate, seed, seedStateVersion } from './migrate';
import { buildServer } from './server';

/**
 * The scaled seed (`npm run seed -- --scale N`, upstream/README.md 'Scale') and the indexes behind the
 * hot queries (migrations 190, 210, 340): at 20× the demo's volume, no hot route's statement reads a
 * large table from end to end.
 */

const SCALE = 20;
/** A table this big at 20× (or bigger) must be read through an index; series, models, categories… may be scanned. */
const LARGE_TABLE_ROWS = 2_000;

/** Copy k = 1's member with 4 favourites (every third member of a copy keeps 1 + i % 6), and the premium persona. */
const MEMBER_WITH_FAVOURITES = '1103003';
const PREMIUM_MEMBER = '1000003';

const NEWEST_FIRST = [{ field: 'publicationDate', direction: 'desc' }];
/** The subgraph's listing body (as scripts/upstream-profile.ts sends it). */
const listing = (filters: Record<string, unknown>, rows: number) => ({ ...filters, debug: false, criteria: { rows, offset: 0, skip: 0, fallback: false, orderCriteria: NEWEST_FIRST } });
const suggestion = (filters: Record<string, unknown>) => listing({ contains: 'diab', ...filters }, 5);
const CATEGORY = 'Medicina e salute';

interface HotRoute {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** Whose session: the premium persona, or the copy member with favourites. */
  member?: 'premium' | 'favourites';
}

/** The upstream calls behind the catalogue, the content listings and search, the suggestions, the directory and the favourites. */
const HOT_ROUTES: HotRoute[] = [
  { name: 'catalogue page 1 (visitor)', method: 'POST', url: '/FAD/Corsi', body: { limit: 9, page: 1, filters: {} } },
  { name: 'catalogue page 1 (member)', method: 'POST', url: '/FAD/Corsi', body: { limit: 9, page: 1, filters: {} }, member: 'premium' },
  { name: 'catalogue series and teaching model', method: 'POST', url: '/FAD/Corsi', body: { limit: 9, page: 1, filters: { collId: 2, didacticModelId: 3 } } },
  { name: 'catalogue 3-5 credits, page 2', method: 'POST', url: '/FAD/Corsi', body: { limit: 9, page: 2, filters: { creditsFrom: 3, creditsTo: 5 } } },
  { name: 'catalogue last page', method: 'POST', url: '/FAD/Corsi', body: { limit: 9, page: 500, filters: {} } },
  { name: 'catalogue search (suggestions)', method: 'POST', url: '/FAD/Corsi', body: { search: 'diab', limit: 5, page: 1, filters: {} } },
  { name: 'catalogue search and series', method: 'POST', url: '/FAD/Corsi', body: { search: 'gestione', limit: 9, page: 1, filters: { collId: 1 } } },
  { name: 'courses by id (member)', method: 'POST', url: '/FAD/Corsi/PerId', body: { ids: [4, 1204, 4754] }, member: 'premium' },
  { name: 'contents News + Articolo (6)', method: 'POST', url: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ contentType: ['News', 'Articolo'] }, 6) },
  { name: 'contents not Modulo/Tool (6)', method: 'POST', url: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ exclude: { contentType: ['Modulo', 'Tool'] } }, 6) },
  { name: 'contents Video + Podcast + Webinar (12)', method: 'POST', url: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ contentType: ['Video', 'Podcast', 'Webinar'] }, 12) },
  { name: 'contents related (category, 3)', method: 'POST', url: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ category: [CATEGORY], exclude: { id: ['100001'] } }, 3) },
  {
    name: 'contents grouped suggested (category, doctor)',
    method: 'POST',
    url: '/CMS/Search/EditorialContent',
    body: {
      category: [CATEGORY],
      exclude: { contentType: ['Tool', 'Modulo'], id: ['100001'] },
      userOccupation: { medicalOccupation: 'Medico chirurgo', medicalOccupationDetail: [], medicalSpecialties: ['Cardiologia'] },
      debug: false,
      criteria: { rows: 3, groupingLimit: 1, offset: 0, skip: 0, fallback: false, orderCriteria: NEWEST_FIRST },
    },
  },
  { name: 'content search, two words', method: 'POST', url: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ contains: 'gestione diabete' }, 9) },
  { name: 'suggestions: contains (editorial, 5)', method: 'POST', url: '/CMS/Search/EditorialContent/Ungrouped', body: suggestion({ exclude: { contentType: ['Tool', 'Modulo'] } }) },
  { name: 'suggestions: contains (Modulo, 5)', method: 'POST', url: '/CMS/Search/EditorialContent/Ungrouped', body: suggestion({ contentType: ['Modulo'] }) },
  { name: 'suggestions: contains (Tool, 5)', method: 'POST', url: '/CMS/Search/EditorialContent/Ungrouped', body: suggestion({ contentType: ['Tool'] }) },
  { name: 'latest contents (4)', method: 'GET', url: '/graphql/latest-contents?first=4' },
  { name: 'content by slug', method: 'GET', url: '/CMS/Contenuti/PerSlug/SLUG_OF_A_COPY' },
  { name: 'directory newest (4)', method: 'GET', url: '/professionallist/professionalcards?take=4&page=1' },
  { name: 'directory text', method: 'GET', url: '/professionallist/professionalcards?take=12&page=1&text=rossi' },
  { name: 'directory two words', method: 'GET', url: '/professionallist/professionalcards?take=12&page=1&text=cardio%20milano' },
  { name: 'directory nothing found (suggested)', method: 'GET', url: '/professionallist/professionalcards?take=12&page=1&text=zzqy' },
  { name: 'directory province', method: 'GET', url: '/professionallist/professionalcards?take=12&page=2&province=MI' },
  { name: 'directory doctors (premium)', method: 'GET', url: '/professionallist/professionalcards?take=12&page=3&professionType=857920003', member: 'premium' },
  { name: 'directory Pharmacare', method: 'GET', url: '/professionallist/professionalcards?take=12&page=1&isPharmacare=true' },
  { name: "a member's favourites", method: 'GET', url: '/favorites?rows=6', member: 'favourites' },
  { name: "a member's favourite ids", method: 'GET', url: '/favorites/ids', member: 'favourites' },
];

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A checksum of a table's rows (text form, in key order), optionally of some of them only. */
async function checksum(db: Db, table: string, key: string, where = 'true'): Promise<{ rows: number; md5: string }> {
  const [row] = await db.query<{ rows: number; md5: string }>(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY ${key}), '')) AS md5 FROM ${table} t WHERE ${where}`);
  return row!;
}

/** Tables of every shape the scale multiplies, with their key and which rows are the demo's and copy 1's. */
const CHECKED: { table: string; key: string; demo: string; copy1: string }[] = [
  { table: 'users', key: 'id', demo: `id < '1103000'`, copy1: `id BETWEEN '1103000' AND '1105999'` },
  { table: 'wallets', key: 'user_id, codice', demo: `user_id < '1103000'`, copy1: `user_id BETWEEN '1103000' AND '1105999'` },
  { table: 'professional_cards', key: 'id', demo: `user_id < '1103000'`, copy1: `user_id BETWEEN '1103000' AND '1105999'` },
  { table: 'crm_leads', key: 'id', demo: `user_id < '1103000'`, copy1: `user_id BETWEEN '1103000' AND '1105999'` },
  { table: 'courses', key: 'id', demo: 'id <= 250', copy1: 'id BETWEEN 251 AND 500' },
  { table: 'course_enrolments', key: 'user_id, course_id', demo: `user_id < '1103000'`, copy1: `user_id BETWEEN '1103000' AND '1105999'` },
  { table: 'cms_contents', key: 'id', demo: `id < '110000'`, copy1: `id BETWEEN '110000' AND '119999'` },
  { table: 'cms_favourites', key: 'user_id, content_id', demo: `user_id < '1103000'`, copy1: `user_id BETWEEN '1103000' AND '1105999'` },
  { table: 'user_products', key: 'user_id, active_from', demo: `user_id < '1103000'`, copy1: `user_id BETWEEN '1103000' AND '1105999'` },
  { table: 'payments', key: 'id', demo: `user_id < '1103000'`, copy1: `user_id BETWEEN '1103000' AND '1105999'` },
];

describe(`the upstream seeded at ${SCALE}×`, () => {
  let db: Db;
  let small: Db;
  let app: FastifyInstance;
  /** The statements of the request being recorded. */
  let recording: { sql: string; params: unknown[] }[] | null = null;
  const tokens: Record<'premium' | 'favourites', string> = { premium: '', favourites: '' };
  let copySlug = '';

  beforeAll(async () => {
    // The same code path as `npm run seed -- --scale N` (seed/run.ts) and UPSTREAM_SEED_SCALE (prepareDatabase).
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    await seed(db, SCALE);
    small = await openDb({ dataDir: 'memory://' });
    await migrate(small);
    await seed(small, 2);
    const recorder: Db = {
      ...db,
      query: (sql, params) => {
        recording?.push({ sql, params: params ?? [] });
        return db.query(sql, params);
      },
    };
    app = await buildServer({ db: recorder, publicUrl: () => 'http://upstream.test' });
    tokens.premium = await createToken(db, PREMIUM_MEMBER, 'session', 60);
    tokens.favourites = await createToken(db, MEMBER_WITH_FAVOURITES, 'session', 60);
    [{ slug: copySlug }] = await db.query<{ slug: string }>(`SELECT slug FROM cms_contents WHERE id = '290001'`);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await small?.close();
  });

  it('holds 20 times the demo\'s members, cards, courses, enrolments and contents, and adds favourites, orders and leads to the copies', async () => {
    const count = async (sql: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n;
    expect(await count(`users WHERE id BETWEEN '1100000' AND '1159999'`)).toBe(SCALE * 3000);
    expect(await count('professional_cards')).toBe(SCALE * 2100);
    expect(await count('courses')).toBe(SCALE * 250);
    expect(await count(`courses WHERE published`)).toBe(SCALE * 245);
    // Each copy keeps its course's training objective and area (issue 40).
    expect(await count(`courses WHERE ecm_objective IS NULL OR ecm_objective_area IS NULL`)).toBe(0);
    expect(await count('cms_contents')).toBe(SCALE * 5240);
    // Copies add what the demo has none of: favourites, leads, orders (one product and one payment per paying copy member).
    expect(await count(`cms_favourites WHERE user_id < '1103000'`)).toBe(0);
    expect(await count('cms_favourites')).toBeGreaterThan(SCALE * 2000);
    expect(await count('crm_leads')).toBe((SCALE - 1) * 1000);
    expect(await count(`user_products WHERE user_id >= '1103000'`)).toBe(await count(`payments WHERE user_id >= '1103000'`));
    expect(await count(`payments WHERE user_id >= '1103000'`)).toBeGreaterThan(SCALE * 500);
    expect((await db.query<{ version: string }>(`SELECT version FROM seed_state`))[0]!.version).toBe(seedStateVersion(SCALE));
  });

  it('is deterministic: a 2× seed holds the same demo rows and the same first copy as the 20× seed', async () => {
    for (const { table, key, demo, copy1 } of CHECKED) {
      expect({ table, demo: await checksum(small, table, key, demo) }).toEqual({ table, demo: await checksum(db, table, key, demo) });
      const copy = await checksum(small, table, key, copy1);
      expect({ table, copy }).toEqual({ table, copy: await checksum(db, table, key, copy1) });
      if (table !== 'users' && table !== 'courses' && table !== 'cms_contents') continue;
      expect(copy.rows, `${table}: rows of copy 1`).toBeGreaterThan(0);
    }
  });

  it.each(HOT_ROUTES.map((r) => [r.name, r] as const))('%s reads no large table sequentially', async (_name, route) => {
    recording = [];
    const res = await app.inject({
      method: route.method,
      url: route.url.replace('SLUG_OF_A_COPY', copySlug),
      headers: route.member ? { authorization: `Bearer ${tokens[route.member]}` } : {},
      ...(route.body === undefined ? {} : { payload: route.body as object }),
    });
    const statements = recording;
    recording = null;
    expect(res.statusCode, res.body).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    const sizes = new Map((await db.query<{ name: string; rows: number }>(`SELECT relname AS name, reltuples::int AS rows FROM pg_class WHERE relkind = 'r'`)).map((t) => [t.name, t.rows]));
    const scans: string[] = [];
    for (const { sql, params } of statements) {
      if (!/^\s*(SELECT|WITH)\b/i.test(sql)) continue;
      const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      for (const node of planNodes(row!['QUERY PLAN'][0].Plan)) {
        const table = node['Relation Name'];
        if (node['Node Type'] === 'Seq Scan' && table && (sizes.get(table) ?? 0) >= LARGE_TABLE_ROWS) {
          scans.push(`${route.name}: Seq Scan on ${table} (${sizes.get(table)} rows) in: ${sql.replace(/\s+/g, ' ').trim().slice(0, 240)}`);
        }
      }
    }
    expect(scans).toEqual([]);
  });
});
