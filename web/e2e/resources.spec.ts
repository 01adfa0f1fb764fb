import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;

type Item = { id: string; link: string; title: string | null; flags: { legalTool: boolean; scientificTool: boolean; legalModule: boolean } };

/** Picks seeded items through the public API (as a visitor), so the journeys below start from real links. */
async function contents(request: APIRequestContext, types: string[]): Promise<Item[]> {
  const response = await postDocument(request, E2E_DOCUMENTS.contents, { types, rows: 200 });
  const body = (await response.json()) as { data: { contents: { items: Item[] } } };
  return body.data.contents.items;
}

async function firstArticle(request: APIRequestContext): Promise<Item> {
  const items = await contents(request, ['Articolo']);
  return items[0]!;
}

async function favouriteButton(page: Page) {
  return page.getByRole('group', { name: 'Azioni sul contenuto' }).first().getByRole('button', { name: /preferiti/ });
}

test.describe('favourite outcome per subscription type (spec 1 §6)', () => {
  test('a visitor gets the favourites upsell with Registrati gratis and Accedi', async ({ page, request }) => {
    const article = await firstArticle(request);
    await page.goto(article.link);
    await (await favouriteButton(page)).click();
    const dialog = page.getByRole('dialog', { name: 'Vuoi salvare i tuoi contenuti preferiti?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', '/registrazione');
    await expect(dialog.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
  });

  test('registrato gets the favourites upsell with the plans', async ({ page, request }) => {
    const article = await firstArticle(request);
    await loginAs(page, 'registrato@demo.club');
    await page.goto(article.link);
    await (await favouriteButton(page)).click();
    const dialog = page.getByRole('dialog', { name: 'Vuoi salvare i tuoi contenuti preferiti?' });
    await expect(dialog.getByRole('link', { name: 'Scopri i piani' })).toHaveAttribute('href', '/piani');
  });

  for (const login of ['trial@demo.club', 'premium@demo.club']) {
    test(`${login} saves a favourite and removes it, with the toasts`, async ({ page, request }) => {
      const article = (await contents(request, ['Articolo']))[login.startsWith('trial') ? 1 : 2]!;
      await loginAs(page, login);
      await page.goto(article.link);
      const button = await favouriteButton(page);
      await expect(button).toHaveText('Aggiungi ai preferiti');
      await button.click();
      await expect(page.locator('.toasts').getByText('Aggiunto a La mia Libreria')).toBeVisible();
      await expect(page.locator('.toasts').getByRole('link', { name: 'La mia Libreria' })).toHaveAttribute('href', '/profilo/la-mia-libreria');
      await expect(button).toHaveText('Rimuovi dai preferiti');
      await button.click();
      await expect(page.locator('.toasts').getByText('Rimosso da La mia Libreria')).toBeVisible();
      await expect(button).toHaveText('Aggiungi ai preferiti');
    });
  }

  test('extrial is asked to move to Premium', async ({ page, request }) => {
    const article = await firstArticle(request);
    await loginAs(page, 'extrial@demo.club');
    await page.goto(article.link);
    await (await favouriteButton(page)).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Passa a Premium' })).toHaveAttribute('href', '/upgrade');
  });

  test('expremium is asked to renew', async ({ page, request }) => {
    const article = await firstArticle(request);
    await loginAs(page, 'expremium@demo.club');
    await page.goto(article.link);
    await (await favouriteButton(page)).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Rinnova' })).toHaveAttribute('href', '/upgrade');
  });
});

test.describe('resources', () => {
  test('premium downloads a module as a PDF', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/risorse/tutti-i-moduli');
    await page.getByRole('list', { name: 'Tutti i Moduli' }).getByRole('link').first().click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('group', { name: 'Azioni sul contenuto' }).getByRole('button', { name: 'Scarica' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('trial, without the legal wallet, is blocked from a legal tool', async ({ page, request }) => {
    const tool = (await contents(request, ['Tool'])).find((t) => t.flags.legalTool)!;
    await loginAs(page, 'trial@demo.club');
    await page.goto(tool.link);
    await expect(page.getByText('Questo contenuto non è incluso nel tuo abbonamento.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Effettua l'upgrade" })).toHaveAttribute('href', '/upgrade');
    await expect(page.getByRole('button', { name: 'Calcola' })).toHaveCount(0);
  });

  test('a calculator computes a published example (BMI, CDC: 68 kg, 165 cm → 24,98)', async ({ page, request }) => {
    // Scientific tools are spread over the calculators by id; id % 11 === 0 is the BMI (see registry.ts).
    const tool = (await contents(request, ['Tool'])).find((t) => t.flags.scientificTool && Number(t.id) % 11 === 0)!;
    await loginAs(page, 'premium@demo.club');
    await page.goto(tool.link);
    await expect(page.getByRole('heading', { name: 'Indice di massa corporea (BMI)' })).toBeVisible();
    await page.getByRole('button', { name: 'Calcola' }).click();
    await expect(page.getByText('Inserisci un valore.').first()).toBeVisible();
    await page.getByLabel('Peso (kg)').fill('68');
    await page.getByLabel('Altezza (cm)').fill('165');
    await page.getByRole('button', { name: 'Calcola' }).click();
    await expect(page.getByText('24,98 kg/m²')).toBeVisible();
    await expect(page.getByText('Normopeso')).toBeVisible();
  });
});

test.describe('magazines', () => {
  // incompleto@ (1000011) completes its data below: each test ends by making them missing again (an
  // upstream test hook), so a repeat on the same stack meets the modal as the seed left it.
  test.afterEach(async ({ request }) => {
    expect((await request.post(`${UPSTREAM_URL}/_test/users/1000011/contact-data/missing`)).status()).toBe(204);
  });

  test('incompleto completes the missing data in the modal, which then closes', async ({ page }) => {
    await loginAs(page, 'incompleto@demo.club');
    await page.goto('/contenuti-medico-scientifici');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Contenuti medico-scientifici')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Completa i tuoi dati' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Conferma' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Professione', { exact: true }).selectOption({ label: 'Medico' });
    await dialog.getByLabel('Specializzazione').selectOption({ index: 1 });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('switch', { name: "Accetto l'informativa Privacy" }).click();
    await dialog.getByRole('switch', { name: "Accetto l'informativa Privacy" }).click();
    await expect(dialog.getByText('Devi accettare la Privacy per proseguire.')).toBeVisible();
    await dialog.getByRole('switch', { name: "Accetto l'informativa Privacy" }).click();
    await dialog.getByRole('switch', { name: 'Accetto i Termini e condizioni' }).click();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog).toBeHidden();
  });

  test('a visitor gets the registration prompt', async ({ page }) => {
    await page.goto('/contenuti-medico-scientifici');
    const dialog = page.getByRole('dialog', { name: 'Registrati per leggere i contenuti scelti per te' });
    await expect(dialog.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', '/registrazione');
  });
});
