import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument, type E2EDocument } from './documents';

// Spec 2 §2, §4, §6, §8 (issue: learning gaps found by members): the ecm wallet rule for the FAD
// catalogue and the home teaser, one catalogue link on the training area, the courses pie chart,
// suggested courses listed once, the course sheet preview link.

/** A home section, once scrolled into view and loaded (LazySection keeps a min-height until then). */
async function homeSection(page: Page, label: string): Promise<Locator> {
  const section = page.locator(`[data-section="${label}"]`);
  await expect(async () => {
    await section.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 100);
    await expect(section).not.toHaveAttribute('style', /min-height/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return section;
}

async function graphql<T>(page: Page, document: E2EDocument): Promise<{ data: T; errors?: { extensions?: Record<string, unknown> }[] }> {
  const response = await postDocument(page.request, document);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: T; errors?: { extensions?: Record<string, unknown> }[] };
}

test.describe('the ecm wallet rule (spec 2 §4 step 3, §6)', () => {
  test("premium.noecm: no 'Vai al Catalogo FAD', no home 'Corsi ECM' teaser, and the catalogue URL is refused", async ({ page }) => {
    await loginAs(page, 'premium.noecm@demo.club');
    await page.goto('/corsi-ecm-fad');
    await expect(page.getByRole('heading', { level: 1, name: 'Corsi ECM FAD' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai alla tua formazione' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Vai al Catalogo FAD/ })).toHaveCount(0);

    const refused = await graphql<{ catalogueAccessUrl: string | null }>(page, E2E_DOCUMENTS.catalogueAccessUrl);
    expect(refused.data.catalogueAccessUrl).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });

    await page.goto('/');
    // The teaser asks the server for the decision; wait for its answer before looking.
    const decision = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('CourseOffer'));
    const teaser = await homeSection(page, 'Corsi ECM');
    expect((await (await decision).json()).data.courseOffer).toMatchObject({ showsHomeTeaser: false, catalogueBlock: null });
    await expect(teaser.getByRole('heading', { name: 'Corsi ECM' })).toHaveCount(0);
    await expect(teaser.getByRole('link', { name: 'Vai al catalogo dei corsi' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ultimi Tool e calcolatori' })).toHaveCount(1);
  });

  test("premium with the ecm wallet: 'Vai al Catalogo FAD' opens the catalogue, the home shows the teaser", async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/corsi-ecm-fad');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: /Vai al Catalogo FAD/ }).click();
    await (await popup).close();
    await page.goto('/');
    const teaser = await homeSection(page, 'Corsi ECM');
    await expect(teaser.getByRole('heading', { name: 'Corsi ECM' })).toBeVisible();
  });

  for (const [email, listsCourses] of [
    ['premium.noecm@demo.club', false],
    ['premium@demo.club', true],
  ] as const) {
    test(`${email}: the search's 'Corsi di Formazione ECM' and a course page's 'Corsi suggeriti' ${listsCourses ? 'list courses' : 'are not there'}`, async ({ page }) => {
      // A course page reached from the public catalogue (premium.noecm is refused the catalogue itself).
      await page.goto('/corsi-ecm-fad');
      const courseHref = (await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href'))!;
      await loginAs(page, email);

      await page.goto('/search?s=paziente');
      await expect(page.getByRole('heading', { name: 'News e approfondimenti', level: 2 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Corsi di Formazione ECM', level: 2 })).toHaveCount(listsCourses ? 1 : 0);

      // The section asks for its courses once scrolled into view; its answer decides what stays.
      const suggestions = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('"operationName":"SuggestedCourses"'));
      await page.goto(courseHref);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await suggestions;
      const suggested = page.getByRole('region', { name: 'Corsi suggeriti' });
      if (listsCourses) await expect(suggested.getByRole('article').first()).toBeVisible();
      else await expect(suggested).toHaveCount(0);
    });
  }
});

test.describe('training area (spec 2 §2, spec 3 §4, §9)', () => {
  test('registrato: one link to the catalogue, not two', async ({ page }) => {
    await loginAs(page, 'registrato@demo.club');
    await page.goto('/profilo/la-mia-formazione');
    await expect(page.getByRole('heading', { level: 1, name: 'I miei Corsi ECM' })).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/corsi-ecm-fad"]')).toHaveCount(1);
  });

  test('premium: the summary pie chart names each category with its count', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/profilo/la-mia-formazione');
    const chart = page.getByRole('figure', { name: 'Riepilogo dei tuoi corsi' });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('listitem')).toHaveCount(4);
    await expect(chart.getByRole('listitem').first()).toHaveText(/^\d+ cors[oi] attiv[oi]$/);
  });
});

test.describe('course page (spec 2 §2, §3)', () => {
  test('suggested courses list each course once, never the page\'s own; cards offer members the sheet preview', async ({ page }) => {
    // The course sheet is for members (COURSE_SHEET_DOWNLOAD_RULE): its preview link too.
    await loginAs(page, 'premium@demo.club');
    await page.goto('/corsi-ecm-fad');
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toBeVisible();
    const preview = first.getByRole('link', { name: /^Anteprima della scheda del corso: / });
    await expect(preview).toHaveAttribute('target', '_blank');
    const title = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const suggested = page.getByRole('region', { name: 'Corsi suggeriti' });
    await suggested.scrollIntoViewIfNeeded();
    const titles = suggested.getByRole('article').getByRole('heading');
    await expect(titles.first()).toBeVisible();
    const all = (await titles.allTextContents()).map((t) => t.trim());
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(title);
  });
});
