import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack } from '../test-kit';

/**
 * Visitors' kept server-rendered pages on the whole gateway (web/kept-pages.ts, web/kept-pages-fast-path.ts):
 * the first visitor's GET goes through Express and renders the page, the next ones of the keep's
 * lifetime are sent by the HTTP server's listener before Express. The web build is a small one written
 * here (the shell, the route table, the static files a build has) with a render bundle standing in for
 * web/dist-server/entry-server.js that runs one operation through the gateway's own API as the visitor;
 * the real bundle's pages, kept and hydrated, are the browser test's (web/e2e/server-rendered.spec.ts).
 */

const SHELL = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Il club dei professionisti della salute." />
    <title>Club Professioni Sanitarie</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="app-shell" aria-hidden="true"></div>
    </div>
  </body>
</html>`;

/** Its pages are a few KB of text (compressed as the kept answers are, over 4 KB); `/grande` is larger than the whole keep. */
const BUNDLE = `
export async function renderPage({ path, origin, member, execute }) {
  globalThis.__keptPageRenders = (globalThis.__keptPageRenders ?? 0) + 1;
  if (path.startsWith('/profilo') && !member) return null;
  const answer = await execute({ hash: undefined, query: '{ __typename }', operationName: null, variables: {} });
  const paragraph = '<p>Corsi ECM FAD per ' + (member ? 'il socio' : 'i professionisti della salute') + ': ' + answer.data.__typename + ' – ' + path + '</p>';
  return {
    status: 200,
    head: '<title>Pagina ' + path + '</title><link rel="canonical" href="' + origin + path + '">',
    markup: '<main>' + paragraph.repeat(path === '/grande' ? 3000 : 80) + '</main>',
    state: '<script type="application/json" id="club-server-state">{"ROOT_QUERY":{}}</script>',
  };
}`;

const SCRIPT = `console.log(${JSON.stringify('club '.repeat(2000))});`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const TTL_MS = 2000;

let dir: string;
let stack: Awaited<ReturnType<typeof startTestStack>>;
const renders = () => (globalThis as { __keptPageRenders?: number }).__keptPageRenders ?? 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'club-kept-pages-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({ allRoutes: true, routes: ['/', '/corsi-ecm-fad', '/chi-siamo', '/scaduta', '/grande', '/profilo'].map((p) => ({ path: p, modules: [], styles: [] })) }),
  );
  // The files a build has beside its pages (web/public and the Vite build).
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'share-card.png'), PNG);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  // A file named like a page's address: a page is never looked up on disk, so it is never sent.
  writeFileSync(path.join(dist, 'chi-siamo'), 'not a page');
  writeFileSync(path.join(dir, 'dist-server', 'entry-server.js'), BUNDLE);
  stack = await startTestStack({
    env: {
      WEB_DIST: dist,
      PUBLIC_ORIGIN: 'https://club.example.it',
      SERVER_RENDER_TTL_MS: String(TTL_MS),
      // 100 KB: a few pages, not `/grande` (about 280 KB of HTML).
      SERVER_RENDER_KEEP_MB: '0.1',
    },
  });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  /** Header names and values in the order they were written. */
  raw: string[];
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (fetch would decompress and hide the encoding and the headers' order). */
function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${stack.url}${urlPath}`, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, raw: res.rawHeaders, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** Every header in order, the request id's and Date's values aside (they change with each request). */
const comparable = (raw: string[]) => raw.map((v, i) => (i % 2 === 1 && /^(x-request-id|date)$/i.test(raw[i - 1]!) ? '…' : v));

describe('kept server-rendered pages, sent before Express', () => {
  it("sends a visitor's second GET the same status, headers and bytes as the first, rendered through Express", async () => {
    const before = renders();
    const first = await get('/corsi-ecm-fad?utm_source=news', { 'x-request-id': 'first-request-1' });
    const second = await get('/corsi-ecm-fad?utm_source=news', { 'x-request-id': 'second-request-2' });
    expect(renders() - before).toBe(1);
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain('<div id="root"><main><p>Corsi ECM FAD');
    expect(first.body.toString()).toContain('<link rel="canonical" href="https://club.example.it/corsi-ecm-fad?utm_source=news">');
    expect(second.status).toBe(first.status);
    expect(comparable(second.raw)).toEqual(comparable(first.raw));
    expect(second.body.equals(first.body)).toBe(true);
    // Each its own request id, as requestIds() gives it.
    expect(first.headers['x-request-id']).toBe('first-request-1');
    expect(second.headers['x-request-id']).toBe('second-request-2');
    expect(second.headers['content-length']).toBe(String(second.body.length));
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(second.headers.etag).toBeUndefined();
  });

  it("has the headers Express gives the same address's page: the security headers, type and caching", async () => {
    await get('/');
    const kept = await get('/');
    // A request with an API key never takes the kept page: Express answers it (the shell), with the headers its middleware sets.
    const throughExpress = await get('/', { 'x-api-key': 'unknown-key' });
    const strip = (headers: http.IncomingHttpHeaders) => {
      const { date: _date, 'x-request-id': _id, 'content-length': _length, vary: _vary, etag: _etag, ...rest } = headers;
      return rest;
    };
    expect(strip(kept.headers)).toEqual(strip(throughExpress.headers));
    expect(kept.headers['content-security-policy']).toBeTruthy();
    expect(kept.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the brotli or gzip copy, made once, to a client that accepts it: the same page decoded; HEAD gets the headers alone', async () => {
    const plain = await get('/corsi-ecm-fad');
    const br = await get('/corsi-ecm-fad', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get('/corsi-ecm-fad', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const head = await get('/corsi-ecm-fad', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(plain.body.length));
  });

  it('never sends a member (a session cookie) the kept page, nor keeps theirs: their own render, stored by no cache', async () => {
    await get('/corsi-ecm-fad');
    const member = new GatewayClient(stack.url);
    const login = await member.login('premium@demo.club');
    expect(login.body.data?.login.status).toBe('SUCCESS');
    let before = renders();
    const page = await get('/corsi-ecm-fad', { cookie: member.cookie });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body.toString()).toContain('Corsi ECM FAD per il socio');
    expect(page.body.toString()).not.toContain('app-shell');
    expect(renders() - before).toBe(1);
    // The visitors' kept page is still theirs: the member's render was not kept in its place.
    before = renders();
    const visitors = await get('/corsi-ecm-fad');
    expect(visitors.body.toString()).toContain('Corsi ECM FAD per i professionisti della salute');
    expect(renders()).toBe(before);
  });

  it("renders the page again once the keep's lifetime is over", async () => {
    const before = renders();
    await get('/scaduta');
    await get('/scaduta');
    expect(renders() - before).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 300));
    const again = await get('/scaduta');
    expect(again.body.toString()).toContain('club-server-state');
    expect(renders() - before).toBe(2);
  });

  it('does not keep a page larger than the whole keep (SERVER_RENDER_KEEP_MB): each visitor gets it rendered', async () => {
    const before = renders();
    const first = await get('/grande');
    const second = await get('/grande');
    expect(first.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.body.length).toBeGreaterThan(0.1 * 1024 * 1024);
    expect(renders() - before).toBe(2);
  });

  it("still serves the build's files, and never a file for a page's address", async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toContain('User-agent');
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const card = await get('/share-card.png');
    expect(card.status).toBe(200);
    expect(card.body.equals(PNG)).toBe(true);
    const script = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);
    const shell = await get('/index.html');
    expect(shell.status).toBe(200);
    expect(shell.body.toString()).toBe(SHELL);
    const table = await get('/route-preloads.json');
    expect(JSON.parse(table.body.toString())).toMatchObject({ allRoutes: true });
    const page = await get('/chi-siamo');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('club-server-state');
  });
});
