import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_DOCUMENTS, postDocument } from './documents';

// Spec 1 §2 header search box and article template, spec 2 §2 home sections and article page,
// spec 3 §8 search page; unknown slugs give the not-found page.

type ArticleLink = { link: string; courseId: string | null; headings: string[]; isPremium: boolean };

/** An article of the seed with a linked course and at least two second-level headings, free to read. */
async function articleWithCourse(request: APIRequestContext): Promise<ArticleLink> {
  const response = await postDocument(request, E2E_DOCUMENTS.articlesWithCourse);
  const body = (await response.json()) as { data: { contents: { items: ArticleLink[] } } };
  // Free items first: a premium item's headings are null for a visitor (the server's paywall).
  const article = body.data.contents.items.find((item) => item.courseId && !item.isPremium && item.headings.length >= 2 && item.link.startsWith('/news-approfondimenti/'));
  if (!article) throw new Error('the seed has no free article with a course and two headings');
  return article;
}

test.describe('header search', () => {
  test('suggestions appear from two characters and Enter opens /search', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menù principale' });
    await nav.getByRole('button', { name: 'Cerca' }).click();
    // The navigation's box (the desktop header has one more, spec 1 §2).
    const box = nav.getByRole('combobox', { name: 'Cerca nel sito' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Cosa stai cercando?');
    await box.fill('d');
    await expect(nav.getByText('Digita almeno due caratteri per iniziare la ricerca.')).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await box.fill('diabete');
    const listbox = page.getByRole('listbox', { name: 'Suggerimenti di ricerca' });
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'News e approfondimenti' })).toBeVisible();
    const news = listbox.getByRole('group', { name: 'News e approfondimenti' }).getByRole('option');
    expect(await news.count()).toBeLessThanOrEqual(5);
    await expect(news.first().locator('strong')).toHaveText(/diabete/i);
    await expect(page.getByRole('link', { name: 'Tutti i risultati per “diabete”' })).toBeVisible();

    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?s=diabete$/);
    await expect(page.getByRole('heading', { name: 'Risultati della ricerca' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ risultat[oi] per “diabete”/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'News e approfondimenti', level: 2 })).toBeVisible();
  });

  test('a search without matches shows the suggested content', async ({ page }) => {
    await page.goto('/search?s=zzqxj');
    await expect(page.getByText('Siamo spiacenti ma la ricerca non ha prodotto risultati. Potrebbero interessarti i seguenti contenuti.')).toBeVisible();
    await expect(page.getByText('suggeriti').first()).toBeVisible();
  });
});

test.describe('article page', () => {
  test("shows the 'Sommario' with anchors, the author line and the course item", async ({ page, request }) => {
    const article = await articleWithCourse(request);
    await page.goto(article.link);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const summary = page.getByRole('navigation', { name: 'Sommario' });
    await expect(summary.getByRole('link')).toHaveCount(article.headings.length);
    const first = summary.getByRole('link').first();
    await expect(first).toHaveText(article.headings[0]!);
    const anchor = (await first.getAttribute('href'))!;
    expect(anchor).toMatch(/^#[a-z0-9]+(-[a-z0-9]+)*$/);
    await expect(page.locator(`h2${anchor}`)).toHaveText(article.headings[0]!);
    await expect(page.getByText(/^Di: /)).toBeVisible();
    await expect(page.getByRole('complementary', { name: /./ }).filter({ hasText: 'Corso ECM collegato' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai al corso' })).toHaveAttribute('href', /^\/corsi-ecm-fad\//);
  });

  test("shows the blocks the CMS chose: sidebar suggestions, related and latest items, topics and 'Leggi anche'; none of them when it chose none", async ({ page, request }) => {
    const response = await postDocument(request, E2E_DOCUMENTS.articleBlocks);
    type Item = { link: string; relatedComponents: string[]; hasContinueReading: boolean; hasTopics: boolean; topics: { title: string }[] };
    const items = ((await response.json()) as { data: { contents: { items: Item[] } } }).data.contents.items;
    const full = items.find((i) => i.relatedComponents.length === 3 && i.hasContinueReading && i.hasTopics && i.topics.length > 0);
    const bare = items.find((i) => !i.hasContinueReading);
    expect(full && bare, 'the seed has articles with all blocks and without Leggi anche').toBeTruthy();

    await page.goto(full!.link);
    const sidebar = page.getByRole('complementary', { name: 'Approfondimenti' });
    // Suggested and latest contents load as they scroll into view.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(['Contenuti suggeriti', 'Approfondimenti correlati', 'Ultimi contenuti'], { timeout: 1_000 });
    }).toPass();
    await expect(sidebar.getByRole('region', { name: 'Contenuti suggeriti' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Argomenti', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: full!.topics[0]!.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leggi anche', level: 2 })).toBeVisible();

    await page.goto(bare!.link);
    await expect(page.getByText(/^Di: /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leggi anche', level: 2 })).toHaveCount(0);
  });

  test('an unknown article slug shows the not-found page', async ({ page }) => {
    await page.goto('/news-approfondimenti/medicina-e-salute/articolo-che-non-esiste-999999');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata', level: 1 })).toBeVisible();
  });
});

test.describe('home and news', () => {
  test('home sections render as they scroll into view', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Ultime News e Approfondimenti', 'Le news per te', 'Ultimi Tool e calcolatori', 'I più letti', 'I nuovi Professionisti entrati nel network']) {
      const heading = page.getByRole('heading', { name, level: 2 });
      await expect(async () => {
        await page.mouse.wheel(0, 800);
        await expect(heading).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
    }
    await expect(page.getByRole('button', { name: 'Tutte' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the news listing filters reset the page and enable apply only on a change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/news-approfondimenti?pagina=2');
    await expect(page.getByRole('heading', { name: 'In evidenza' })).toHaveCount(0);
    const apply = page.getByRole('button', { name: 'Applica filtri' });
    await expect(apply).toBeDisabled();
    await page.getByRole('group', { name: 'Formato' }).getByRole('radio', { name: 'News' }).check();
    await expect(apply).toBeEnabled();
    // Spec 2 §9: a filter lists 10 options, 'Mostra altri' shows the rest.
    const topics = page.getByRole('group', { name: 'Argomento' });
    await expect(topics.getByRole('radio')).toHaveCount(11);
    await topics.getByRole('button', { name: /Mostra altri/ }).click();
    expect(await topics.getByRole('radio').count()).toBeGreaterThan(11);
    await apply.click();
    await expect(page).toHaveURL(/\/news-approfondimenti\?formato=News$/);
    await expect(page.getByRole('button', { name: 'Rimuovi il filtro News' })).toBeVisible();
  });

  test("a category page's inline format filter applies at once, goes back to page 1 and lists the category's News", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/news-approfondimenti/professione?pagina=2');
    const count = page.getByRole('status').filter({ hasText: /risultat/ });
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())!.replace(/\D/g, ''));
    await page.getByRole('combobox', { name: 'Formato' }).selectOption('News');
    await expect(page).toHaveURL(/\/news-approfondimenti\/professione\?formato=News$/);
    await expect.poll(async () => Number((await count.textContent())!.replace(/\D/g, ''))).toBeLessThan(before);

    // The cards are the first page of the category's News, as the API lists them.
    const response = await postDocument(request, E2E_DOCUMENTS.newsOfCategory);
    const expected = ((await response.json()) as { data: { categoryPage: { items: { link: string; contentType: string }[] } } }).data.categoryPage.items;
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((item) => item.contentType === 'News')).toBe(true);
    const links = page.locator('.news-list').first().getByRole('heading', { level: 2 }).getByRole('link');
    await expect(links).toHaveCount(expected.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected.map((item) => item.link));
  });
});

test.describe('favourite categories', () => {
  // Spec 1 §6 / spec 2 §6: a non-suspect member's category picks are saved on the server and feed
  // the home's 'Le news per te' chips. premium.noecm: no other browser test looks at its categories.
  test("a member's pick on the categories page becomes the home's 'Le news per te' chips, kept after a reload", async ({ page }) => {
    // Imported here so that this file changes only by this appended block.
    const { loginAs } = await import('./support');
    await loginAs(page, 'premium.noecm@demo.club');
    await page.goto('/news-approfondimenti/categorie');
    const picker = page.getByRole('list', { name: 'Scegli le categorie' });
    await expect(picker.getByRole('button').first()).toBeVisible();
    const pressed = await picker.getByRole('button', { pressed: true }).allTextContents();
    const choice = (await picker.getByRole('button', { pressed: false }).allTextContents())[0]!;
    const expected = [...pressed, choice];

    const saved = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SaveFavouriteCategories'));
    await picker.getByRole('button', { name: choice, exact: true }).click();
    const body = (await (await saved).json()) as { data?: { saveFavouriteCategories?: string[] } };
    expect(body.data?.saveFavouriteCategories).toEqual(expected);
    await expect(picker.getByRole('button', { name: choice, exact: true })).toHaveAttribute('aria-pressed', 'true');

    // The home is reached inside the app first (no reload), then reloaded: the chips come from the server.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      const section = page.getByRole('region', { name: 'Le news per te' });
      await expect(async () => {
        await page.mouse.wheel(0, 800);
        await expect(section).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(section.getByRole('list', { name: 'Categorie' }).getByRole('button')).toHaveText(['Tutte', ...expected]);
    }
  });
});
