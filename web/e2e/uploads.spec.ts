import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { samplePdf, samplePng } from '../../gateway/test-kit/sample-files';
import { loginAs } from './support';

// "Nothing a member saves is lost" (issue 36): each upload form of the portal takes a real file of
// tens of kilobytes under a name in any script, and its owner downloads it back byte for byte under
// that name; an invoice that fails to download says so and saves nothing. The members are ones no
// other journey edits (premium@'s triennium ring and card are asserted elsewhere).

const MEMBER = 'premium.consulenza@demo.club';
/**
 * A card is saved on the version it was read from, so two saves of one member's card at once are a
 * CONFLICT (as they should be): each parallel worker edits its own member's card, so repeated runs
 * (`--repeat-each`) never race on one card.
 */
const CARD_MEMBERS = ['premium.consulenza@demo.club', 'premium.nonegozi@demo.club', 'premium.tutela2@demo.club'];
const toasts = (page: Page) => page.locator('.toasts .toast');
const bytesOf = async (download: Download) => readFile((await download.path())!);

test('an ECM certificate of ~90 KB named "attestato – 2026.pdf" is recorded and downloaded as it was', async ({ page }) => {
  const pdf = await samplePdf(90 * 1024);
  const title = `Corso di ecografia ${Date.now().toString(36)}`;
  await loginAs(page, MEMBER, { redirectTo: '/profilo/triennio-ecm' });
  const form = page.getByRole('form', { name: 'Registra un credito esterno' });
  await form.getByLabel('Provider').fill('Provider 12 – Società di radiologia');
  await form.getByLabel("Titolo dell'evento").fill(title);
  await form.getByLabel('Data').fill('12/03/2026');
  await form.getByLabel('Crediti').fill('4');
  await form.getByLabel('Tipologia').selectOption('RESIDENZIALE');
  await form.getByLabel('Area degli obiettivi formativi').selectOption('TECNICO_PROFESSIONALE');
  await form.getByLabel('Attestato (PDF, facoltativo)').setInputFiles({ name: 'attestato – 2026.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Registra il credito' }).click();
  await expect(page.getByText('Credito registrato.')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Scarica l'attestato: ${title}` }).click()]);
  expect(download.suggestedFilename()).toBe('attestato – 2026.pdf');
  expect((await bytesOf(download)).equals(pdf)).toBe(true);

  await page.getByRole('button', { name: `Elimina: ${title}` }).click();
  await page.getByRole('dialog', { name: `Eliminare il credito "${title}"?` }).getByRole('button', { name: 'Elimina il credito' }).click();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a card certificate of ~90 KB named "Παράδειγμα.pdf" and a ~60 KB picture named "ritratto €.png" are saved and downloaded as they were', async ({ page }) => {
  const pdf = await samplePdf(90 * 1024, 'Certificato BLSD');
  const png = samplePng(60 * 1024);
  await loginAs(page, CARD_MEMBERS[test.info().parallelIndex % CARD_MEMBERS.length]!, { redirectTo: '/profilo/la-mia-scheda' });
  const form = page.locator('form.card-form');
  await expect(form.getByLabel('Nome', { exact: true })).not.toHaveValue('');
  // The one field the card requires besides the prefilled name.
  await form.getByRole('group', { name: 'Professione 1' }).getByLabel('Categoria professionale').selectOption({ label: 'Medico' });

  await form.getByLabel('Foto profilo (JPEG, PNG o WebP)').setInputFiles({ name: 'ritratto €.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Aggiungi una certificazione' }).click();
  const cert = form.getByRole('group', { name: /^Certificazione \d+$/ }).last();
  await cert.getByLabel('Titolo', { exact: true }).fill('BLSD');
  await cert.getByLabel('Anno').selectOption('2022');
  await cert.getByLabel('Documento (PDF o immagine)').setInputFiles({ name: 'Παράδειγμα.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(cert.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Salva la scheda' }).click();
  await expect(toasts(page).getByText('Scheda salvata correttamente.')).toBeVisible();

  // The certificate, from its short-lived portal link.
  const saved = form.getByRole('group', { name: /^Certificazione \d+$/ }).last();
  await expect(saved.getByText('Documento caricato: Παράδειγμα.pdf')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), saved.getByRole('link', { name: 'Scarica Παράδειγμα.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('Παράδειγμα.pdf');
  expect((await bytesOf(download)).equals(pdf)).toBe(true);

  // The picture on file: shown from its portal link (decoded by the browser), the same bytes under its name.
  const picture = form.locator('img.card-picture__image');
  await expect(picture).toHaveAttribute('src', /^\/files\/scheda\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const served = await page.request.get((await picture.getAttribute('src'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-disposition']).toContain(`filename*=UTF-8''ritratto%20%E2%82%AC.png`);
  expect((await served.body()).equals(png)).toBe(true);
});

test("an invoice that fails to download shows spec 3 §8's '/invoice/download' toast and saves nothing", async ({ page }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto('/profilo/fatture-pagamenti');
  const link = page.getByRole('link', { name: /^Scarica/ }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));

  // This one invoice's file fails as the gateway answers a failing upstream (502, JSON), then as a
  // proxy's error page would (200, HTML): neither is saved as the invoice.
  const failures = [
    { status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'Si è verificato un errore con il servizio /invoice/download' }) },
    { status: 200, contentType: 'text/html', body: '<!doctype html><title>Errore</title>' },
  ];
  for (const failure of failures) {
    await page.route(`**${href}`, (route) => route.fulfill(failure));
    await link.click();
    await expect(toasts(page).getByText('Si è verificato un errore con il servizio /invoice/download')).toBeVisible();
    await page.unroute(`**${href}`);
    await toasts(page).getByRole('button', { name: 'Chiudi notifica' }).click();
    await expect(toasts(page)).toHaveCount(0);
  }
  // Let any download the clicks could have started arrive before counting.
  await page.waitForLoadState('networkidle');
  expect(downloads).toHaveLength(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Fatture e pagamenti' })).toBeVisible();
});
