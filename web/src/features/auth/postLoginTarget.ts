import { loginRedirectQuery, safeRedirectTarget } from '@club/policy';

/** A throwaway origin to parse same-site paths with the URL API. */
const BASE = 'http://login.invalid';

/**
 * Where the browser goes after a successful login (spec 1 §2 'Login page'): the redirectTo path
 * (anything starting with http becomes '/'), carrying every other query parameter of the login
 * URL except t, ru and redirectTo. Parameters already in the redirect path win over copies.
 */
export function postLoginTarget(search: URLSearchParams): string {
  const target = new URL(safeRedirectTarget(search.get('redirectTo')), BASE);
  for (const [key, value] of loginRedirectQuery(search)) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
