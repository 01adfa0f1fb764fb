import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountWebClient } from './web-client';

// A built client as `vite build` leaves it: a hashed bundle with its brotli and gzip copies.
const BUNDLE = `console.log(${JSON.stringify('club '.repeat(2000))});`;

let dist: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'club-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Club</title></head><body><div id="root"></div></body></html>');
  // Every route of the client, as the build lists them (web/build/route-preloads.ts).
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      allRoutes: true,
      routes: [
        { path: '/', modules: [], styles: [] },
        { path: '/corsi-ecm-fad', modules: ['/assets/CourseCataloguePage-abc.js'], styles: ['/assets/listing-abc.css'] },
        { path: '/news-approfondimenti/:category/:slug', modules: ['/assets/ArticlePage-abc.js'], styles: [] },
      ],
    }),
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(BUNDLE));
  // A map left by a build that still wrote them.
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), JSON.stringify({ version: 3, sources: ['src/main.tsx'], sourcesContent: ['secret source'] }));
  const app = express();
  // What the server mounts before the web client (gateway/src/server.ts): its own routes stay its own.
  app.get('/media/logo.svg', (_req, res) => void res.type('svg').send('<svg/>'));
  mountWebClient(app, dist);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** Raw GET (fetch would decompress and hide the encoding), or HEAD. */
function get(urlPath: string, acceptEncoding: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${urlPath}`, { method, headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('web client static assets', () => {
  it('sends the brotli copy to a browser that accepts it, as JavaScript, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(res.body).toString()).toBe(BUNDLE);
    expect(res.body.length).toBeLessThan(BUNDLE.length / 10);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await get('/assets/missing.js', 'br')).status).toBe(404);
  });

  it('serves the page for client routes, not cached', async () => {
    const page = await get('/corsi-ecm-fad', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<div id="root">');
  });

  it("preloads the route's files from the build's table in the page it serves", async () => {
    const catalogue = (await get('/corsi-ecm-fad', 'br')).body.toString();
    expect(catalogue).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/CourseCataloguePage-abc.js">');
    expect(catalogue).toContain('<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/listing-abc.css">');
    expect(catalogue.indexOf('modulepreload')).toBeLessThan(catalogue.indexOf('</head>'));
    const home = (await get('/', 'br')).body.toString();
    expect(home).not.toContain('preload');
  });

  it('answers 304 to a revalidation of an unchanged page', async () => {
    const first = await get('/corsi-ecm-fad', 'br');
    expect(first.headers.etag).toBeTruthy();
    expect((await get('/corsi-ecm-fad', 'br', { 'if-none-match': first.headers.etag! })).status).toBe(304);
  });
});

describe('web client status: only the client\'s routes are pages (security round 3)', () => {
  const PAGE = '<div id="root">';

  it('answers an unknown path 404 with the same page, so the client still shows its not-found page', async () => {
    for (const unknown of ['/questa-pagina-non-esiste', '/corsi-ecm-fad/troppi/segmenti', '/news-approfondimenti/ricerca/un-articolo-1/altro']) {
      const res = await get(unknown, 'identity');
      expect(res.status, unknown).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toContain(PAGE);
      expect(res.body.toString()).not.toContain('preload');
    }
  });

  it('answers a known static route and a known dynamic route 200, whatever the value of its parameters', async () => {
    for (const known of ['/', '/corsi-ecm-fad', '/Corsi-ECM-FAD/', '/news-approfondimenti/ricerca/un-articolo-1', '/news-approfondimenti/ricerca/uno-che-non-esiste']) {
      const res = await get(known, 'identity');
      expect(res.status, known).toBe(200);
      expect(res.body.toString()).toContain(PAGE);
    }
    expect((await get('/news-approfondimenti/ricerca/un-articolo-1', 'identity')).body.toString()).toContain('href="/assets/ArticlePage-abc.js"');
  });

  it('answers HEAD as GET', async () => {
    const unknown = await get('/questa-pagina-non-esiste', 'identity', {}, 'HEAD');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body.length).toBe(0);
    const known = await get('/corsi-ecm-fad', 'identity', {}, 'HEAD');
    expect(known.status).toBe(200);
    expect(known.headers['cache-control']).toBe('no-cache');
  });

  it("leaves what the server mounts before it, the API and the health routes alone", async () => {
    const media = await get('/media/logo.svg', 'identity');
    expect(media.status).toBe(200);
    expect(media.body.toString()).toBe('<svg/>');
    for (const own of ['/graphql', '/health/live']) {
      const res = await get(own, 'identity');
      expect(res.status, own).toBe(404);
      expect(res.body.toString(), own).not.toContain(PAGE);
    }
  });

  it('serves every path as a page with an older build, whose table does not list every route', async () => {
    const old = mkdtempSync(path.join(tmpdir(), 'club-dist-old-'));
    try {
      writeFileSync(path.join(old, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
      writeFileSync(path.join(old, 'route-preloads.json'), JSON.stringify({ routes: [{ path: '/corsi-ecm-fad', modules: [], styles: [] }] }));
      const app = express();
      mountWebClient(app, old);
      const oldServer = http.createServer(app);
      await new Promise<void>((resolve) => oldServer.listen(0, '127.0.0.1', resolve));
      try {
        const res = await fetch(`http://127.0.0.1:${(oldServer.address() as AddressInfo).port}/questa-pagina-non-esiste`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(PAGE);
      } finally {
        await new Promise((resolve) => oldServer.close(resolve));
      }
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });
});

describe('web client source maps (security round 3)', () => {
  it('never serves a source map, even one a build left in dist/assets', async () => {
    for (const map of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.MAP', '/assets/x.js.map']) {
      const res = await get(map, 'br');
      expect(res.status, map).toBe(404);
      expect(res.body.toString(), map).not.toContain('secret source');
    }
    expect((await get('/assets/index-abc123.js.map', 'identity', {}, 'HEAD')).status).toBe(404);
  });

  it('production builds write no source map (web/vite.config.ts)', async () => {
    // Imported by path: the web's build config is no part of the gateway's program.
    const configFile = path.resolve(__dirname, '../../../web/vite.config.ts');
    const { default: config } = (await import(/* @vite-ignore */ configFile)) as { default: (env: { command: string; mode: string }) => { build?: { sourcemap?: unknown } } };
    expect(config({ command: 'build', mode: 'production' }).build?.sourcemap).toBe(false);
  });

  // The built client's served scripts (no sourceMappingURL, every .map 404) are checked against a real
  // build by the browser tests: web/e2e/http-answers.spec.ts.
});
