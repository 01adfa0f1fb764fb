/**
 * The web client's routes and their preloads: the build writes a table of every route of the client's
 * router and the files each page needs beyond the app's start (web/build/route-preloads.ts,
 * dist/route-preloads.json). A path no route matches is not a page: the gateway answers it 404
 * (./web-client.ts). The page served for a path carries `<link rel="modulepreload">` for its route's
 * chunks and `<link rel="preload" as="style">` for their stylesheets, so they download with the start
 * instead of after the app has run and asked for them. No script: the page's CSP allows none inline.
 */
export interface RoutePreload {
  /** A React Router path pattern: static segments, `:param` segments, a final `*`. */
  path: string;
  modules: string[];
  styles: string[];
}

/** React Router's ranking (`computeScore`): more segments, static before dynamic, a splat last. */
function score(segments: string[]): number {
  let total = segments.length;
  for (const segment of segments) total += segment === '*' ? -2 : segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  return total;
}

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);

/** Whether a pattern matches a path as React Router matches (case-insensitive, trailing slash ignored). */
function matches(pattern: string[], path: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (segment === '*') return true;
    if (i >= path.length || path[i] === '') return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== path[i]!.toLowerCase()) return false;
  }
  return pattern.length === path.length;
}

/** The route a path opens: the best-ranked match, the first of equals. */
export function routeFor(table: readonly RoutePreload[], pathname: string): RoutePreload | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // a malformed escape: matched as sent
  }
  const path = segmentsOf(decoded);
  let best: { route: RoutePreload; score: number } | undefined;
  for (const route of table) {
    const pattern = segmentsOf(route.path);
    if (!matches(pattern, path)) continue;
    const routeScore = score(pattern);
    if (!best || routeScore > best.score) best = { route, score: routeScore };
  }
  return best?.route;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page for a path: `html` with the preload links of its route before `</head>` (unchanged when there is none). */
export function withRoutePreloads(html: string, table: readonly RoutePreload[], pathname: string): string {
  return withPreloadsOf(html, routeFor(table, pathname));
}

/**
 * `html` with the preload links of a route before `</head>` (unchanged for no route, or one with nothing
 * to preload). A server-rendered page (`stylesApplied`) links its route's stylesheets as stylesheets:
 * its markup is in the first paint and must be styled there (Vite's loader then finds them in place).
 */
export function withPreloadsOf(html: string, route: RoutePreload | undefined, { stylesApplied = false }: { stylesApplied?: boolean } = {}): string {
  if (!route) return html;
  // Low priority, as index.html's own scripts (web/vite.config.ts): the static first paint needs
  // none of them, and its stylesheet goes first.
  const links = [
    ...route.modules.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${attribute(href)}">`),
    ...route.styles.map((href) => (stylesApplied ? `<link rel="stylesheet" crossorigin href="${attribute(href)}">` : `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${attribute(href)}">`)),
  ];
  const head = html.indexOf('</head>');
  return links.length && head >= 0 ? `${html.slice(0, head)}  ${links.join('\n    ')}\n  ${html.slice(head)}` : html;
}

/** The build's table, checked. */
export interface RouteTable {
  routes: RoutePreload[];
  /**
   * Whether the table lists every route of the client (`"allRoutes": true`, the builds since security
   * round 3): only then is a path no route matches known not to be a page. An older build's table
   * (its lazy routes only) or none: every path is served as a page, as before.
   */
  allRoutes: boolean;
}

/** The table in the build's file (`{"allRoutes": true, "routes": [...]}`), checked; an unreadable one lists nothing and decides nothing. */
export function parseRouteTable(json: string): RouteTable {
  // The portal's own files only: a path from the root, never another origin (`//host/...`).
  const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && /^\/(?!\/)/.test(item));
  let parsed: { routes?: unknown; allRoutes?: unknown } | null;
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    return { routes: [], allRoutes: false };
  }
  const routes = parsed?.routes;
  if (!Array.isArray(routes)) return { routes: [], allRoutes: false };
  const wellFormed = routes.filter((route): route is RoutePreload => {
    const r = route as Partial<RoutePreload> | null;
    return typeof r?.path === 'string' && r.path.startsWith('/') && isStrings(r.modules) && isStrings(r.styles);
  });
  // A table with a route it could not read would answer that route's page 404: it decides nothing.
  return { routes: wellFormed, allRoutes: parsed?.allRoutes === true && wellFormed.length === routes.length && wellFormed.length > 0 };
}

/** The well-formed routes of the build's table (see `parseRouteTable`). */
export function parseRoutePreloads(json: string): RoutePreload[] {
  return parseRouteTable(json).routes;
}
