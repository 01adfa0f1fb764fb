/**
 * Suggested content (spec 2 §2 category pages, §6 personalisation, §9 '6 items (a second query fills
 * the remainder)'): a first query by the viewer's occupation — only for members who are not suspect —
 * and, when it comes back short, a second one without the occupation for the remainder.
 */
import { toContent } from './content-mapping';
import type { Context } from './context';
import type { ContentItem, ContentQueryBody } from './datasources/cms-api';
import type { Content, QuerySuggestedContentsArgs } from './generated/resolvers-types';
import { occupationOf } from './occupation';

/** Spec 2 §9: suggested content shows 6 items. */
export const SUGGESTED_CONTENTS = 6;
const MAX_SUGGESTED = 12;

/** Suggestions are editorial: tools and modules have their own sections. */
const NOT_EDITORIAL = ['Tool', 'Modulo'];

function query(category: string | null | undefined, excludeIds: string[], rows: number, userOccupation?: string): ContentQueryBody {
  return {
    ...(category ? { category: [category] } : {}),
    exclude: { contentType: NOT_EDITORIAL, id: excludeIds.length ? excludeIds : undefined },
    userOccupation,
    criteria: { rows, offset: 0, orderCriteria: [{ field: 'publicationDate', direction: 'desc' }] },
  };
}

/**
 * One upstream search for `rows` items. With a grouping limit (the article page: 3 with grouping 1)
 * the grouped search gives at most that many of each content type, groups in order of their newest item.
 */
async function find(cms: Context['dataSources']['cms'], body: ContentQueryBody, groupingLimit: number | null): Promise<ContentItem[]> {
  const rows = body.criteria.rows!;
  if (!groupingLimit) return (await cms.searchUngrouped(body)).docs;
  const answer = await cms.searchGrouped({ ...body, criteria: { ...body.criteria, rows: Math.ceil(rows / groupingLimit), groupingLimit } });
  return answer.groups.flatMap((group) => group.docs).slice(0, rows);
}

export async function suggestedContents(args: QuerySuggestedContentsArgs, context: Context): Promise<Content[]> {
  const limit = Math.min(Math.max(args.limit ?? SUGGESTED_CONTENTS, 1), MAX_SUGGESTED);
  const groupingLimit = args.groupingLimit ? Math.min(Math.max(args.groupingLimit, 1), limit) : null;
  const excluded = [...new Set(args.excludeIds ?? [])];
  const category = args.category?.trim() || null;
  const { cms } = context.dataSources;
  // The occupation decides the first query, so the two can't overlap; the second runs only when needed.
  const occupation = await occupationOf(context.viewer, context);

  let found = await find(cms, query(category, excluded, limit, occupation), groupingLimit);
  // Without an occupation the first query was already the broadest one: nothing to fill from.
  if (occupation && found.length < limit) {
    const rest = await find(cms, query(category, [...excluded, ...found.map((d) => d.id)], limit - found.length), groupingLimit);
    found = [...found, ...rest];
  }
  return found.slice(0, limit).map(toContent);
}
