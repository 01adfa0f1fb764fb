import { isSearchable } from '@club/validation/searchable';
import type { CourseSearchInput, CreditRange } from '../../gql/graphql';
import { pageFromSearch, withListingFilter } from '../../lib/paging';

/**
 * The catalogue's filter state lives in the URL query (spec 2 §2), so a filtered, paged
 * listing can be shared and the browser's back/forward buttons move between searches:
 * testo (free text), collana (series id), modello (teaching model id), crediti (range), pagina.
 */
export const FILTER_PARAMS = { text: 'testo', series: 'collana', model: 'modello', credits: 'crediti' } as const;
export type FilterKey = keyof typeof FILTER_PARAMS;

/** Spec 2 §2 credit ranges: Tutti, 1-2, 3-5, 6-10, 11 e oltre (11 to 999). Query value → API enum. */
export const CREDIT_OPTIONS: { value: string; label: string; range: CreditRange }[] = [
  { value: '', label: 'Tutti', range: 'ALL' },
  { value: '1-2', label: '1-2', range: 'FROM_1_TO_2' },
  { value: '3-5', label: '3-5', range: 'FROM_3_TO_5' },
  { value: '6-10', label: '6-10', range: 'FROM_6_TO_10' },
  { value: '11-999', label: '11 e oltre', range: 'FROM_11' },
];

export type CatalogueFilters = { text: string; seriesId: string; teachingModelId: string; credits: string; page: number };

export function filtersFromSearch(params: URLSearchParams): CatalogueFilters {
  const credits = params.get(FILTER_PARAMS.credits) ?? '';
  return {
    text: params.get(FILTER_PARAMS.text) ?? '',
    seriesId: params.get(FILTER_PARAMS.series) ?? '',
    teachingModelId: params.get(FILTER_PARAMS.model) ?? '',
    // An unknown range in a hand-edited URL reads as 'Tutti'.
    credits: CREDIT_OPTIONS.some((o) => o.value === credits) ? credits : '',
    page: pageFromSearch(params),
  };
}

/** The API input for the filters; text shorter than 2 characters is not sent (spec 2 §5). */
export function searchInput(filters: CatalogueFilters): CourseSearchInput {
  const range = CREDIT_OPTIONS.find((o) => o.value === filters.credits)?.range ?? 'ALL';
  return {
    page: filters.page,
    credits: range,
    seriesId: filters.seriesId || null,
    teachingModelId: filters.teachingModelId || null,
    text: isSearchable(filters.text) ? filters.text.trim() : null,
  };
}

/**
 * A copy of the query with one filter changed. Changing a filter resets the page (spec 2 §4:
 * the page goes back to 1, which carries no parameter). Empty values remove the parameter.
 */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  return withListingFilter(params, FILTER_PARAMS[key], value, key === 'text' ? 'text' : 'choice');
}
