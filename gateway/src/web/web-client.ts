import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { processLogger } from '@club/observability';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { parseRouteTable, routeFor, withPreloadsOf, type RouteTable } from './route-preloads';

/**
 * Serves the built web client with an SPA fallback: a GET (or HEAD) that is not the API, a health
 * route, a file or a route the gateway serves itself (mounted before this) gets index.html, and the
 * client router shows the page (or its not-found page). The status tells the truth: 200 for a path
 * one of the client's routes matches (the build's table of every route, ./route-preloads.ts), 404
 * with the same page for any other, so crawlers and monitors see a missing page as missing. A known
 * pattern is enough for 200: a dynamic segment's value (an article's slug) is not checked, the page
 * finds out when it asks for its content. The page carries the preload links of the route it opens.
 */
export function mountWebClient(app: Express, distDir: string): boolean {
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
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  const page = builtPage(root);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/graphql') || req.path.startsWith('/health')) return next();
    const { html, table } = page();
    const route = routeFor(table.routes, req.path);
    // Not a page of the client: the same page (it shows its not-found page), answered 404.
    if (!route && table.allRoutes) res.status(404);
    res.setHeader('cache-control', 'no-cache');
    // `send` sets an ETag: a revalidation of an unchanged page is answered 304 (a 404 never is).
    res.type('html').send(withPreloadsOf(html, route));
  });
  return true;
}

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
