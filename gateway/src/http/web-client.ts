import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves the built web client with an SPA fallback: any GET that is not the API, a health route or
 * a file gets index.html, and the client router shows the page (or its not-found page).
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
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/graphql') || req.path.startsWith('/health')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
