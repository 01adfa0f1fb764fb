import { expect, test, type Page } from '@playwright/test';
import { loginAs, openInApp } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

// The 'Permissions' items of 'The last fifth of the spec' (spec 1 §6, spec 2 §6, spec 3 §6), each seen
// by the persona that shows it: the server decides, the page shows what it says.

type Answer<T> = { data: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The JSON answer of the page's operation `name`, once the page has sent it (a page opened from a link, `openInApp`: loaded whole, it is answered on the server). */
function answerOf<T>(page: Page, name: string): Promise<Answer<T>> {
  return page
    .waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(`"operationName":"${name}"`))
    .then(async (r) => (await r.json()) as Answer<T>);
}

test.describe("'ECM lists need the ecm wallet' (spec 2 §6) and the 'Corsi ECM' card (spec 3 §6)", () => {
  for (const login of ['premium.noecm@demo.club', 'trial.noecm@demo.club']) {
    test(`${login}: /corsi-ecm-fad shows the server's refusal and the upgrade, no course; the API refuses the list`, async ({ page }) => {
      await loginAs(page, login);
      const answer = answerOf<{ courseCatalogue: unknown }>(page, 'CourseCatalogue');
      await openInApp(page, '/corsi-ecm-fad');
      const json = await answer;
      expect(json.data.courseCatalogue).toBeNull();
      expect(json.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
      const results = page.getByRole('region', { name: 'Risultati' });
      await expect(results.getByText(json.errors![0]!.message)).toBeVisible();
      await expect(results.getByRole('link', { name: "Effettua l'upgrade" })).toHaveAttribute('href', '/upgrade');
      await expect(results.getByRole('article')).toHaveCount(0);
      await expect(page.locator('.toasts .toast--danger')).toHaveCount(0);

      const api = (await (await postDocument(page.request, E2E_DOCUMENTS.catalogue, { page: 1 })).json()) as Answer<{ courseCatalogue: unknown }>;
      expect(api.data.courseCatalogue).toBeNull();
      expect(api.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
    });
  }

  test("premium.noecm: 'I miei servizi' lists the 'Corsi ECM' card, to the catalogue", async ({ page }) => {
    await loginAs(page, 'premium.noecm@demo.club');
    await page.goto('/profilo/i-miei-servizi');
    await expect(page.getByRole('heading', { level: 2, name: 'Corsi ECM' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai ai corsi' })).toHaveAttribute('href', '/corsi-ecm-fad');
  });

  test('premium with the ecm wallet still gets the list', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/corsi-ecm-fad');
    await expect(page.getByRole('status').filter({ hasText: /corsi trovati/ })).toBeVisible();
  });
});

test.describe("'News content is skipped for users lacking the news wallet' (spec 2 §6)", () => {
  test('premium.nonews gets no News item, on the page nor through the API; premium does', async ({ page, browser }) => {
    await loginAs(page, 'premium.nonews@demo.club');
    const answer = answerOf<{ newsListing: { total: number; items: { contentTypeLabel: string }[] } }>(page, 'NewsListing');
    await openInApp(page, '/news-approfondimenti?formato=News');
    const json = await answer;
    expect(json.data.newsListing.total).toBe(0);
    expect(json.data.newsListing.items).toEqual([]);
    const own = (await (await postDocument(page.request, E2E_DOCUMENTS.newsOfCategory)).json()) as Answer<{ categoryPage: { items: unknown[] } }>;
    expect(own.data.categoryPage.items).toEqual([]);

    const premium = await browser.newPage();
    try {
      await loginAs(premium, 'premium@demo.club');
      const theirs = (await (await postDocument(premium.request, E2E_DOCUMENTS.newsOfCategory)).json()) as Answer<{ categoryPage: { items: { contentType: string }[] } }>;
      expect(theirs.data.categoryPage.items.length).toBeGreaterThan(0);
      expect(new Set(theirs.data.categoryPage.items.map((i) => i.contentType))).toEqual(new Set(['News']));
    } finally {
      await premium.close();
    }
  });
});

test.describe("the documents block of /profilo/abbonamento (spec 1 §6: trial, premium and ex only)", () => {
  test("registrato: no 'Documenti' block; the conditions of use stay on /profilo/privacy", async ({ page }) => {
    await loginAs(page, 'registrato@demo.club');
    const answer = answerOf<{ viewer: { user: { subscriptionDocuments: unknown[] } } }>(page, 'ProfileSubscription');
    await openInApp(page, '/profilo/abbonamento');
    expect((await answer).data.viewer.user.subscriptionDocuments).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Scopri tutti i vantaggi Premium' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documenti' })).toHaveCount(0);
    await page.goto('/profilo/privacy');
    await expect(page.getByText("Condizioni d'uso", { exact: true })).toBeVisible();
  });

  test("trial: the 'Documenti' block with the acceptance conditions", async ({ page }) => {
    await loginAs(page, 'trial@demo.club');
    await page.goto('/profilo/abbonamento');
    const block = page.getByRole('region', { name: 'Documenti' });
    await expect(block).toBeVisible();
    await expect(block.getByText('Condizioni di adesione', { exact: true })).toBeVisible();
  });
});

test.describe('personalised suggestions use the occupation (spec 1 §6, spec 2 §6)', () => {
  type Suggested = Answer<{ suggestedContents: { id: string; occupations: string[] }[] }>;
  const meantFor = (items: { occupations: string[] }[], occupation: string) => items.every((i) => i.occupations.length === 0 || i.occupations.includes(occupation));

  test("trial@demo.club, a nurse: the suggestions are meant for nurses or for everyone; a visitor's are not filtered", async ({ page, request }) => {
    const visitor = (await (await postDocument(request, E2E_DOCUMENTS.suggestedFor, { category: 'Professione' })).json()) as Suggested;
    expect(visitor.data.suggestedContents).toHaveLength(12);
    expect(meantFor(visitor.data.suggestedContents, 'Infermiere')).toBe(false);

    await loginAs(page, 'trial@demo.club');
    const nurse = (await (await postDocument(page.request, E2E_DOCUMENTS.suggestedFor, { category: 'Professione' })).json()) as Suggested;
    expect(nurse.data.suggestedContents).toHaveLength(12);
    expect(meantFor(nurse.data.suggestedContents, 'Infermiere')).toBe(true);
    expect(nurse.data.suggestedContents.some((i) => i.occupations.includes('Infermiere'))).toBe(true);
  });
});
