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
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({ routes: [{ path: '/corsi-ecm-fad', modules: ['/assets/CourseCataloguePage-abc.js'], styles: ['/assets/listing-abc.css'] }] }),
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(BUNDLE));
  const app = express();
  mountWebClient(app, dist);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** Raw GET (fetch would decompress and hide the encoding). */
function get(urlPath: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
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
