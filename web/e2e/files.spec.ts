import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

// Spec 2 §2 e-book download modal and the protected downloads behind it: every file link of the
// learning pages is on the portal's own origin, and the portal serves the file only to whom the
// policy allows (docs/operations.md 'Protected files').

type Ebook = { path: string; title: string; courseId: string; fileUrl: string | null };

async function firstEbook(page: Page): Promise<Ebook> {
  const response = await postDocument(page.request, E2E_DOCUMENTS.firstEbook);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { ebooks: { items: Ebook[] } } };
  return body.data.ebooks.items[0]!;
}

test('a premium member downloads an e-book through the download modal, from the portal itself', async ({ page }) => {
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
  for (const name of [`E-book: ${ebook.title} (PDF)`, 'Scheda del corso (PDF)']) {
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
