import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

/**
 * Writes are never doubled: a double click on the favourite toggle reaches the upstream once, and a
 * removal whose answer is lost on the way back is sent again with the same Idempotency-Key and
 * answered from the first removal (without the key the retry would find nothing to remove).
 */

const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;

/** How many requests the upstream has served per route (its request metrics). */
async function upstreamCalls(request: APIRequestContext, route: string): Promise<number> {
  const counts = (await (await request.get(`${UPSTREAM_URL}/_metrics/requests`)).json()) as Record<string, number>;
  return counts[route] ?? 0;
}

async function articleLink(request: APIRequestContext, index: number): Promise<string> {
  const response = await postDocument(request, E2E_DOCUMENTS.contents, { types: ['Articolo'], rows: 20 });
  return ((await response.json()) as { data: { contents: { items: { link: string }[] } } }).data.contents.items[index]!.link;
}

function favouriteButton(page: Page) {
  return page.getByRole('group', { name: 'Azioni sul contenuto' }).first().getByRole('button', { name: /preferiti/ });
}

test('a double click on the favourite toggle saves once, with one toast', async ({ page, request }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto(await articleLink(request, 5));
  const button = favouriteButton(page);
  await expect(button).toHaveText('Aggiungi ai preferiti');
  const before = await upstreamCalls(request, 'POST /favorites');
  await button.dblclick();
  await expect(page.locator('.toasts').getByText('Aggiunto a La mia Libreria')).toHaveCount(1);
  await expect(button).not.toHaveText('Aggiungi ai preferiti');
  expect(await upstreamCalls(request, 'POST /favorites')).toBe(before + 1);
  // Put the seed back (premium@ does not keep this article), so a repeat on this stack starts alike.
  await expect(button).toHaveText('Rimuovi dai preferiti');
  await button.click();
  await expect(button).toHaveText('Aggiungi ai preferiti');
});

test('a removal whose answer is lost is retried with the same key and succeeds once', async ({ page, request }) => {
  await loginAs(page, 'trial@demo.club');
  await page.goto(await articleLink(request, 6));
  const button = favouriteButton(page);
  await button.click();
  await expect(button).toHaveText('Rimuovi dai preferiti', { timeout: 15_000 });

  // The first removal reaches the server, but its answer never reaches the browser.
  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('"RemoveFavourite"')) return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (keys.length === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const before = await upstreamCalls(request, 'DELETE /favorites/:id');
  await button.click();
  await expect(page.locator('.toasts').getByText('Rimosso da La mia Libreria')).toBeVisible();
  await expect(button).toHaveText('Aggiungi ai preferiti');
  await expect(page.locator('.toasts').getByText('Qualcosa è andato storto, riprova.')).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // Two requests reached the upstream; the second was answered from the first removal.
  expect(await upstreamCalls(request, 'DELETE /favorites/:id')).toBe(before + 2);
});
