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
