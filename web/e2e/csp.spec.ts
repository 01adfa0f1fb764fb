import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

// The web client works under the gateway's Content-Security-Policy (gateway/src/web/security-headers.ts):
// the browser refuses nothing to the portal's pages, frames and embedded players.

/** Collects every CSP violation the browser reports, in the page and in its frames. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    // A feature name of the Permissions-Policy header Chromium does not know is a console error on every page.
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** A free video of the seed: its page embeds the cms player (/media/embed/…) in a frame. */
async function freeVideoLink(request: APIRequestContext): Promise<{ link: string; title: string }> {
  const response = await postDocument(request, E2E_DOCUMENTS.videos);
  const body = (await response.json()) as { data: { contents: { items: { link: string; title: string; isPremium: boolean; embeddedContent: string | null }[] } } };
  const video = body.data.contents.items.find((item) => !item.isPremium && item.embeddedContent?.startsWith('/media/embed/'));
  if (!video) throw new Error('the seed has no free video with an embedded player');
  return video;
}

test.describe('Content-Security-Policy', () => {
  test('the home, the news and a video page with its embedded player run without a violation', async ({ page, request }) => {
    const violations = await watchCsp(page);
    const home = await page.goto('/');
    expect(home!.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/news-approfondimenti');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const video = await freeVideoLink(request);
    await page.goto(video.link);
    const player = page.frameLocator('iframe[title^="Contenuto multimediale"]');
    await expect(player.getByRole('heading', { level: 1 })).toHaveText(video.title);
    await expect(player.locator('video')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the page's scripts and stylesheets come without the page's headers, with nosniff and CORP, and run", async ({ page }) => {
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
    });
    const violations = await watchCsp(page);
    await page.goto('/corsi-ecm-fad');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(assets.some((asset) => asset.url().endsWith('.js')) && assets.some((asset) => asset.url().endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const headers = await asset.allHeaders();
      expect(headers['x-content-type-options'], asset.url()).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], asset.url()).toBe('same-origin');
      expect(headers['content-security-policy'], asset.url()).toBeUndefined();
      expect(headers['x-frame-options'], asset.url()).toBeUndefined();
    }
    expect(violations).toEqual([]);
  });

  test('a member signs in (the password is encrypted in the page) without a violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await loginAs(page, 'premium@demo.club');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
