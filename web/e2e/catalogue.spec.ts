import { expect, test, type Page } from '@playwright/test';

// Spec 2 §2 catalogue filters and paging, §3/§4 course cards, §9 page size 9.

const counter = (page: Page) => page.getByText(/^\d+ cors[oi] trovat[oi]$/);
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();

async function countOf(page: Page): Promise<number> {
  await expect(counter(page)).toBeVisible();
  return Number((await counter(page).textContent())!.split(' ')[0]);
}

test.describe('ECM catalogue', () => {
  test('credit range and series filters go into the URL and narrow the results', async ({ page }) => {
    await page.goto('/corsi-ecm-fad');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Corsi ECM FAD');
    const all = await countOf(page);
    expect(all).toBeGreaterThan(9);
    await expect(cards(page)).toHaveCount(9);

    await page.getByLabel('Crediti', { exact: true }).selectOption({ label: '1-2' });
    await expect(page).toHaveURL(/[?&]crediti=1-2(&|$)/);
    await expect(counter(page)).not.toHaveText(`${all} corsi trovati`);
    const lowCredit = await countOf(page);
    expect(lowCredit).toBeLessThan(all);
    for (const credits of await cards(page).getByText(/credit[oi] ECM$/).allTextContents()) {
      expect(Number(credits.split(' ')[0]!.replace(',', '.'))).toBeLessThanOrEqual(2);
    }

    const series = page.getByLabel('Collana', { exact: true });
    const seriesName = (await series.locator('option').nth(1).textContent())!;
    await series.selectOption({ label: seriesName });
    await expect(page).toHaveURL(/[?&]collana=[^&]+/);
    await expect(page).toHaveURL(/[?&]crediti=1-2(&|$)/);
    await expect(counter(page)).not.toHaveText(`${lowCredit} ${lowCredit === 1 ? 'corso trovato' : 'corsi trovati'}`);
    const filtered = await countOf(page);
    expect(filtered).toBeLessThan(lowCredit);
    const shown = await cards(page).count();
    for (let i = 0; i < shown; i++) await expect(cards(page).nth(i)).toContainText(seriesName);

    // Back restores the previous search (state lives in the URL).
    await page.goBack();
    await expect(page).not.toHaveURL(/collana=/);
    await expect(counter(page)).toHaveText(`${lowCredit} ${lowCredit === 1 ? 'corso trovato' : 'corsi trovati'}`);
  });

  test('page 2 sets pagina=2 and shows other courses; a filter change resets the page', async ({ page }) => {
    await page.goto('/corsi-ecm-fad');
    await expect(cards(page)).toHaveCount(9);
    const firstPage = await cardTitles(page);
    const pager = page.getByRole('navigation', { name: 'Paginazione' });
    await pager.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/[?&]pagina=2$/);
    await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => cardTitles(page)).not.toEqual(firstPage);
    const secondPage = await cardTitles(page);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);

    await page.getByLabel('Modello didattico', { exact: true }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/modello=/);
    await expect(page).not.toHaveURL(/pagina=/);
  });

  test('one typed character does not filter; two show the search button', async ({ page }) => {
    await page.goto('/corsi-ecm-fad');
    const all = await countOf(page);
    const box = page.getByLabel('Cerca un corso');
    await box.fill('a');
    await expect(page.getByRole('main').getByRole('button', { name: 'Cerca', exact: true })).toHaveCount(0);
    await box.press('Enter');
    await expect(page).not.toHaveURL(/testo=/);
    await expect(counter(page)).toHaveText(`${all} corsi trovati`);

    await box.fill('zzzzqqq');
    await page.getByRole('main').getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/[?&]testo=zzzzqqq/);
    await expect(
      page.getByText('Siamo spiacenti ma la ricerca non ha prodotto risultati. Riprova con parole chiave diverse.'),
    ).toBeVisible();
  });
});
