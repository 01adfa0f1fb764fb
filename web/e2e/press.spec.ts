import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';
import { postWebDocument } from './documents';
import { SavePressNewsletterDocument } from '../src/gql/graphql';

const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;

// Spec 3 §2 /servizi/pubmed World Scientific Press: header by subscription, the search's date rules,
// 6 + 6 results, the empty notice hidden after 3 s, the newsletter's cap of 3 specializations.

const EMPTY_NOTICE = 'Nessun risultato per i parametri inseriti. Non abbiamo trovato nessun risultato nel database di Pubmed per i parametri inseriti. Ti consigliamo di scegliere una parola chiave diversa (scritta in inglese).';

/** A day relative to today in Europe/Rome, yyyy-MM-dd (the portal's "today"). */
function romeDay(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offsetDays)).toISOString().slice(0, 10);
}

const searchForm = (page: Page) => page.getByRole('form', { name: 'Cerca nel database di Pubmed' });
const articles = (page: Page) => page.locator('.press-results__list').getByRole('article');

async function search(page: Page, options: { from?: string; to?: string; category?: string; keyword?: string }) {
  const form = searchForm(page);
  if (options.from) await form.getByLabel('Dal').fill(options.from);
  if (options.to) await form.getByLabel('Al', { exact: true }).fill(options.to);
  if (options.category) await form.getByLabel(/^Specializzazione/).selectOption({ label: options.category });
  if (options.keyword !== undefined) await form.getByLabel('Parola chiave (in inglese)').fill(options.keyword);
  await form.getByRole('button', { name: 'Cerca' }).click();
}

test('visitors and members without the service see the header, the claims, the search and the newsletter; using them opens the upgrade modal', async ({ page }) => {
  await page.goto('/servizi/pubmed');
  await expect(page.getByRole('heading', { level: 1, name: 'World Scientific Press' })).toBeVisible();
  await expect(page.getByText('Oltre 34 milioni di contenuti scientifici')).toBeVisible();
  await expect(page.getByText('Oltre 60 specializzazioni')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Prova gratis' })).toHaveAttribute('href', '/registrazione-trial');
  await expect(searchForm(page)).toBeVisible();

  await loginAs(page, 'trial@demo.club');
  await page.goto('/servizi/pubmed');
  await expect(page.getByRole('main').getByRole('link', { name: 'Passa a Premium' })).toHaveAttribute('href', '/upgrade');
  await expect(page.getByRole('heading', { name: 'La tua newsletter' })).toBeVisible();
  // Spec 3 §6: usable only with the pubmed wallet; without it the search opens the upgrade modal.
  await searchForm(page).getByRole('button', { name: 'Cerca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vuoi avere accesso al servizio di World Scientific Press?' });
  await expect(dialog.getByRole('link', { name: "Effettua l'upgrade" })).toHaveAttribute('href', '/upgrade');
  await expect(articles(page)).toHaveCount(0);
});

test.describe('with the pubmed wallet', () => {
  // premium@ (1000003) chooses three newsletter families below: each test ends by emptying its
  // newsletter again (an upstream test hook), so a repeat on the same stack starts with none chosen.
  test.afterEach(async ({ request }) => {
    expect((await request.post(`${UPSTREAM_URL}/_test/users/1000003/press-newsletter/clear`)).status()).toBe(204);
  });

  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/servizi/pubmed');
    await expect(page.getByText('incluso nel tuo abbonamento')).toBeVisible();
  });

  test('the date rules: last month to today by default, from not after to, to not after today', async ({ page }) => {
    const form = searchForm(page);
    await expect(form.getByLabel('Al', { exact: true })).toHaveValue(romeDay(0));
    expect((await form.getByLabel('Dal').inputValue()) < romeDay(-27)).toBe(true);

    await search(page, {});
    await expect(form.getByText('Campo obbligatorio.')).toBeVisible();

    await search(page, { from: romeDay(-2), to: romeDay(-5), category: 'Cardiology' });
    await expect(form.getByText('La data di inizio non può essere successiva alla data di fine.')).toBeVisible();
    await expect(form.getByLabel('Dal')).toHaveAttribute('aria-invalid', 'true');

    await search(page, { from: romeDay(-2), to: romeDay(1) });
    await expect(form.getByText('La data di fine non può essere successiva a oggi.')).toBeVisible();
    await expect(form.getByText('La data di inizio non può essere successiva alla data di fine.')).toHaveCount(0);
    await expect(articles(page)).toHaveCount(0);
  });

  test('a search shows 6 results, then 6 more per click', async ({ page }) => {
    await search(page, { from: romeDay(-365), category: 'Cardiology' });
    await expect(articles(page)).toHaveCount(6);
    await expect(page.getByText(/^\d+ risultati$/)).toBeVisible();
    await page.getByRole('button', { name: 'Mostra altri' }).click();
    await expect(articles(page)).toHaveCount(12);
    await expect(articles(page).first().getByRole('link', { name: /Leggi su PubMed/ })).toHaveAttribute('href', /^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/$/);
  });

  test('a search with no result shows the notice, which hides itself after 3 s', async ({ page }) => {
    await search(page, { category: 'Cardiology', keyword: 'zzqqxx' });
    const notice = page.getByText(EMPTY_NOTICE);
    await expect(notice).toBeVisible();
    const shownAt = Date.now();
    await expect(notice).toBeHidden({ timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await expect(articles(page)).toHaveCount(0);
  });

  test('the newsletter takes at most 3 specializations, and the server refuses a 4th', async ({ page }) => {
    const card = page.getByRole('region', { name: 'La tua newsletter' });
    const save = card.getByRole('button', { name: 'Salva preferenze' });
    await expect(card.getByRole('checkbox')).toHaveCount(6);
    await expect(save).toBeDisabled();
    for (const name of ['Area medica', 'Area chirurgica', 'Area della salute mentale']) await card.getByRole('checkbox', { name }).check();
    await expect(card.getByRole('checkbox', { name: 'Area pediatrica e materno-infantile' })).toBeDisabled();
    await expect(card.getByRole('checkbox', { name: 'Sanità pubblica e medicina generale' })).toBeDisabled();
    await expect(card.getByRole('checkbox', { name: 'Area medica' })).toBeEnabled();
    await save.click();
    await expect(card.getByText('Preferenze della newsletter salvate correttamente.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'La tua newsletter' }).getByRole('checkbox', { checked: true })).toHaveCount(3);

    // The page's own mutation with a fourth family, as a tampering browser could send it.
    const refused = await postWebDocument(page.request, SavePressNewsletterDocument, { familyIds: ['F1', 'F2', 'F3', 'F4'] });
    const body = (await refused.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]).toMatchObject({ message: 'Puoi scegliere al massimo 3 specializzazioni.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('axe finds nothing on the page with results and the newsletter card', async ({ page }) => {
    await search(page, { from: romeDay(-365), category: 'Cardiology' });
    await expect(articles(page)).toHaveCount(6);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
  });
});
