/**
 * Search contexts (spec 2 §9 'Search contexts'): where a content search runs, and the internal tags
 * or categories each one adds to the upstream body. The spec names filters only for the course
 * listing, the legal services and the insurance services; the other contexts add nothing.
 */
import type { SearchContext } from './generated/resolvers-types';

export interface ContextFilter {
  internalTags?: readonly string[];
  categories?: readonly string[];
}

export const SEARCH_CONTEXTS: Readonly<Record<SearchContext, ContextFilter>> = {
  HOMEPAGE: {},
  COURSE_LISTING: { internalTags: ['Corsi e formazione'] },
  CONTENT_DETAIL: {},
  LEGAL_SERVICES: { categories: ['Norme e diritto'] },
  MAIN_SERVICES: {},
  INSURANCE_SERVICES: { categories: ['Assicurazioni e tutele', 'Fisco e Tasse'] },
};

/** The explicit list plus the context's, without duplicates; undefined when both are empty. */
function merged(explicit: readonly string[] | null | undefined, added: readonly string[] | undefined): string[] | undefined {
  const all = [...new Set([...(explicit ?? []), ...(added ?? [])])];
  return all.length ? all : undefined;
}

/** The categories and internal tags of a search: the input's, merged with its context's. */
export function withContext(
  context: SearchContext | null | undefined,
  explicit: { categories?: readonly string[] | null; internalTags?: readonly string[] | null },
): { category?: string[]; internalTags?: string[] } {
  const filter = context ? SEARCH_CONTEXTS[context] : {};
  return { category: merged(explicit.categories, filter.categories), internalTags: merged(explicit.internalTags, filter.internalTags) };
}
