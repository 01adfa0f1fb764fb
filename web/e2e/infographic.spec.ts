import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_DOCUMENTS, postDocument } from './documents';

// Spec 2 §2 'A suggested-content section appears on category pages' and 'infographic viewer';
// spec 2 §9 'Suggested content: 6 items'.

/** A free Infografica of the seed (visitors see its body, so the viewer). */
async function freeInfographic(request: APIRequestContext): Promise<{ link: string; title: string | null }> {
  const response = await postDocument(request, E2E_DOCUMENTS.contents, { types: ['Infografica'], rows: 30 });
  const body = (await response.json()) as { data: { contents: { items: { link: string; title: string | null; isPremium: boolean }[] } } };
  const item = body.data.contents.items.find((i) => !i.isPremium && i.title);
  if (!item) throw new Error('the seed has no free infographic with a title');
  return item;
}

test("a category page ends with 'Contenuti suggeriti': 6 items not already listed", async ({ page }) => {
  await page.goto('/news-approfondimenti/professione');
  await expect(page.getByRole('heading', { level: 1, name: 'Professione' })).toBeVisible();
  // The heading shows before the list has loaded: wait for the twelve cards.
  await expect(page.locator('.news-list').first().getByRole('heading', { level: 2 }).getByRole('link')).toHaveCount(12);
  const listed = await page.locator('.news-list').first().getByRole('heading', { level: 2 }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(listed).toHaveLength(12);

  // The section loads when scrolled into view: it sits under the pager.
  await page.getByRole('navigation', { name: 'Paginazione' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: 'Contenuti suggeriti' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Contenuti suggeriti' });
  await expect(section.getByRole('article')).toHaveCount(6);
  const suggested = await section.getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(suggested).size).toBe(6);
  expect(suggested.filter((href) => listed.includes(href))).toEqual([]);
});

test('an infographic opens in the viewer, zooms with the buttons and the keyboard, pans by scrolling, and Escape closes it', async ({ page, request }) => {
  const item = await freeInfographic(request);
  await page.goto(item.link);
  const picture = page.locator('.infographic').getByRole('img', { name: new RegExp(`^${item.title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(picture).toBeVisible();
  // The generated SVG really arrives through the portal's /media path.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: "Apri l'immagine a dimensione intera" })).toHaveAttribute('href', /\/media\/infografiche\/\d+\.svg$/);

  const open = page.getByRole('button', { name: 'Ingrandisci' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: item.title! });
  await expect(dialog).toBeVisible();
  const level = dialog.getByRole('status');
  const stage = dialog.getByRole('region', { name: /Infografica ingrandita/ });
  await expect(level).toHaveText('100%');
  await expect(dialog.getByRole('button', { name: 'Riduci lo zoom' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Aumenta lo zoom' }).click();
  await expect(level).toHaveText('125%');
  await page.keyboard.press('+');
  await expect(level).toHaveText('150%');
  await expect(stage).toHaveAttribute('data-scale', '1.5');
  // Zoomed wider than its frame: the picture pans by scrolling.
  expect(await stage.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await stage.evaluate((el) => el.scrollBy(200, 200));
  expect(await stage.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.keyboard.press('-');
  await expect(level).toHaveText('125%');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
