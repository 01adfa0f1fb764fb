/**
 * GraphQL ContentSearchInput → upstream ContentQuery body (spec 2 §3, §7, §9), with the spec's
 * two-character rule for searched text (spec 1 §2 header search box, §5 Search), the search
 * contexts (search-context.ts) and the member's occupation for personalised searches.
 *
 * A search run in one of §9's search contexts is the library search: what its input leaves out
 * takes the library defaults (LIBRARY_SEARCH_DEFAULTS: rows 9, offset 0, grouping limit 1, fallback
 * on, debug on, the library order, and the member's occupation). Any other search (listings, home
 * sections) keeps the listing defaults: newest first, no fallback, no debug, not personalised.
 */
import { LIBRARY_SEARCH_DEFAULTS, type CmsUserOccupation, type ContentQueryBody } from '@club/contracts';
import { badInput } from '@club/subgraph-kit';
import { contentTypeLabel } from './content-fields';
import type { ContentSearchInput, ContentSort } from './generated/resolvers-types';
import { withContext } from './search-context';

/** Spec 1 §2: the hint shown under two typed characters. */
export const MIN_TEXT_MESSAGE = 'Digita almeno due caratteri per iniziare la ricerca.';
export const MIN_TEXT_LENGTH = 2;
const DEFAULT_ROWS = LIBRARY_SEARCH_DEFAULTS.rows;
/** Items per group of a grouped search outside the library search (contentGroups). */
export const LISTING_GROUPING_LIMIT = 5;

/** The search criteria of a ContentQuery. */
export type ContentCriteria = NonNullable<ContentQueryBody['criteria']>;
/** An order of a ContentQuery. */
export type ContentOrder = NonNullable<ContentCriteria['orderCriteria']>;

/** Newest first: the order of the listings and of the search sections. */
export const NEWEST_FIRST: ContentOrder = [{ field: 'publicationDate', direction: 'desc' }];

const ORDER: Readonly<Record<ContentSort, ContentOrder>> = {
  PUBLICATION_DATE: NEWEST_FIRST,
  LAST_UPDATED: [
    { field: 'updatedDate', direction: 'desc' },
    { field: 'createdDate', direction: 'desc' },
  ],
  TITLE: [{ field: 'title', direction: 'asc' }],
  // Spec 2 §9 library search default: publishing, updated, created date, profession detail label, all descending.
  LIBRARY: LIBRARY_SEARCH_DEFAULTS.orderCriteria.map((o) => ({ ...o })),
};

/** Spec 2 §9: a search in one of the search contexts is the library search. */
export function isLibrarySearch(input: Pick<ContentSearchInput, 'context'> | null | undefined): boolean {
  return !!input?.context;
}

/** Whether the search asks for the member's occupation: as the input says, by default only a library search. */
export function isPersonalised(input: Pick<ContentSearchInput, 'context' | 'personalised'> | null | undefined): boolean {
  return input?.personalised ?? isLibrarySearch(input);
}

/** Items per group of a grouped search: as asked, by default 1 for a library search, 5 otherwise. */
export function groupingLimitOf(input: Pick<ContentSearchInput, 'context'> | null | undefined, asked: number | null | undefined): number {
  return asked ?? (isLibrarySearch(input) ? LIBRARY_SEARCH_DEFAULTS.groupingLimit : LISTING_GROUPING_LIMIT);
}

/** The searched text, trimmed; undefined when empty; BAD_USER_INPUT when shorter than two characters. */
export function searchText(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed.length === 0) return undefined;
  if (trimmed.length < MIN_TEXT_LENGTH) throw badInput(MIN_TEXT_MESSAGE, 'text');
  return trimmed;
}

const nonEmpty = <T>(list: readonly T[] | null | undefined): T[] | undefined => (list?.length ? [...list] : undefined);

export interface BodyOptions {
  /** A grouped search: items per group (and no `rows`: every group comes back). */
  groupingLimit?: number;
  /**
   * The viewer's occupation (occupation.ts: undefined for visitors and suspects); sent as
   * `userOccupation` only for a personalised search (isPersonalised).
   */
  occupation?: CmsUserOccupation;
}

/**
 * Builds the upstream body. A grouped search gets `groupingLimit` and no `rows` (every group
 * comes back); an ungrouped one gets `rows`. The context's tag or categories join the input's.
 */
export function contentQueryBody(input: ContentSearchInput | null | undefined, options: BodyOptions = {}): ContentQueryBody & { criteria: ContentCriteria } {
  const i = input ?? {};
  const library = isLibrarySearch(i);
  const excludeContentTypes = nonEmpty(i.excludeContentTypes)?.map(contentTypeLabel);
  const excludeIds = nonEmpty(i.excludeIds);
  const userOccupation = isPersonalised(i) && options.occupation ? options.occupation : undefined;
  return {
    contains: searchText(i.text),
    contentType: nonEmpty(i.contentTypes)?.map(contentTypeLabel),
    ...withContext(i.context, { categories: i.categories, internalTags: i.internalTags }),
    topics: nonEmpty(i.topics),
    exclude: excludeContentTypes || excludeIds ? { contentType: excludeContentTypes, id: excludeIds } : undefined,
    ...(userOccupation ? { userOccupation } : {}),
    debug: library ? LIBRARY_SEARCH_DEFAULTS.debug : false,
    criteria: {
      ...(options.groupingLimit !== undefined ? { groupingLimit: options.groupingLimit } : { rows: i.rows ?? DEFAULT_ROWS }),
      offset: i.offset ?? LIBRARY_SEARCH_DEFAULTS.offset,
      skip: i.skip ?? 0,
      fallback: i.fallback ?? (library ? LIBRARY_SEARCH_DEFAULTS.fallback : false),
      orderCriteria: ORDER[i.sort ?? (library ? 'LIBRARY' : 'PUBLICATION_DATE')],
    },
  };
}
