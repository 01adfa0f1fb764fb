import { expect, test } from '@playwright/test';

/**
 * Security round 3 (issue 25): what the gateway answers at HTTP level, below the pages. Only the web
 * client's routes are pages (an unknown path is a 404 carrying the same page, so the client still
 * shows its not-found page), and the client's source maps are not served.
 */

test.describe('HTTP answers of the portal (security round 3)', () => {
  test('a known route answers 200; a known pattern with an unknown slug is the not-found page, 404 once the page is rendered on the server', async ({ page, request }) => {
    expect((await page.goto('/corsi-ecm-fad'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toHaveCount(0);
    // Matching the route's pattern is enough for the gateway to serve the page; the page, rendered on the
    // server for a visitor, finds the article missing: 404 (the shell, sent when a render cannot finish in
    // time, is 200 and the page finds out in the browser).
    const missing = '/news-approfondimenti/medicina-e-salute/articolo-che-non-esiste-999999';
    await expect.poll(async () => (await request.get(missing)).status(), { timeout: 30_000 }).toBe(404);
    expect((await page.goto(missing))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });

  test('HEAD answers as GET; the server keeps its own paths', async ({ request }) => {
    const unknown = await request.head('/questa-pagina-non-esiste');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toMatch(/^text\/html/);
    expect(unknown.headers()['cache-control']).toBe('no-cache');
    expect((await request.head('/corsi-ecm-fad')).status()).toBe(200);
    expect((await request.get('/questa-pagina-non-esiste')).status()).toBe(404);
    expect(await (await request.get('/questa-pagina-non-esiste')).text()).toContain('<div id="root">');

    expect((await request.get('/health/live')).status()).toBe(200);
    // The explorer's key form (401 without a key), not the portal's page.
    const explorer = await request.get('/explorer');
    expect(explorer.status()).toBe(401);
    expect(await explorer.text()).toContain('Explorer API');
  });

  test('no source map is served, and no script points to one', async ({ request }) => {
    const html = await (await request.get('/corsi-ecm-fad')).text();
    const scripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const res = await request.get(script);
      expect(res.status(), script).toBe(200);
      expect(await res.text(), script).not.toMatch(/[#@] sourceMappingURL=/);
      expect(res.headers().sourcemap, script).toBeUndefined();
      expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    }
  });
});
