/** Login redirect rules (spec 1 §2 'Login page', spec 1 §5 'Login': the redirect target must not start with http). */

/** Spec 1 §2: query parameters dropped when the login page forwards the rest. */
export const LOGIN_DROPPED_PARAMS: readonly string[] = ['t', 'ru', 'redirectTo'];

const FALLBACK = '/';
const SENTINEL_ORIGIN = 'http://redirect.invalid';

function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x1f || c === 0x7f) return true;
  }
  return false;
}

/**
 * Spec 1 §2/§5: only a same-site path is accepted as redirectTo. Anything starting with http
 * (any case), protocol-relative ('//host'), backslash tricks ('/\host', '\\host'), control
 * characters, non-path values or empty values become '/'.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (typeof value !== 'string') return FALLBACK;
  const target = value.trim();
  if (target === '') return FALLBACK;
  if (/^http/i.test(target)) return FALLBACK;
  // Browsers strip tabs/newlines inside URLs and treat '\' like '/', so '/\t/evil' or '/\evil' would leave the site.
  if (hasControlCharacter(target)) return FALLBACK;
  if (!target.startsWith('/')) return FALLBACK;
  if (target[1] === '/' || target[1] === '\\') return FALLBACK;
  // Last line of defence: resolving against a fixed origin must stay on that origin.
  try {
    if (new URL(target, SENTINEL_ORIGIN).origin !== SENTINEL_ORIGIN) return FALLBACK;
  } catch {
    return FALLBACK;
  }
  return target;
}

/** Spec 1 §2: all other query parameters are kept except t, ru and redirectTo. */
export function loginRedirectQuery(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of search) {
    if (!LOGIN_DROPPED_PARAMS.includes(key)) out.append(key, value);
  }
  return out;
}
