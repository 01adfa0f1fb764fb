import type { ContentType } from '../../gql/graphql';
import { PAGE_PARAM } from '../../lib/paging';

/** The listing filters of /news-approfondimenti, as they sit in the URL. */
export type NewsFilters = { category: string; format: string; topic: string };
export const EMPTY_FILTERS: NewsFilters = { category: '', format: '', topic: '' };

const PARAM: Record<keyof NewsFilters, string> = { category: 'categoria', format: 'formato', topic: 'argomento' };

/** A listing whose filters match nothing (the spec's empty-search wording). */
export const LISTING_NO_RESULTS = 'Siamo spiacenti ma la ricerca non ha prodotto risultati. Riprova con parole chiave diverse.';

/** Spec 2 §2 'When no filter is set, a 12-item skip applies': the 12 latest are shown above the list. */
export const NEWS_FEATURED_COUNT = 12;

/** Formats (content types) the news listing can filter by, with their Italian names. */
export const NEWS_FORMATS: { value: ContentType; label: string }[] = [
  { value: 'Articolo', label: 'Articolo' },
  { value: 'News', label: 'News' },
  { value: 'Podcast', label: 'Podcast' },
  { value: 'Video', label: 'Video' },
  { value: 'Guida', label: 'Guida' },
  { value: 'Infografica', label: 'Infografica' },
  { value: 'Faq', label: 'Faq' },
  { value: 'Webinar', label: 'Webinar' },
];

export function filtersFromSearch(params: URLSearchParams): NewsFilters {
  return { category: params.get(PARAM.category) ?? '', format: params.get(PARAM.format) ?? '', topic: params.get(PARAM.topic) ?? '' };
}

/** True when any filter is set: then the listing starts at the first item instead of skipping 12. */
export function hasFilter(filters: NewsFilters): boolean {
  return Boolean(filters.category || filters.format || filters.topic);
}

export function sameFilters(a: NewsFilters, b: NewsFilters): boolean {
  return a.category === b.category && a.format === b.format && a.topic === b.topic;
}

/** The query with `filters` applied; a change of filters goes back to page 1 (spec 1 §4 'Listing filters'). */
export function withFilters(params: URLSearchParams, filters: NewsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAM) as (keyof NewsFilters)[]) {
    if (filters[key]) next.set(PARAM[key], filters[key]);
    else next.delete(PARAM[key]);
  }
  if (!sameFilters(filtersFromSearch(params), filters)) next.delete(PAGE_PARAM);
  return next;
}

/** The listing's server arguments: lists for the set filters, nothing for the others. */
export function listingArguments(filters: NewsFilters) {
  return {
    categories: filters.category ? [filters.category] : null,
    contentTypes: filters.format ? [filters.format as ContentType] : null,
    topics: filters.topic ? [filters.topic] : null,
  };
}
