import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPagesFor } from './kept-pages';
import { loadPageRenderer, type PageRendererOptions } from './server-render';
import { mountWebClient, serverRenderedPage } from './web-client';

// The shell as the web build leaves it: its title and description, the first paint in #root.
const SHELL = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Il club dei professionisti della salute." />
    <title>Club Professioni Sanitarie</title>
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="app-shell" aria-hidden="true"><div class="top-bar top-bar--pending"></div></div>
    </div>
  </body>
</html>`;

/**
 * A render bundle standing in for web/dist-server/entry-server.js (what the gateway loads and calls):
 * it answers by the path, as the real one would for a page, a members' page (null for a visitor), a
 * missing article, a broken page and one whose data never comes; it counts its renders and runs one
 * operation through the gateway's `execute` to show it gets the caller's request.
 */
const BUNDLE = `
export let renders = 0;
export async function renderPage({ path, origin, member, execute, signal }) {
  renders += 1;
  globalThis.__renders = renders;
  if (path.startsWith('/profilo') && !member) return null;
  if (path === '/rotta') throw new Error('window is not defined');
  if (path === '/lenta') return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  const answer = await execute({ hash: 'sha256:abc', query: undefined, operationName: 'Page', variables: { path } });
  return {
    status: path.includes('non-esiste') ? 404 : 200,
    head: '<title>' + answer.data.title + '</title><link rel="canonical" href="' + origin + path + '">',
    markup: '<main><h1>' + answer.data.title + '</h1>' + (member ? '<p>I tuoi corsi e i tuoi crediti.</p>'.repeat(200) : '') + '</main>',
    state: '<script type="application/json" id="club-server-state">{"ROOT_QUERY":{}}</script>',
  };
}`;

let dir: string;
const servers: http.Server[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'club-ssr-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), SHELL);
  writeFileSync(
    path.join(dir, 'dist', 'route-preloads.json'),
    JSON.stringify({
      allRoutes: true,
      routes: ['/', '/corsi-ecm-fad', '/profilo', '/rotta', '/lenta', '/news-approfondimenti/:category/:slug'].map((p) => ({ path: p, modules: [], styles: p === '/corsi-ecm-fad' ? ['/assets/listing-abc.css'] : [] })),
    }),
  );
  writeFileSync(path.join(dir, 'dist-server', 'entry-server.js'), BUNDLE);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

const executed: { cookie: string | undefined; hash: string | undefined }[] = [];

/** A gateway's web room with the renderer (and its keep, `keepMs`): a request with a `club_session` cookie is a member's. */
async function webRoom({ keepMs = 0, ...options }: Partial<PageRendererOptions> & { keepMs?: number } = {}): Promise<string> {
  const renderer = await loadPageRenderer({
    entry: path.join(dir, 'dist-server', 'entry-server.js'),
    timeoutMs: 300,
    maxConcurrent: 6,
    publicOrigin: undefined,
    execute: async (req, operation) => {
      executed.push({ cookie: req.headers.cookie, hash: operation.hash });
      return { data: { title: `Pagina ${String(operation.variables.path)}` } };
    },
    ...options,
  });
  const app = express();
  const keptPages = keptPagesFor({ ttlMs: keepMs, publicOrigin: options.publicOrigin, maxBytes: 1024 * 1024, hsts: false });
  const isMember = (req: express.Request) => (req.headers.cookie ?? '').includes('club_session=');
  mountWebClient(app, path.join(dir, 'dist'), { renderer, isVisitor: (req) => !isMember(req), isMember, keptPages });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

describe('pages rendered on the server for visitors and members', () => {
  it('sends a visitor the page rendered: its head instead of the shell’s, its markup in #root, its data before </body>, its route’s stylesheets applied', async () => {
    const base = await webRoom();
    const res = await fetch(`${base}/corsi-ecm-fad`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toContain('<title>Pagina /corsi-ecm-fad</title><link rel="canonical" href="http://127.0.0.1:');
    expect(html).not.toContain('<title>Club Professioni Sanitarie</title>');
    expect(html).not.toContain('name="description" content="Il club dei professionisti della salute."');
    expect(html).toMatch(/<div id="root"><main><h1>Pagina \/corsi-ecm-fad<\/h1><\/main><\/div>/);
    expect(html).not.toContain('app-shell');
    expect(html).toMatch(/<script type="application\/json" id="club-server-state">\{"ROOT_QUERY":\{\}\}<\/script>\s*<\/body>/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/listing-abc.css">');
    expect(html).not.toContain('rel="preload" as="style"');
    expect(executed.at(-1)).toEqual({ cookie: undefined, hash: 'sha256:abc' });
  });

  it('sends a member their page rendered with their session, their own pages too, stored by no cache and never kept for anyone', async () => {
    const base = await webRoom({ keepMs: 5_000, publicOrigin: 'https://club.example.it' });
    for (const page of ['/corsi-ecm-fad', '/profilo']) {
      const before = renders();
      const answers = [await fetch(`${base}${page}`, { headers: { cookie: 'club_session=sealed' } }), await fetch(`${base}${page}`, { headers: { cookie: 'club_session=sealed', 'accept-encoding': 'br' } })];
      // Tens of KB rendered for them alone: compressed for a browser that accepts it.
      expect(answers.map((res) => res.headers.get('content-encoding')), page).toEqual(['gzip', 'br']);
      for (const res of answers) {
        const html = await res.text();
        expect(res.status, page).toBe(200);
        expect(res.headers.get('cache-control'), page).toBe('private, no-store');
        expect(html, page).toContain(`<div id="root"><main><h1>Pagina ${page}</h1><p>I tuoi corsi`);
        expect(html, page).toContain('club-server-state');
      }
      expect(renders() - before, `${page}: rendered for each request, never kept`).toBe(2);
      expect(executed.at(-1), page).toEqual({ cookie: 'club_session=sealed', hash: 'sha256:abc' });
    }
    // The member's page was not kept for the visitor who asks next.
    const before = renders();
    const visitors = await (await fetch(`${base}/corsi-ecm-fad`)).text();
    expect(renders() - before).toBe(1);
    expect(executed.at(-1)).toEqual({ cookie: undefined, hash: 'sha256:abc' });
    expect(visitors).toContain('<h1>Pagina /corsi-ecm-fad</h1>');
  });

  it('sends the shell at once while as many pages as it may render at once are rendering', async () => {
    const base = await webRoom({ maxConcurrent: 1 });
    const started = renders();
    const slow = fetch(`${base}/lenta`);
    // The slow page is being rendered (its data never comes: it gives up at the timeout).
    await expect.poll(() => renders()).toBe(started + 1);
    const before = renders();
    const busy = await fetch(`${base}/corsi-ecm-fad`, { headers: { cookie: 'club_session=sealed' } });
    const html = await busy.text();
    expect(busy.status).toBe(200);
    expect(html).toContain('app-shell');
    expect(html).not.toContain('club-server-state');
    expect(renders() - before, 'not rendered').toBe(0);
    expect(await (await slow).text()).toContain('app-shell');
    // Once the slow one has given up, pages are rendered again.
    expect(await (await fetch(`${base}/corsi-ecm-fad`)).text()).toContain('club-server-state');
  });

  it('sends a visitor the shell for a members’ page; falls back to it for a page that breaks and a page whose data does not come in time', async () => {
    const base = await webRoom();
    for (const page of ['/profilo', '/rotta', '/lenta']) {
      const res = await fetch(`${base}${page}`);
      const html = await res.text();
      expect(res.status, page).toBe(200);
      expect(html, page).toContain('app-shell');
      expect(html, page).not.toContain('club-server-state');
    }
  });

  it('answers 404 for a page that says what was asked for does not exist, and for a path no route matches (not rendered)', async () => {
    const base = await webRoom();
    const missing = await fetch(`${base}/news-approfondimenti/professione/non-esiste`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Pagina /news-approfondimenti/professione/non-esiste</h1>');
    const before = renders();
    const unknown = await fetch(`${base}/nessuna-rotta`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('app-shell');
    expect(renders()).toBe(before);
  });

  it('keeps a rendered page for other visitors only with a public origin set (the Host header is the client’s word)', async () => {
    const fromHost = await webRoom({ keepMs: 5_000 });
    let before = renders();
    await fetch(`${fromHost}/`);
    await fetch(`${fromHost}/`);
    expect(renders() - before).toBe(2);

    const kept = await webRoom({ keepMs: 5_000, publicOrigin: 'https://club.example.it' });
    before = renders();
    const [first, second] = await Promise.all([fetch(`${kept}/`).then((r) => r.text()), fetch(`${kept}/`).then((r) => r.text())]);
    expect(renders() - before).toBe(1);
    expect(second).toBe(first);
    expect(first).toContain('<link rel="canonical" href="https://club.example.it/">');
  });

  it('leaves a shell it cannot read as it is', () => {
    const page = { status: 200, head: '<title>x</title>', markup: '<p>x</p>', state: '' };
    expect(serverRenderedPage('<html><body>no root</body></html>', page)).toBe('<html><body>no root</body></html>');
  });
});
