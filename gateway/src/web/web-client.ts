import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { processLogger, REQUEST_ID_HEADER } from '@club/observability';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { compressLargeAnswers } from '../graphql/answer-encoding';
import { parseRouteTable, routeFor, withPreloadsOf, type RouteTable } from './route-preloads';
import { sendKeptPage, type KeptPages } from './kept-pages';
import type { PageRenderer, RenderedPage } from './server-render';

export interface WebClientOptions {
  /** Renders visitors' pages on the server (./server-render.ts); every page is the shell without it. */
  renderer?: PageRenderer | null;
  /** Neither a session nor an API key: whose rendered pages are kept for the next visitors. */
  isVisitor?: (req: express.Request) => boolean;
  /** A member's session and no API key: their pages are rendered for them alone, never kept. */
  isMember?: (req: express.Request) => boolean;
  /** Rendered pages kept, finished, for the other visitors of the same address (./kept-pages.ts); none kept when unset. */
  keptPages?: KeptPages | null;
}

/**
 * Serves the built web client with an SPA fallback: a GET (or HEAD) that is not the API, a health
 * route, a file or a route the gateway serves itself (mounted before this) gets index.html, and the
 * client router shows the page (or its not-found page). The status tells the truth: 200 for a path
 * one of the client's routes matches (the build's table of every route, ./route-preloads.ts), 404
 * with the same page for any other, so crawlers and monitors see a missing page as missing. A known
 * pattern is enough for 200: a dynamic segment's value (an article's slug) is not checked, the page
 * finds out when it asks for its content. The page carries the preload links of the route it opens.
 * A visitor's page is rendered on the server (`options.renderer`): its markup, its head's tags for
 * search engines and link previews, and the answers it was rendered with, which the browser hydrates.
 * Kept (`options.keptPages`), it is finished once and sent as it is, here and by the HTTP server's
 * listener before Express (./kept-pages-fast-path.ts), to the visitors of the next few seconds.
 * A signed-in member's page is rendered too, with their data, for them alone: never kept, never stored
 * by a cache (`private, no-store`, as their API answers), so it paints before the script has run.
 */
export function mountWebClient(app: Express, distDir: string, options: WebClientOptions = {}): boolean {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return false;
  // Source maps are never served, not even from a dist built while the build still wrote them
  // (web/vite.config.ts `build.sourcemap`): a map hands out the client's whole source. Answered as a
  // missing asset, so the answer does not tell whether one is there.
  app.use('/assets', (req, _res, next) => next(/\.map$/i.test(req.path) ? Object.assign(new Error('Not found'), { status: 404, expose: true }) : undefined));
  // Hashed file names: cached for a year. The build writes brotli and gzip copies beside each text
  // asset (web/vite.config.ts); the one the browser accepts is sent, with `Vary: Accept-Encoding`.
  app.use(
    '/assets',
    expressStaticGzip(path.join(root, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  // The build's other files (robots.txt, favicon.svg, share-card.png, index.html and its compressed
  // copies, explorer.html, route-preloads.json) all have an extension; a page's address has none in
  // its last segment, so it skips the look-up on disk (a stat and a 404 error built per page request).
  const staticFiles = express.static(root, { index: false, maxAge: '1h' });
  app.use((req, res, next) => (FILE_NAME.test(req.path) ? staticFiles(req, res, next) : next()));
  const page = builtPage(root);
  const { renderer, isVisitor, isMember, keptPages } = options;
  // A page rendered for a member is tens of KB of markup and data, rendered for them alone: compressed
  // on the way out, as large API answers are (a kept page carries its own compressed copies and its
  // Content-Encoding, which the middleware leaves as it is).
  const compressed = compressLargeAnswers();
  app.use((req, res, next) => (isPageRequest(req) ? compressed(req, res, next) : next()));
  app.use(async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const { html, table } = page();
    const route = routeFor(table.routes, req.path);
    res.setHeader('cache-control', 'no-cache');
    // The answer depends on whether the request carries a session (rendered for visitors only).
    if (renderer) res.vary('Cookie');
    // A page of the client, asked for by a visitor: rendered on the server, or the shell when it cannot be.
    const visitorsPage = route && renderer && isVisitor?.(req);
    // The shell with this route's preloads, the rendered page in it.
    const pageHtml = (rendered: RenderedPage) => serverRenderedPage(withPreloadsOf(html, route!, { stylesApplied: true }), rendered);
    if (visitorsPage && keptPages) {
      // Finished once, sent as it is: the same answer as the fast path's.
      const kept = await keptPages.pageFor(req.originalUrl, async () => {
        const rendered = await renderer.render(req);
        return rendered && { status: rendered.status, html: pageHtml(rendered) };
      });
      // `If-None-Match: *` is fresh to Express (no ETag to compare): 304, as res.send answers it.
      if (kept && kept.status < 300 && req.fresh) return void res.status(304).end();
      // The request id `requestIds()` set, written where the fast path writes it: the same header order both ways.
      const requestId = res.getHeader(REQUEST_ID_HEADER);
      if (kept) return sendKeptPage(res, kept, req.method, req.headers['accept-encoding'], requestId === undefined ? [] : [REQUEST_ID_HEADER, String(requestId)]);
    }
    const membersPage = route && renderer && !visitorsPage && isMember?.(req);
    const rendered = membersPage ? await renderer.render(req, { member: true }) : visitorsPage && !keptPages ? await renderer.render(req) : null;
    // A member's page carries their data, as their answers do: no cache stores it.
    if (rendered && membersPage) res.setHeader('cache-control', 'private, no-store');
    if (rendered) return void res.status(rendered.status).type('html').send(pageHtml(rendered));
    // Not a page of the client: the same page (it shows its not-found page), answered 404.
    if (!route && table.allRoutes) res.status(404);
    // `send` sets an ETag: a revalidation of an unchanged page is answered 304 (a 404 never is).
    res.type('html').send(withPreloadsOf(html, route));
  });
  return true;
}

/** A GET or HEAD for a page of the client: neither the API nor a health route (the routes before this took the rest). */
function isPageRequest(req: express.Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/graphql') && !req.path.startsWith('/health');
}

/** A path whose last segment has an extension: a file of the build, never a page of the client. */
const FILE_NAME = /\.[^/]*$/;

/** index.html and the build's route table, read again after a rebuild. */
function builtPage(root: string): () => { html: string; table: RouteTable } {
  const index = path.join(root, 'index.html');
  const tableFile = path.join(root, 'route-preloads.json');
  let built: { mtimeMs: number; html: string; table: RouteTable } | null = null;
  return () => {
    const { mtimeMs } = statSync(index);
    if (built?.mtimeMs !== mtimeMs) {
      const table = existsSync(tableFile) ? parseRouteTable(readFileSync(tableFile, 'utf8')) : { routes: [], allRoutes: false };
      // An older build (its table lists only the lazy routes) or none: every path is served as a page.
      if (!table.allRoutes) processLogger().warn(`${tableFile} does not list every route of the web client: every path answers 200 (rebuild it: npm run build -w web)`);
      built = { mtimeMs, html: readFileSync(index, 'utf8'), table };
    }
    return built;
  };
}

/**
 * The shell made into a rendered page: the page's own title, description and head tags in place of
 * the shell's, its markup in #root instead of the shell's first paint, its data block before </body>.
 */
export function serverRenderedPage(shell: string, page: RenderedPage): string {
  const head = shell.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  const rootStart = head.indexOf('<div id="root">') + '<div id="root">'.length;
  const bodyEnd = head.lastIndexOf('</body>');
  const rootEnd = head.lastIndexOf('</div>', bodyEnd);
  const headEnd = head.indexOf('</head>');
  if (rootStart < '<div id="root">'.length || rootEnd < rootStart || headEnd < 0) return shell;
  return `${head.slice(0, headEnd)}${page.head}\n  ${head.slice(headEnd, rootStart)}${page.markup}${head.slice(rootEnd, bodyEnd)}${page.state}\n  ${head.slice(bodyEnd)}`;
}
