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
 * characters, non-path values or empty values become '/'. A kept target comes back normalised
 * ('/a/../b' is '/b'), and one that normalises or decodes to a protocol-relative path
 * ('/.//host', '/..//host', '/%2e//host', '/%2F%2Fhost') is refused too.
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
  // Normalise the path the way the browser will ('/./', '/../', '%2e' segments collapse), then check
  // the result: '/.//evil' and '/..//evil' pass the checks above but become '//evil', which the
  // browser reads as another host (and React Router's history refuses with an uncaught error).
  let url: URL;
  try {
    url = new URL(target, SENTINEL_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== SENTINEL_ORIGIN || leavesTheSite(url.pathname)) return FALLBACK;
  // An encoded '//' ('/%2F%2Fevil') is a path here, but a server or a later decode may read it as a host.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return FALLBACK;
  }
  if (leavesTheSite(decoded) || hasControlCharacter(decoded)) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A path the browser would read as protocol-relative ('//host', '/\\host'). */
function leavesTheSite(path: string): boolean {
  return /^[/\\][/\\]/.test(path);
}

/** Spec 1 §2: all other query parameters are kept except t, ru and redirectTo. */
export function loginRedirectQuery(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of search) {
    if (!LOGIN_DROPPED_PARAMS.includes(key)) out.append(key, value);
  }
  return out;
}
