import { isSignedInMember } from '@club/policy';
/**
 * Listing queries of the News e approfondimenti area and favourites (spec 2 §2, §9 sizes): category
 * cards, category pages, the /news-approfondimenti listing with its skip rule, favourites pages.
 */
import type { CmsContentType, FavouriteType } from '@club/contracts';
import { requireViewer } from '@club/subgraph-kit';
import { contentTypeLabel } from './content-fields';
import type { Context } from './context';
import type { UngroupedAnswer } from './datasources/cms-api';
import type { ContentType, FavouriteKind, ResolversParentTypes } from './generated/resolvers-types';
import { newsExcludedFor, withNewsRule } from './news-rule';
import { NEWEST_FIRST } from './search-input';

type ContentPage = ResolversParentTypes['ContentPage'];
type CategoryCards = ResolversParentTypes['CategoryCards'];

/** Spec 2 §9: category full page 12 per page. */
export const CATEGORY_PAGE_SIZE = 12;
/** Spec 2 §2: with no filter, /news-approfondimenti skips the 12 items shown above the list. */
export const NEWS_LISTING_SKIP = 12;
/** Spec 2 §9: favourites page sizes. */
export const FAVOURITE_PAGES: Readonly<Record<FavouriteKind, { type: FavouriteType; size: number }>> = {
  MODULI: { type: 'Modulo', size: 8 },
  NEWS: { type: 'Editoriale', size: 9 },
  TOOLS: { type: 'Tool', size: 8 },
};

/** The news area lists editorial content: Tools and Modules live under /risorse. */
const NOT_RESOURCES: { contentType: CmsContentType[] } = { contentType: ['Tool', 'Modulo'] };

const pageOf = (page: number | null | undefined) => Math.max(1, page ?? 1);

function toPage(answer: UngroupedAnswer, shownUpTo: number): ContentPage {
  return { items: answer.docs, total: answer.matches, fallback: answer.fallback, hasNext: shownUpTo < answer.matches };
}

/** The category listing: `perCategory` latest items of each category (all categories when none named), one upstream call. */
export async function categoryCards(labels: readonly string[] | null | undefined, perCategory: number, { dataSources, viewer }: Context): Promise<CategoryCards[]> {
  const groups = await dataSources.cms.categoryPreviews(labels?.length ? [...labels] : undefined, Math.min(Math.max(perCategory, 1), 12), newsExcludedFor(viewer));
  return groups.map((g) => ({ category: g.category, items: g.docs, total: g.matches }));
}

export interface CategoryPageArgs {
  category: string;
  contentTypes?: ContentType[] | null;
  topics?: string[] | null;
  page?: number | null;
}

/** A category's full page, optionally narrowed by format and topic (the inline filters of spec 2 §2's second listing variant). */
export async function categoryPage(args: CategoryPageArgs, { dataSources, viewer }: Context): Promise<ContentPage> {
  const offset = (pageOf(args.page) - 1) * CATEGORY_PAGE_SIZE;
  const answer = await dataSources.cms.searchUngrouped(
    withNewsRule(viewer, {
      category: [args.category],
      ...formatAndTopicFilters(args),
      exclude: NOT_RESOURCES,
      criteria: { rows: CATEGORY_PAGE_SIZE, offset, orderCriteria: NEWEST_FIRST },
    }),
  );
  return toPage(answer, offset + CATEGORY_PAGE_SIZE);
}

/** The upstream's topic and content-type filters for the ones set (an empty list filters nothing). */
function formatAndTopicFilters(args: { contentTypes?: ContentType[] | null; topics?: string[] | null }) {
  return {
    ...(args.topics?.length ? { topics: [...args.topics] } : {}),
    ...(args.contentTypes?.length ? { contentType: args.contentTypes.map(contentTypeLabel) } : {}),
  };
}

export interface NewsListingArgs {
  categories?: string[] | null;
  contentTypes?: ContentType[] | null;
  topics?: string[] | null;
  page?: number | null;
  rows?: number | null;
}

/** /news-approfondimenti: filtered listing, or the unfiltered one after the 12 items shown above it. */
export async function newsListing(args: NewsListingArgs, { dataSources, viewer }: Context): Promise<ContentPage> {
  const rows = Math.min(Math.max(args.rows ?? CATEGORY_PAGE_SIZE, 1), 100);
  const offset = (pageOf(args.page) - 1) * rows;
  const filtered = Boolean(args.categories?.length || args.contentTypes?.length || args.topics?.length);
  const skip = filtered ? 0 : NEWS_LISTING_SKIP;
  const answer = await dataSources.cms.searchUngrouped(
    withNewsRule(viewer, {
      ...(args.categories?.length ? { category: [...args.categories] } : {}),
      ...formatAndTopicFilters(args),
      exclude: NOT_RESOURCES,
      criteria: { rows, offset, skip, orderCriteria: NEWEST_FIRST },
    }),
  );
  const page = toPage(answer, skip + offset + rows);
  // The skipped items are shown above the list: `total` counts what the pages list, so the last page is never empty.
  return { ...page, total: Math.max(0, answer.matches - skip) };
}

/** A favourites page; UNAUTHENTICATED for visitors. */
export async function favouritesPage(kind: FavouriteKind, page: number | null | undefined, { viewer, dataSources }: Context): Promise<ContentPage> {
  requireViewer(viewer, isSignedInMember, 'Accedi per vedere i tuoi preferiti.');
  const { type, size } = FAVOURITE_PAGES[kind];
  const offset = (pageOf(page) - 1) * size;
  const answer = await dataSources.cms.favourites(type, size, offset);
  return { items: answer.docs, total: answer.matches, fallback: false, hasNext: offset + size < answer.matches };
}
