import { isSearchable } from '@club/validation/searchable';
import type { ProfessionType } from '../../gql/graphql';
import { pageFromSearch, withListingFilter } from '../../lib/paging';
import { provinceByCode } from './provinces';

/**
 * The directory's filters live in the URL query (spec 2 §2), so a search can be shared and
 * back/forward move between searches: testo (free text), professione, provincia, pagina.
 */
export const DIRECTORY_PARAMS = { text: 'testo', professionType: 'professione', province: 'provincia' } as const;
export type DirectoryFilterKey = keyof typeof DIRECTORY_PARAMS;

/** Spec 2 §9 options of the profession type: query value → API enum. */
export const PROFESSION_TYPE_OPTIONS: { value: string; label: string; type: ProfessionType }[] = [
  { value: 'medico', label: 'Medico', type: 'DOCTOR' },
  { value: 'altro', label: 'Altro professionista sanitario', type: 'OTHER_HEALTH_PROFESSION' },
];

export type DirectoryFilters = { text: string; professionType: string; province: string; page: number };

/** The filters of a URL query; unknown values in a hand-edited URL read as 'all'. */
export function directoryFiltersFromSearch(params: URLSearchParams): DirectoryFilters {
  const professionType = params.get(DIRECTORY_PARAMS.professionType) ?? '';
  const province = provinceByCode(params.get(DIRECTORY_PARAMS.province) ?? '');
  return {
    text: params.get(DIRECTORY_PARAMS.text) ?? '',
    professionType: PROFESSION_TYPE_OPTIONS.some((o) => o.value === professionType) ? professionType : '',
    province: province?.code ?? '',
    page: pageFromSearch(params),
  };
}

/** The API variables for the filters; text shorter than 2 characters is not sent (spec 2 §5). */
export function directoryVariables(filters: DirectoryFilters): { text: string | null; professionType: ProfessionType | null; province: string | null; page: number } {
  return {
    text: isSearchable(filters.text) ? filters.text.trim() : null,
    professionType: PROFESSION_TYPE_OPTIONS.find((o) => o.value === filters.professionType)?.type ?? null,
    province: filters.province || null,
    page: filters.page,
  };
}

/** A copy of the query with one filter changed; changing a filter goes back to page 1 (no `pagina`). */
export function withDirectoryFilter(params: URLSearchParams, key: DirectoryFilterKey, value: string): URLSearchParams {
  return withListingFilter(params, DIRECTORY_PARAMS[key], value, key === 'text' ? 'text' : 'choice');
}

/** Whether any filter is set (the 'Azzera filtri' link and the suggested cards' label depend on it). */
export function hasDirectoryFilters(filters: DirectoryFilters): boolean {
  return !!(directoryVariables(filters).text || filters.professionType || filters.province);
}

/** Spec 2 §2 result count: '1 professionista trovato', 'N professionisti trovati'. */
export function directoryCountLabel(total: number): string {
  return total === 1 ? '1 professionista trovato' : `${total.toLocaleString('it-IT')} professionisti trovati`;
}
