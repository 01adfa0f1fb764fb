/**
 * The two EditorialContent searches over Postgres: ungrouped (one ordered page) and grouped (one
 * group per content type, at most groupingLimit items each). Both fall back to the latest items
 * when nothing matches and the query asks for it.
 */
import { LIBRARY_SEARCH_DEFAULTS, type cmsContracts, type ContentQuery, type PayloadOf } from '@club/contracts';
import type { Db } from '../../db';
import { CONTENT_FROM, contentColumns, contentItems, topicIndex, toContentItem, type ContentItem, type ContentRow } from './content-item';
import { buildFilter, buildOrder, describeOrder, type SqlFilter } from './content-query';
import type { ContentTypeName } from './migration';

/**
 * What the counts and the grouped search's ranking read: the contents alone. The filters refer only to
 * `c` (content-query.ts), and without the category join the planner counts from an index alone.
 */
const CONTENTS = 'cms_contents c';

/** Spec 2 §9 library search: rows 9 (an ungrouped page; a grouped search answers every group unless rows is given). */
const DEFAULT_ROWS = LIBRARY_SEARCH_DEFAULTS.rows;

type UngroupedAnswer = PayloadOf<typeof cmsContracts.searchUngrouped>;
type GroupedAnswer = PayloadOf<typeof cmsContracts.searchGrouped>;
type SearchDebug = NonNullable<UngroupedAnswer['debug']>;

/** Runs `run` with the query's filter and, when it matches nothing and fallback is on, with the relaxed filter. */
async function withFallback<T extends { matches: number }>(q: ContentQuery, run: (f: SqlFilter, relaxed: boolean) => Promise<T>): Promise<T & { fallback: boolean; debug?: SearchDebug }> {
  let filter = buildFilter(q);
  let answer = await run(filter, false);
  let fallback = false;
  if (answer.matches === 0 && q.criteria.fallback) {
    filter = buildFilter(q, true);
    answer = await run(filter, true);
    fallback = true;
  }
  return { ...answer, fallback, ...(q.debug ? { debug: { filters: filter.described, order: describeOrder(q) } } : {}) };
}

/**
 * Up to this many matches of a text search, the page is chosen among the matches read first (through the
 * trigram index) rather than by walking the listing order: the planner cannot tell how far a walk goes
 * before enough rows match the text (no statistics on it, migration 332), and at 20× the demo a walk read
 * 4,300 rows for five 'diab' suggestions (50 ms), every row when the matches are old. Above it the matches
 * are dense enough that the walk stops soon.
 */
const TEXT_MATCHES_READ_FIRST = 2_000;

/** The columns an order can name (content-query.ts ORDER_COLUMNS), and the id. */
const ORDER_KEYS = 'c.id, c.publication_date, c.updated_at, c.created_at, c.professione, c.title';

export function searchUngrouped(db: Db, q: ContentQuery): Promise<UngroupedAnswer> {
  const order = buildOrder(q);
  const rows = q.criteria.rows ?? DEFAULT_ROWS;
  const offset = q.criteria.offset + q.criteria.skip;
  const textSearch = (q.contains ?? '').trim() !== '';
  return withFallback(q, async ({ where, params }, relaxed) => {
    const [{ matches }] = await db.query<{ matches: number }>(`SELECT count(*)::int AS matches FROM ${CONTENTS} ${where}`, params);
    const docs =
      rows === 0 || offset >= matches
        ? []
        : await db.query<ContentRow>(
            textSearch && !relaxed && matches <= TEXT_MATCHES_READ_FIRST
              ? // The same page: the same filter, order and bounds, over the matches' order keys (the CTE named c, so the order reads as ever).
                `WITH c AS MATERIALIZED (SELECT ${ORDER_KEYS} FROM ${CONTENTS} ${where}),
                      page AS (SELECT c.id FROM c ORDER BY ${order} LIMIT ${rows} OFFSET ${offset})
                 SELECT ${contentColumns(false)} FROM page JOIN ${CONTENT_FROM} ON c.id = page.id ORDER BY ${order}`
              : `SELECT ${contentColumns(false)} FROM ${CONTENT_FROM} ${where} ORDER BY ${order} LIMIT ${rows} OFFSET ${offset}`,
            params,
          );
    return { docs: await contentItems(db, docs), matches };
  });
}

export function searchGrouped(db: Db, q: ContentQuery): Promise<GroupedAnswer> {
  const order = buildOrder(q);
  const from = q.criteria.offset + q.criteria.skip;
  const to = from + q.criteria.groupingLimit;
  return withFallback(q, async ({ where, params }) => {
    // Groups come in the order of their best item, as a search engine's grouping does.
    const stats = await db.query<{ content_type: ContentTypeName; matches: number }>(
      `WITH m AS (SELECT c.content_type, row_number() OVER (ORDER BY ${order}) AS rank FROM ${CONTENTS} ${where})
       SELECT content_type, count(*)::int AS matches FROM m GROUP BY content_type ORDER BY min(rank)`,
      params,
    );
    const matches = stats.reduce((sum, s) => sum + s.matches, 0);
    const kept = q.criteria.rows === undefined ? stats : stats.slice(0, q.criteria.rows);
    if (kept.length === 0) return { groups: [], matches };
    const typesParam = `$${params.length + 1}`;
    const docs = await db.query<ContentRow & { rn: number }>(
      `WITH m AS (
         SELECT c.id, row_number() OVER (PARTITION BY c.content_type ORDER BY ${order}) AS rn
         FROM ${CONTENTS} ${where ? `${where} AND` : 'WHERE'} c.content_type = ANY(${typesParam}::text[])
       )
       SELECT ${contentColumns(false)}, m.rn FROM m JOIN ${CONTENT_FROM} ON c.id = m.id
       WHERE m.rn > ${from} AND m.rn <= ${to} ORDER BY m.rn`,
      [...params, kept.map((s) => s.content_type)],
    );
    const topics = await topicIndex(db);
    const byType = new Map(kept.map((s) => [s.content_type, [] as ContentItem[]]));
    for (const row of docs) byType.get(row.content_type)!.push(toContentItem(row, topics));
    return {
      groups: kept.map((s) => ({ groupValue: s.content_type, docs: byType.get(s.content_type)!, matches: s.matches })),
      matches,
    };
  });
}

/** Items (with their bodies) in the order asked; unknown ids are left out. */
export async function contentsById(db: Db, ids: string[]): Promise<ContentItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ContentRow>(`SELECT ${contentColumns(true)} FROM ${CONTENT_FROM} WHERE c.id = ANY($1::text[])`, [ids]);
  const byId = new Map((await contentItems(db, rows)).map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
