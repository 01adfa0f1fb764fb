import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAs, openInApp } from './support';

/**
 * Spec 1 §5/§8 and spec 3 §8 in the browser: the message box's limit as a browser applies it, and
 * sections failing (answers of one operation replaced at the page's own /graphql) with the spec's
 * one toast or error instead of an empty state. A page whose call is made to fail is opened from a
 * link (`openInApp`): loaded whole, it would arrive rendered on the server, the call answered there.
 */

/** Answers the operation named with `answer` (the rest goes to the server). */
async function failOperation(page: Page, operationName: string, answer: (route: Route) => Promise<Record<string, unknown>>) {
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes(`"${operationName}"`)) await route.fulfill({ json: await answer(route) });
    else await route.continue();
  });
}

const toasts = (page: Page) => page.locator('.toasts .toast');

test("the message box takes a 1000th character and refuses it with 'Messaggio troppo lungo…' (spec 1 §5)", async ({ page }) => {
  await page.goto('/assistenza/contatti');
  const note = page.getByLabel('Il tuo messaggio');
  await note.fill('a'.repeat(999));
  await note.press('a');
  await expect(note).toHaveValue('a'.repeat(1000));
  await note.blur();
  await expect(page.getByText('Messaggio troppo lungo: hai a disposizione massimo 999 caratteri')).toBeVisible();
  await note.press('Backspace');
  await expect(page.getByText('Messaggio troppo lungo: hai a disposizione massimo 999 caratteri')).toHaveCount(0);
});

test.describe('a premium member', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
  });

  test('failing best offers on the shops home show one toast, naming their call (spec 3 §8)', async ({ page }) => {
    await failOperation(page, 'ShopsHome', async (route) => {
      const real = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
      return {
        data: { ...real.data, shopsBestOffers: null },
        errors: [{ message: 'down', path: ['shopsBestOffers'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/topnegozi/home/bestoffers' } }],
      };
    });
    await openInApp(page, '/servizi/convenzioni/negozi');
    await expect(toasts(page).getByText('Si è verificato un errore nel servizio /topnegozi/home/bestoffers')).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Top negozi' })).toBeVisible();
  });

  test('a failing invoices list whose error names no field shows the error, not the empty state (spec 3 §8)', async ({ page }) => {
    await failOperation(page, 'ProfileInvoices', async () => ({ data: null, errors: [{ message: 'Servizio non disponibile.' }] }));
    await openInApp(page, '/profilo/fatture-pagamenti');
    await expect(toasts(page).getByText('Si è verificato un errore con il servizio /invoice')).toBeVisible();
    await expect(page.getByText('Le fatture non sono disponibili in questo momento.')).toBeVisible();
    await expect(page.getByText('Al momento non sono presenti fatture e pagamenti effettuati')).toHaveCount(0);
  });

  test("a failing rewards teaser shows the catalogue's toast (spec 3 §8)", async ({ page }) => {
    // Its own waits (the teaser scrolled into view, then the toast) take up to 30 s of the default 45 on a
    // busy run, after signing in: room for both.
    test.setTimeout(90_000);
    await failOperation(page, 'RewardsTeaser', async () => ({
      data: { rewards: null },
      errors: [{ message: 'down', path: ['rewards'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/winloy/catalogue' } }],
    }));
    await page.goto('/programma-fedelta-premiati');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The teaser loads once scrolled into view.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole('heading', { name: 'Una selezione di premi pensata per i tuoi interessi' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(toasts(page).getByText('Errore nel servizio /winloy/catalogue')).toBeVisible({ timeout: 15_000 });
  });

  test("keeps the member's name in the header when a page's load of the member data fails (spec 1 §8 'logged and kept')", async ({ page }) => {
    await page.goto('/profilo');
    const profileButton = page.locator('.profile-menu__button:visible');
    await expect(profileButton).not.toHaveText(/Il mio profilo/);
    const name = (await profileButton.textContent())!.trim();
    expect(name).not.toBe('');
    await failOperation(page, 'ProfileInvoices', async () => ({
      data: { viewer: { __typename: 'Viewer', user: null } },
      errors: [{ message: 'Servizio non disponibile.', path: ['viewer', 'user'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    }));
    // In the page (no reload): the answer empties the one cached viewer's member data.
    await page.getByRole('link', { name: 'Fatture e pagamenti' }).first().click();
    await expect(page).toHaveURL(/\/profilo\/fatture-pagamenti$/);
    await expect(page.getByText('Le fatture non sono disponibili in questo momento.')).toBeVisible();
    await expect(profileButton).toHaveText(name);
  });
});
