import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '@club/upstream/testing';
import { MEDIA_POLICY, PAGE_POLICY, PERMISSIONS_POLICY } from './web/security-headers';
import { PRODUCTION_ENV, startTestStack } from '../test-kit';

/**
 * The gateway in production mode, as members reach it, serving the web client's page. The page is
 * web/index.html — the template Vite builds into web/dist/index.html, adding only external script
 * and stylesheet tags — so the test needs no build and checks what every build inherits.
 */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let stack: Awaited<ReturnType<typeof startTestStack>>;
let freeVideo: string;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'club-web-dist-'));
  copyFileSync(path.resolve(__dirname, '../../web/index.html'), path.join(webDist, 'index.html'));
  // Hashed files as the build names them: a script, a stylesheet, and an editor worker of the explorer.
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'export {};\n');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.css'), 'body{margin:0}\n');
  writeFileSync(path.join(webDist, 'assets', 'editor.worker-abc123.js'), 'self.onmessage = () => {};\n');
  upstream = await startTestUpstream();
  stack = await startTestStack({ upstreamUrl: upstream.url, env: { ...PRODUCTION_ENV, WEB_DIST: webDist } });
  freeVideo = (await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE embedded_content IS NOT NULL AND NOT is_premium ORDER BY id LIMIT 1`))[0]!.id;
});
afterAll(async () => {
  await stack?.close();
  await upstream?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const HSTS = 'max-age=31536000; includeSubDomains';

describe('security headers in production', () => {
  it('the HTML page: CSP with frame-ancestors, HSTS', async () => {
    const res = await fetch(`${stack.url}/corsi-ecm`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    expect(PAGE_POLICY).toContain("frame-ancestors 'self'");
    expect(PAGE_POLICY).toContain("img-src 'self' data:");
    expect(PAGE_POLICY).toContain("frame-src 'self'");
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    // The built page must work under "script-src 'self'; style-src 'self'": no inline script or style in it.
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle="/);
  });

  it("the client's scripts and stylesheets: no sniffing, not for other sites, none of the page's headers", async () => {
    for (const file of ['app-abc123.js', 'app-abc123.css']) {
      const res = await fetch(`${stack.url}/assets/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('cache-control')).toMatch(/immutable/);
      for (const pageOnly of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
        expect(res.headers.get(pageOnly), `${file}: ${pageOnly}`).toBeNull();
      }
    }
  });

  it('a worker script keeps the page policy: a worker runs under the CSP of its script', async () => {
    const res = await fetch(`${stack.url}/assets/editor.worker-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('/graphql, including its errors', async () => {
    const ok = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    expect(ok.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    expect(ok.headers.get('strict-transport-security')).toBe(HSTS);
    const bad = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    expect(bad.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('/media images and embedded players: scriptless, framed only by the portal', async () => {
    const image = await fetch(`${stack.url}/media/cms/articolo/cuore.svg`);
    expect(image.status).toBe(200);
    // An SVG opened on its own runs no script.
    expect(image.headers.get('content-security-policy')).toBe(MEDIA_POLICY);
    expect(MEDIA_POLICY).toContain("default-src 'none'");
    expect(image.headers.get('strict-transport-security')).toBe(HSTS);
    const player = await fetch(`${stack.url}/media/embed/${freeVideo}`);
    expect(player.status).toBe(200);
    expect(player.headers.get('content-security-policy')).toBe(MEDIA_POLICY);
    expect(MEDIA_POLICY).toContain("frame-ancestors 'self'");
    expect(player.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('Permissions-Policy denies the features the portal never uses, on pages, the API, media and every file route', async () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    // What the portal does use stays its own: the players, the 'Copia' buttons.
    for (const feature of ['fullscreen', 'autoplay', 'clipboard-write']) expect(PERMISSIONS_POLICY).toContain(`${feature}=(self)`);
    const answers = await everyKindOfAnswer();
    for (const [what, res] of Object.entries(answers)) {
      // A script is no document: the policy would do nothing there (it keeps only what a subresource needs).
      expect(res.headers.get('permissions-policy'), what).toBe(what === 'script' ? null : PERMISSIONS_POLICY);
      expect(res.headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
    }
  });

  it('a kept answer on the fast path carries the same headers as any API answer', async () => {
    const body = '{"query":"{ __typename }"}';
    await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const again = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(again.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(again.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

/** One answer of each kind the gateway gives, refusals included (a refusal must carry them too). */
async function everyKindOfAnswer(): Promise<Record<string, Response>> {
  const get = (path: string) => fetch(`${stack.url}${path}`, { redirect: 'manual' });
  return {
    page: await get('/corsi-ecm'),
    graphql: await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
    script: await get('/assets/app-abc123.js'),
    mediaImage: await get('/media/cms/articolo/cuore.svg'),
    mediaPlayer: await get(`/media/embed/${freeVideo}`),
    courseFile: await get('/files/corsi/1/ebook.pdf'),
    memberCardFile: await get('/files/scheda/abc'),
    ecmTranscript: await get('/files/riepilogo-triennio-ecm.pdf'),
    invoicePdf: await get('/files/fatture/1.pdf'),
    player: await get('/player/catalogo'),
    health: await get('/health/live'),
  };
}

