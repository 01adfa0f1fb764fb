import { isSearchable } from '@club/validation/searchable';

/**
 * Spec 1 §2 'Paging convention': listings page with `pagina={n}`; page 1 carries no parameter.
 * Pure helpers so every paginated listing reads and writes the page the same way.
 */
export const PAGE_PARAM = 'pagina';

/** The 1-based page in the query; anything missing or not a positive integer is page 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM);
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** A copy of `params` on `page`: page 1 (or below) removes `pagina`. Other parameters are kept in order. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(Math.floor(page)));
  return next;
}

/**
 * A copy of `params` with the filter `name` set to `value`, back on page 1 (spec 1 §4: changing a
 * filter resets the page). A free-text filter keeps only searchable text (2 characters or more,
 * trimmed); an empty value removes the parameter.
 */
export function withListingFilter(params: URLSearchParams, name: string, value: string, kind: 'text' | 'choice'): URLSearchParams {
  const next = withPage(params, 1);
  const clean = kind === 'text' ? (isSearchable(value) ? value.trim() : '') : value;
  if (clean) next.set(name, clean);
  else next.delete(name);
  return next;
}
