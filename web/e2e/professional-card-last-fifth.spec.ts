import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

// Issue 28, professional card (spec 2 §2, spec 3 §2, §3 'Professional card (Scheda Professionale)
// draft'): terms and privacy not asked again once accepted (isHiddenFlags), the profile picture, the
// card's status and step, contact visibility and change requests, links to the terms and the privacy
// notice, and a certificate link that downloads the file for its owner only.
// premium.noecm@demo.club: no other browser test edits its card.

const OWNER = 'premium.noecm@demo.club';
const PDF = Buffer.from('%PDF-1.4\n% certificato ACLS di prova\n');
// A 2×2 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const termsSwitch = (page: Page) => page.getByRole('switch', { name: "Accetto le condizioni d'uso della scheda" });
const privacySwitch = (page: Page) => page.getByRole('switch', { name: "Ho letto l'informativa privacy" });

test.describe.configure({ mode: 'serial' });

// The two journeys share premium.noecm@'s card (the second downloads the first's certificate); once
// both have run, the card is taken away again (an upstream test hook, UPSTREAM_TEST_HOOKS=1), so a
// repeat on the same stack starts from an empty card with the terms to accept.
const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;
test.afterAll(async () => {
  expect((await fetch(`${UPSTREAM_URL}/_test/users/1000004/professional-card/remove`, { method: 'POST' })).status).toBe(204);
});

test('the card editor: status and step, terms and privacy linked, accepted once, picture shown, contacts visibility, change requests', async ({ page }) => {
  await loginAs(page, OWNER, { redirectTo: '/profilo/la-mia-scheda' });
  const form = page.locator('form.card-form');
  await expect(form.getByLabel('Nome', { exact: true })).toBeVisible();

  // A new draft: in progress, the first step to complete is the professions.
  await expect(form.getByRole('definition').first()).toHaveText('In compilazione');
  await expect(form.getByText('1. Professioni', { exact: true }).first()).toBeVisible();
  await expect(form.getByRole('navigation', { name: 'Passi della scheda' }).getByRole('link', { name: '1. Professioni' })).toHaveAttribute('aria-current', 'step');
  // The terms and the privacy notice, linked to their pages.
  await expect(form.getByRole('link', { name: /^Condizioni d'uso/ })).toHaveAttribute('href', '/condizioni-uso');
  await expect(form.getByRole('link', { name: /^Informativa privacy/ })).toHaveAttribute('href', '/informativa-privacy');
  await expect(termsSwitch(page)).toBeVisible();
  await expect(privacySwitch(page)).toBeVisible();
  await axeClean(page);

  const profession = form.getByRole('group', { name: 'Professione 1' });
  await profession.getByLabel('Categoria professionale').selectOption({ label: 'Medico' });
  await profession.getByLabel('Specializzazione 1').selectOption({ label: 'Cardiologia' });
  // A picture that is not an image is refused on the spot; an image is shown before saving.
  await form.getByLabel('Foto profilo (JPEG, PNG o WebP)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByRole('alert')).toHaveText("La foto 'cv.pdf' deve essere un'immagine JPEG, PNG o WebP.");
  await form.getByLabel('Foto profilo (JPEG, PNG o WebP)').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('img', { name: /^Foto profilo di / })).toBeVisible();
  await form.getByLabel('Presentati ai colleghi e ai pazienti').fill('Cardiologo a Trento.');
  await form.getByLabel('Provincia').selectOption('TN');
  await form.getByLabel('Città').fill('Trento');
  await form.getByLabel('E-mail').fill('studio@trento.it');
  await form.getByRole('switch', { name: 'Mostra i contatti nella scheda' }).click();

  await form.getByRole('button', { name: 'Aggiungi una certificazione' }).click();
  const cert = form.getByRole('group', { name: 'Certificazione 1' });
  await cert.getByLabel('Titolo', { exact: true }).fill('ACLS');
  await cert.getByLabel('Anno').selectOption('2023');
  await cert.getByLabel('Documento (PDF o immagine)').setInputFiles({ name: 'acls.pdf', mimeType: 'application/pdf', buffer: PDF });

  await termsSwitch(page).click();
  await privacySwitch(page).click();
  await form.getByRole('button', { name: 'Salva la scheda' }).click();
  await expect(page.getByText('Scheda salvata correttamente.')).toBeVisible();

  // Reloaded: terms and privacy are not asked again; the card is complete; the picture is served.
  await page.reload();
  await expect(form.getByLabel('Nome', { exact: true })).toBeVisible();
  await expect(form.getByText("Hai accettato le condizioni d'uso della scheda e l'informativa privacy.")).toBeVisible();
  await expect(termsSwitch(page)).toHaveCount(0);
  await expect(privacySwitch(page)).toHaveCount(0);
  await expect(form.getByRole('link', { name: /^Condizioni d'uso/ })).toBeVisible();
  await expect(form.getByRole('definition').first()).toHaveText('Completa');
  await expect(form.getByRole('navigation', { name: 'Passi della scheda' }).locator('[aria-current]')).toHaveCount(0);
  const picture = form.getByRole('img', { name: /^Foto profilo di / });
  await expect(picture).toHaveAttribute('src', /^\/files\/scheda\/[0-9a-f-]{36}\?t=/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  await expect(form.getByRole('switch', { name: 'Mostra i contatti nella scheda' })).toHaveAttribute('aria-checked', 'true');
  await axeClean(page);

  // A change to the complete card is listed as a change request.
  await form.getByLabel('Presentati ai colleghi e ai pazienti').fill('Cardiologo a Trento e Rovereto.');
  await form.getByRole('button', { name: 'Salva la scheda' }).click();
  await expect(page.getByText('Scheda salvata correttamente.').first()).toBeVisible();
  const requests = form.getByRole('region', { name: 'Richieste di modifica' });
  await expect(requests.getByRole('listitem')).toHaveText([/^\d{2}\/\d{2}\/\d{4}: Presentazione — Applicata$/]);
  await axeClean(page);
});

test("the certificate's link downloads the file as its owner; another member and a visitor are refused", async ({ page, browser }) => {
  await loginAs(page, OWNER, { redirectTo: '/profilo/la-mia-scheda' });
  const link = page.locator('form.card-form').getByRole('group', { name: 'Certificazione 1' }).getByRole('link', { name: 'Scarica acls.pdf' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/files\/scheda\/[0-9a-f-]{36}\?t=/);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('acls.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).equals(PDF)).toBe(true);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, 'trial@demo.club');
  const refused = await otherPage.request.get(href!);
  expect(refused.status()).toBe(404);
  await other.close();

  const visitor = await browser.newContext();
  expect((await visitor.request.get(new URL(href!, page.url()).href)).status()).toBe(401);
  await visitor.close();
});
