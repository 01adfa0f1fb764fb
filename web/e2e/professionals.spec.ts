import { expect, test, type Page } from '@playwright/test';

// Spec 2 §2 professional directory: from the home's 'Vedi tutti', province filter with the count, paging by pagina.

const counter = (page: Page) => page.getByText(/^[\d.]+ professionist[ai] trovat[oi]$/);
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents();

async function countOf(page: Page): Promise<number> {
  await expect(counter(page)).toBeVisible();
  return Number((await counter(page).textContent())!.split(' ')[0]!.replace(/\./g, ''));
}

test('the directory opens from the home, narrows by province and pages with pagina', async ({ page }) => {
  await page.goto('/');
  // The home's lower sections load when scrolled into view.
  await page.locator('[data-section="I nuovi Professionisti entrati nel network"]').scrollIntoViewIfNeeded();
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'I nuovi Professionisti entrati nel network' }) });
  await section.getByRole('link', { name: 'Vedi tutti' }).click();
  await expect(page).toHaveURL(/\/professionisti-sanitari$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tutti i professionisti sanitari' })).toBeVisible();
  await expect(page).toHaveTitle(/^Tutti i professionisti sanitari/);
  const all = await countOf(page);
  expect(all).toBeGreaterThan(12);
  await expect(cards(page)).toHaveCount(12);

  await page.getByLabel('Provincia', { exact: true }).selectOption({ label: 'Milano (MI)' });
  await expect(page).toHaveURL(/[?&]provincia=MI(&|$)/);
  await expect(counter(page)).not.toHaveText(`${all.toLocaleString('it-IT')} professionisti trovati`);
  const milan = await countOf(page);
  expect(milan).toBeLessThan(all);
  expect(milan).toBeGreaterThan(12);
  await expect(cards(page)).toHaveCount(12);
  for (const place of await cards(page).getByText(/\([A-Z]{2}\)$/).allTextContents()) expect(place).toMatch(/\(MI\)$/);

  const firstPage = await cardNames(page);
  const pager = page.getByRole('navigation', { name: 'Paginazione' });
  await pager.getByRole('link', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/[?&]pagina=2(&|$)/);
  await expect(page).toHaveURL(/[?&]provincia=MI(&|$)/);
  await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => cardNames(page)).not.toEqual(firstPage);
  expect((await cardNames(page)).filter((n) => firstPage.includes(n))).toEqual([]);
  expect(await countOf(page)).toBe(milan);
});
