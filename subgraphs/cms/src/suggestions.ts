/**
 * Suggested content (spec 2 §2 category pages, §6 personalisation, §9 '6 items (a second query fills
 * the remainder)'): a first query by the viewer's occupation — only for members who are not suspect —
 * and, when it comes back short, a second one without the occupation for the remainder.
 */
import type { CmsContentType, CmsUserOccupation, ContentItem, ContentQueryBody } from '@club/contracts';
import type { Context } from './context';
import type { QuerySuggestedContentsArgs } from './generated/resolvers-types';
import { withNewsRule } from './news-rule';
import { occupationOf } from './occupation';
import { NEWEST_FIRST } from './search-input';

/** Spec 2 §9: suggested content shows 6 items. */
export const SUGGESTED_CONTENTS = 6;
const MAX_SUGGESTED = 12;

/** Suggestions are editorial: tools and modules have their own sections. */
const NOT_EDITORIAL: CmsContentType[] = ['Tool', 'Modulo'];

/** The filters of one suggestions query (its criteria are set by `find`). */
function filter(category: string | null | undefined, excludeIds: string[], userOccupation?: CmsUserOccupation): Omit<ContentQueryBody, 'criteria'> {
  return {
    ...(category ? { category: [category] } : {}),
    exclude: { contentType: NOT_EDITORIAL, id: excludeIds.length ? excludeIds : undefined },
    userOccupation,
  };
}

/**
 * One upstream search for `rows` items. With a grouping limit (the article page: 3 with grouping 1)
 * the grouped search gives at most that many of each content type, groups in order of their newest item.
 */
async function find(cms: Context['dataSources']['cms'], query: Omit<ContentQueryBody, 'criteria'>, rows: number, groupingLimit: number | null): Promise<ContentItem[]> {
  if (!groupingLimit) return (await cms.searchUngrouped({ ...query, criteria: { rows, offset: 0, orderCriteria: NEWEST_FIRST } })).docs;
  const answer = await cms.searchGrouped({ ...query, criteria: { rows: Math.ceil(rows / groupingLimit), groupingLimit, offset: 0, orderCriteria: NEWEST_FIRST } });
  return answer.groups.flatMap((group) => group.docs).slice(0, rows);
}

export async function suggestedContents(args: QuerySuggestedContentsArgs, context: Context): Promise<ContentItem[]> {
  const limit = Math.min(Math.max(args.limit ?? SUGGESTED_CONTENTS, 1), MAX_SUGGESTED);
  const groupingLimit = args.groupingLimit ? Math.min(Math.max(args.groupingLimit, 1), limit) : null;
  const excluded = [...new Set(args.excludeIds ?? [])];
  const category = args.category?.trim() || null;
  const { cms } = context.dataSources;
  // The occupation decides the first query, so the two can't overlap; the second runs only when needed.
  const occupation = await occupationOf(context.viewer, context);

  const viewer = context.viewer;
  let found = await find(cms, withNewsRule(viewer, filter(category, excluded, occupation)), limit, groupingLimit);
  // Without an occupation the first query was already the broadest one: nothing to fill from.
  if (occupation && found.length < limit) {
    const rest = await find(cms, withNewsRule(viewer, filter(category, [...excluded, ...found.map((d) => d.id)])), limit - found.length, groupingLimit);
    found = [...found, ...rest];
  }
  return found.slice(0, limit);
}
