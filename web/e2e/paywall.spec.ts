import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

/**
 * Paywalls decided by the server (spec 1 §3 'Paywall option', §6; spec 2 §6): the premium text never
 * reaches a registered member, who sees the plans option; the digital newsstand is for premium only.
 */

/** The newest premium article of the seed, found through the public API as a visitor. */
async function premiumArticle(request: APIRequestContext): Promise<string> {
  const response = await postDocument(request, E2E_DOCUMENTS.premiumArticles);
  const body = (await response.json()) as { data: { contents: { items: { link: string; isPremium: boolean; paywalled: boolean; body: string | null }[] } } };
  const article = body.data.contents.items.find((item) => item.isPremium && item.link.startsWith('/news-approfondimenti/'));
  if (!article) throw new Error('the seed has no premium article');
  // What the API hands a visitor: no text at all.
  expect(article).toMatchObject({ paywalled: true, body: null });
  return article.link;
}

test.describe('premium articles', () => {
  test("registrato sees the paywall with 'Scopri i piani' and no body text", async ({ page, request }) => {
    const link = await premiumArticle(request);
    await loginAs(page, 'registrato@demo.club');
    await page.goto(link);
    const paywall = page.getByRole('region', { name: 'Contenuto riservato agli abbonati Premium' });
    await expect(paywall).toBeVisible();
    await expect(paywall.getByRole('link', { name: 'Scopri i piani' })).toHaveAttribute('href', '/piani');
    await expect(page.locator('.article__body')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Sommario' })).toHaveCount(0);
  });

  test("premium sees the body and the 'Sommario', and no paywall", async ({ page, request }) => {
    const link = await premiumArticle(request);
    await loginAs(page, 'premium@demo.club');
    await page.goto(link);
    const summary = page.getByRole('navigation', { name: 'Sommario' });
    await expect(summary).toBeVisible();
    const first = summary.getByRole('link').first();
    const heading = (await first.textContent())!.trim();
    await expect(page.locator('.article__body').getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contenuto riservato agli abbonati Premium' })).toHaveCount(0);
  });
});

test.describe('Edicola digitale', () => {
  test('a visitor sees the sign-up paywall with the login link', async ({ page }) => {
    await page.goto('/edicola-digitale');
    const paywall = page.getByRole('region', { name: "L'Edicola digitale è riservata agli abbonati Premium" });
    await expect(paywall.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', '/registrazione');
    await expect(paywall.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('trial is asked to move to Premium', async ({ page }) => {
    await loginAs(page, 'trial@demo.club');
    await page.goto('/edicola-digitale');
    await expect(page.getByRole('region', { name: 'Passa a Premium' }).getByRole('link', { name: 'Passa a Premium' })).toHaveAttribute('href', '/upgrade');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('premium reads one magazine at a time in the embedded reader', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/edicola-digitale');
    const frame = page.getByTitle('Lettore: Medical Magazine – novembre 2025');
    await expect(frame).toBeVisible();
    await expect(page.frameLocator('iframe[title^="Lettore:"]').getByRole('heading', { level: 1 })).toHaveText('Medical Magazine – novembre 2025');
    await page.getByRole('list', { name: 'Riviste da sfogliare' }).getByRole('button', { name: 'Sanitask' }).click();
    await expect(page.getByTitle('Lettore: Sanitask – novembre 2025')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.frameLocator('iframe[title^="Lettore:"]').getByRole('heading', { level: 1 })).toHaveText('Sanitask – novembre 2025');
  });
});
