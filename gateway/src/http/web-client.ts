import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { parseRoutePreloads, withRoutePreloads, type RoutePreload } from './route-preloads';

/**
 * Serves the built web client with an SPA fallback: any GET that is not the API, a health route or
 * a file gets index.html, and the client router shows the page (or its not-found page). The page
 * carries the preload links of the route it opens (./route-preloads.ts).
 */
export function mountWebClient(app: Express, distDir: string): boolean {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return false;
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
    const { html, routes } = page();
    res.setHeader('cache-control', 'no-cache');
    // `send` sets an ETag: a revalidation of an unchanged page is answered 304.
    res.type('html').send(withRoutePreloads(html, routes, req.path));
  });
  return true;
}

/** index.html and the build's route preload table, read again after a rebuild. */
function builtPage(root: string): () => { html: string; routes: RoutePreload[] } {
  const index = path.join(root, 'index.html');
  const table = path.join(root, 'route-preloads.json');
  let built: { mtimeMs: number; html: string; routes: RoutePreload[] } | null = null;
  return () => {
    const { mtimeMs } = statSync(index);
    if (built?.mtimeMs !== mtimeMs) {
      built = { mtimeMs, html: readFileSync(index, 'utf8'), routes: existsSync(table) ? parseRoutePreloads(readFileSync(table, 'utf8')) : [] };
    }
    return built;
  };
}
