import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

// Spec 2 §2 e-book download modal ('direct download when only one file') and the protected downloads
// behind it: every file link of the learning pages is on the portal's own origin, and the portal
// serves the file only to whom the policy allows (docs/operations.md 'Protected files'). The demo
// holds both branches: the e-book of the month has three files, every other e-book one.

type Ebook = { path: string; title: string; courseId: string; fileUrl: string | null };

async function firstEbook(page: Page): Promise<Ebook> {
  const response = await postDocument(page.request, E2E_DOCUMENTS.firstEbook);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { ebooks: { items: Ebook[] } } };
  return body.data.ebooks.items[0]!;
}

type EbookWithFiles = Ebook & { course: { ebookParts: { label: string }[] } | null };

/** The first e-book of one file that the viewer may download (the e-book of the month has three). */
async function singleFileEbook(page: Page): Promise<EbookWithFiles> {
  const response = await postDocument(page.request, E2E_DOCUMENTS.ebooksWithFiles);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { ebooks: { items: EbookWithFiles[] } } };
  return body.data.ebooks.items.find((item) => item.fileUrl && item.course?.ebookParts.length === 0)!;
}

test('a premium member downloads the e-book of the month, three files, through the download modal, from the portal itself', async ({ page }) => {
  await loginAs(page, 'premium@demo.club');
  const ebook = await firstEbook(page);
  expect(ebook.fileUrl).toMatch(/^\/files\/corsi\/\d+\/ebook\.pdf\?t=/);
  await page.goto(ebook.path);
  await expect(page.getByRole('heading', { level: 1, name: ebook.title })).toBeVisible();

  await page.getByRole('button', { name: "Scarica l'e-book" }).click();
  const dialog = page.getByRole('dialog', { name: "Scarica i file dell'e-book" });
  await expect(dialog).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  const pageOrigin = new URL(page.url()).origin;
  await expect(dialog.getByRole('link')).toHaveText([`E-book: ${ebook.title} (PDF)`, 'Appendice: casi clinici commentati (PDF)', 'Schede di sintesi per la pratica (PDF)']);
  for (const name of [`E-book: ${ebook.title} (PDF)`, 'Appendice: casi clinici commentati (PDF)', 'Schede di sintesi per la pratica (PDF)']) {
    const link = dialog.getByRole('link', { name });
    expect(new URL((await link.getAttribute('href'))!, page.url()).origin).toBe(pageOrigin);
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: "Scarica l'e-book" })).toBeFocused();
});

test('an e-book of one file downloads directly at the click: no modal, the PDF saved under its name', async ({ page }) => {
  await loginAs(page, 'premium@demo.club');
  const ebook = await singleFileEbook(page);
  expect(ebook.fileUrl).toMatch(/^\/files\/corsi\/\d+\/ebook\.pdf\?t=/);
  await page.goto(ebook.path);
  await expect(page.getByRole('heading', { level: 1, name: ebook.title })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Scarica l'e-book" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${ebook.path.split('/').pop()}.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => ((window as unknown as { dataLayer?: { code?: string }[] }).dataLayer ?? []).map((e) => e.code))).toContain('CF103');
});

test('a visitor gets no e-book: the modal asks to sign in, and the file is not served', async ({ page }) => {
  const ebook = await firstEbook(page);
  expect(ebook.fileUrl).toBeNull();
  await page.goto(ebook.path);
  await expect(page.getByRole('heading', { level: 1, name: ebook.title })).toBeVisible();
  await page.getByRole('button', { name: "Scarica l'e-book" }).click();
  const dialog = page.getByRole('dialog', { name: "Vuoi avere accesso al servizio di Formazione ECM?" });
  await expect(dialog.getByRole('link', { name: 'Accedi' })).toBeVisible();
  await expect(page.locator('a[download], a[href^="/files/"]')).toHaveCount(0);
  const direct = await page.request.get(`/files/corsi/${ebook.courseId}/ebook.pdf`);
  expect(direct.status()).toBe(404);
  expect(await direct.text()).not.toContain('%PDF');
});
