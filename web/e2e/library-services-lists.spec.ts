import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { E2E_DOCUMENTS, postDocument } from './documents';
import { loginAs, openInApp } from './support';

/**
 * Issue 28, the library and the services' related blocks, in the browser:
 * - the library item page (/libreria/{id}, GET /graphql/library, spec 2 §3, 3 §3) with its failure
 *   toast 'Errore nel servizio /graphql/library?id={id}' (spec 3 §8) and the server's paywall;
 * - the library search in a context (spec 2 §9, 3 §9): the legal and insurance hubs' related contents;
 * - the legal and insurance detail pages' sidebar of related courses, modules and tools and their
 *   loyalty banner (spec 3 §2);
 * - the e-book the CMS indexes without a course id (spec 2 §4: no e-book actions on its page).
 * Axe (WCAG 2.1 AA) on each new page and block.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const EBOOK_WITHOUT_COURSE = 'Consenso informato: guida pratica per il professionista';

test.describe.configure({ timeout: 90_000 });

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
}

/** A lazy block: scrolled into view so it loads. */
async function scrolledTo(page: Page, name: string) {
  const block = page.getByRole('region', { name });
  await block.scrollIntoViewIfNeeded();
  return block;
}

const toasts = (page: Page) => page.locator('.toasts .toast');

test.describe("the hubs' related contents and the library item page", () => {
  for (const [path, categories] of [
    ['/servizi/legali', ['Norme e diritto']],
    ['/servizi/assicurativi', ['Assicurazioni e tutele', 'Fisco e Tasse']],
  ] as const) {
    test(`${path} shows a library search of its context, each result opening its library item page`, async ({ page }) => {
      await page.goto(path);
      const block = await scrolledTo(page, 'Contenuti correlati');
      const cards = block.getByRole('article');
      // Spec 2 §9: the library search answers 9 items, of the context's categories.
      await expect(cards).toHaveCount(9);
      for (const badge of await block.locator('.badge').allTextContents()) expect(categories).toContain(badge);
      await expectNoViolations(page);
      const first = cards.first().getByRole('link');
      const title = (await first.textContent())!;
      await expect(first).toHaveAttribute('href', /^\/libreria\/\d+$/);
      await first.click();
      await expect(page).toHaveURL(/\/libreria\/\d+$/);
      // The gateway knows the route (the build's route table): the page answers 200, not 404.
      expect((await page.request.get(page.url())).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: /Vai al contenuto completo/ })).toBeVisible();
      // The item page's own library search (content detail context) leaves the item out.
      const more = await scrolledTo(page, 'Altri contenuti della libreria');
      await expect(more.getByRole('article')).toHaveCount(3);
      await expect(more.getByRole('link', { name: title, exact: true })).toHaveCount(0);
      await expectNoViolations(page);
    });
  }

  test("a premium item's text stays behind the paywall for a visitor, and shows for premium", async ({ page }) => {
    const res = await postDocument(page.request, E2E_DOCUMENTS.contents, { types: ['Articolo'], rows: 50 });
    const items = ((await res.json()) as { data: { contents: { items: { id: string; title: string | null; isPremium: boolean }[] } } }).data.contents.items;
    const premiumItem = items.find((i) => i.isPremium && i.title)!;
    await page.goto(`/libreria/${premiumItem.id}`);
    await expect(page.getByRole('heading', { level: 1, name: premiumItem.title! })).toBeVisible();
    await expect(page.locator('.paywall')).toBeVisible();
    await expect(page.locator('.library-item__body')).toHaveCount(0);
    await expectNoViolations(page);
    await loginAs(page, 'premium@demo.club');
    await page.goto(`/libreria/${premiumItem.id}`);
    await expect(page.locator('.library-item__body')).toBeVisible();
    await expect(page.locator('.paywall')).toHaveCount(0);
  });

  test('an unknown library item is the not-found page', async ({ page }) => {
    await page.goto('/libreria/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });

  test("a failing library call shows the spec's toast naming the call and the id (spec 3 §8)", async ({ page }) => {
    // The page opened from a link, so the browser makes the call that is made to fail here (a page loaded
    // whole arrives rendered on the server, the call already answered).
    await loginAs(page, 'premium@demo.club');
    await page.route('**/graphql', async (route: Route) => {
      if (!(route.request().postData() ?? '').includes('"LibraryItem"')) return route.continue();
      const real = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
      await route.fulfill({
        json: {
          data: { ...real.data, libraryItem: null },
          errors: [{ message: 'Errore nel servizio /graphql/library', path: ['libraryItem'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/graphql/library' } }],
        },
      });
    });
    await openInApp(page, '/libreria/100001');
    await expect(toasts(page).getByText('Errore nel servizio /graphql/library?id=100001')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Il contenuto non è disponibile in questo momento.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Contenuto non disponibile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toHaveCount(0);
    await expectNoViolations(page);
  });
});

test.describe('legal and insurance detail pages: sidebar and loyalty banner (spec 3 §2)', () => {
  async function expectSidebarAndBanner(page: Page) {
    const aside = page.getByRole('complementary', { name: 'Corsi, moduli e tool correlati' });
    await expect(aside).toBeVisible();
    const courses = aside.getByRole('region', { name: 'Corsi ECM correlati' }).getByRole('link');
    await expect(courses.first()).toHaveAttribute('href', /^\/corsi-ecm-fad\/[a-z0-9-]+$/);
    const modules = aside.getByRole('region', { name: 'Moduli' }).getByRole('link');
    await expect(modules).toHaveCount(3);
    for (const href of await modules.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) expect(href).toMatch(/^\/risorse\//);
    await expect(aside.getByRole('region', { name: 'Tool e calcolatori' }).getByRole('link')).toHaveCount(3);
    const loyalty = page.getByRole('link', { name: /Scopri il programma/ });
    await expect(loyalty).toHaveAttribute('href', '/programma-fedelta-premiati');
    await expect(loyalty).toHaveAttribute('data-tracking-code', 'WL100');
    await expectNoViolations(page);
    return courses;
  }

  test('a visitor on /servizi/legali/diffida: related courses open their course page', async ({ page }) => {
    await page.goto('/servizi/legali/diffida');
    const courses = await expectSidebarAndBanner(page);
    const name = (await courses.first().textContent())!;
    await courses.first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a premium member on /servizi/assicurativi/consulenza', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/servizi/assicurativi/consulenza');
    await expectSidebarAndBanner(page);
  });

  test('partner pages have neither', async ({ page }) => {
    await page.goto('/servizi/convenzioni/sanitassicura');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: 'Corsi, moduli e tool correlati' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Scopri il programma/ })).toHaveCount(0);
  });
});

test.describe('an e-book without a course id (spec 2 §4)', () => {
  test('lists second and opens a page without e-book actions or credits; the e-book of the month keeps them', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/corsi-ecm-fad/ebook');
    const list = page.getByRole('region', { name: 'Elenco' }).getByRole('article');
    await expect(list.nth(1).getByRole('heading', { name: EBOOK_WITHOUT_COURSE })).toBeVisible();
    await expect(list.nth(1)).not.toContainText('crediti ECM');
    await list.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: EBOOK_WITHOUT_COURSE })).toBeVisible();
    await expect(page.locator('.course-page__header').getByText('Legale', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai al corso' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: "Scarica l'e-book" })).toHaveCount(0);
    await expect(page.getByText('Crediti', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Gli ultimi e-book' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Gli ultimi e-book' }).getByRole('heading', { name: EBOOK_WITHOUT_COURSE })).toHaveCount(0);
    await expectNoViolations(page);
    // The e-book of the month, with its course: the actions are there.
    await page.goto('/corsi-ecm-fad/ebook');
    await list.first().getByRole('link').click();
    await expect(page.getByRole('link', { name: 'Vai al corso' })).toBeVisible();
    await expect(page.getByRole('button', { name: "Scarica l'e-book" })).toBeVisible();
  });
});
