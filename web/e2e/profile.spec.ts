import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;

/**
 * Puts a member's personal data back as the journey found it (an upstream test hook,
 * UPSTREAM_TEST_HOOKS=1; null: none), so a repeat on the same stack starts from the seed's member.
 */
async function putPersonalDataBack(request: APIRequestContext, memberId: string, data: Record<string, string | null>) {
  expect((await request.post(`${UPSTREAM_URL}/_test/users/${memberId}/personal-data`, { data })).status()).toBe(204);
}

// Spec 3 §2, §4, §6: the profile area. Invoices download from the portal's own origin, with the
// member's own session only; the others see the empty text and an upsell; ex members the danger banner.

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('premium downloads an invoice PDF from the portal; another session cannot open it', async ({ page, browser }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto('/profilo/fatture-pagamenti');
  await expect(page.getByRole('heading', { level: 1, name: 'Fatture e pagamenti' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Scarica/ }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/files\/fatture\/PAY-1000003-\d+\.pdf$/);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fattura-PAY-1000003-\d+\.pdf$/);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // Another member's session and no session at all: refused.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  expect((await otherPage.request.get(href)).status()).toBe(401);
  await loginAs(otherPage, 'expremium@demo.club');
  expect((await otherPage.request.get(href)).status()).toBe(404);
  await other.close();
});

test('registrato sees the empty invoices text and the upsell', async ({ page }) => {
  await loginAs(page, 'registrato@demo.club');
  await page.goto('/profilo/fatture-pagamenti');
  await expect(page.getByText('Al momento non sono presenti fatture e pagamenti effettuati')).toBeVisible();
  // The upsell's button is the server's upgrade button by state: registered members start the trial.
  await expect(page.getByRole('link', { name: 'Prova gratis' }).last()).toHaveAttribute('href', '/attivazione-trial');
  await expectNoAxeViolations(page);
});

test('ex-premium sees the danger banner and the history; the overview and services pages pass axe', async ({ page }) => {
  await loginAs(page, 'expremium@demo.club');
  await page.goto('/profilo/abbonamento');
  await expect(page.getByRole('alert').filter({ hasText: 'Il tuo abbonamento è scaduto.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Storico abbonamenti' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/profilo');
  await expect(page.getByRole('heading', { level: 1, name: /^Ciao / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cosa stai cercando oggi?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/profilo/i-miei-servizi');
  await expect(page.getByRole('heading', { level: 2, name: 'Corsi ECM' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("premium's subscription page shows the club's record of them (spec 1 §3 / 3 §3) and each service with its standing; it passes axe", async ({ page }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto('/profilo/abbonamento');
  const record = page.getByRole('region', { name: "Dati dell'iscrizione" });
  await expect(record.getByRole('definition').first()).toHaveText('1000003');
  await expect(record).toContainText('Codice tessera');
  await expect(record).toContainText('CMP-2026-1000003');
  await expect(record).toContainText(/Scade il\s*\d{2}\/\d{2}\/\d{4}/);
  const services = page.getByRole('region', { name: 'Servizi del tuo abbonamento' });
  await expect(services.getByRole('row', { name: /Corsi ECM Attivo 50 crediti/ })).toBeVisible();
  await expect(services.getByRole('row', { name: /Programma fedeltà Attivo Incluso/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('premium overview: Plafond ECM and the leave-the-club modal pass axe', async ({ page }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto('/profilo');
  await expect(page.getByText('Plafond ECM')).toBeVisible();
  await page.getByRole('button', { name: 'Esci dal Club' }).click();
  await expect(page.getByRole('dialog', { name: 'Esci dal Club' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor is sent to the login page', async ({ page }) => {
  await page.goto('/profilo/fatture-pagamenti');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofilo%2Ffatture-pagamenti/);
});

test('premium sees the masked cards with the favourite, and the change goes to the provider page', async ({ page }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto('/profilo/metodi-pagamento');
  await expect(page.getByText(/\*\*\*\* \*\*\*\* \*\*\*\* \d{4}$/)).toBeVisible();
  await expect(page.getByText('Preferito')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Modifica metodo di pagamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica metodo di pagamento' })).toBeVisible();
  expect(page.url()).toMatch(/\/provider\/paymentmethods\/[0-9a-f-]{36}$/);
});

type Course = { slug: string; title: string; viewerStatus: { status: string | null } | null; accessDecision: { outcome: string } };

async function courseWith(page: Page, outcome: string): Promise<Course> {
  for (let n = 1; n <= 30; n++) {
    const body = (await (await postDocument(page.request, E2E_DOCUMENTS.catalogue, { page: n })).json()) as {
      data: { courseCatalogue: { totalPages: number; items: Course[] } };
    };
    const found = body.data.courseCatalogue.items.find((c) => c.accessDecision.outcome === outcome && c.viewerStatus?.status == null);
    if (found) return found;
    if (n >= body.data.courseCatalogue.totalPages) break;
  }
  throw new Error(`no course with outcome ${outcome}`);
}

test('premium.nodati (no fiscal code, no birth date) completes both, then can start a course', async ({ page, request }) => {
  try {
    await completeProfileAndStart(page);
  } finally {
    await putPersonalDataBack(request, '1000012', { fiscalCode: null, birthDate: null });
  }
});

async function completeProfileAndStart(page: Page) {
  await loginAs(page, 'premium.nodati@demo.club');
  const course = await courseWith(page, 'FISCAL_CODE');
  await page.goto('/profilo/dati-personali');
  await expect(page.getByRole('heading', { level: 1, name: 'Dati personali' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Completa profilo' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Il codice fiscale è obbligatorio')).toBeVisible();
  await expect(page.getByText('La data di nascita è obbligatoria')).toBeVisible();
  await page.getByLabel('Codice fiscale').fill('fntrni86b49h501z');
  await page.getByLabel('Data di nascita').fill('09/02/1986');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Hai completato il tuo profilo!')).toBeVisible();
  await expect(page.getByLabel('Data di nascita')).toHaveValue('09/02/1986');
  await expect(page.getByRole('button', { name: 'Completa profilo' })).toHaveCount(0);

  await page.goto(`/corsi-ecm-fad/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('region', { name: 'Segui il corso' }).getByRole('button', { name: 'Vai al corso', exact: true }).click();
  const player = await popup;
  await player.waitForLoadState();
  expect(player.url()).toMatch(/\/player\//);
}

test('a member changes phone and password, then logs in with the new password', async ({ page, request }) => {
  await loginAs(page, 'premium.lowcredit@demo.club');
  await page.goto('/profilo/dati-personali');
  await page.getByRole('button', { name: 'Modifica dati' }).click();
  // What the journey changes, put back when it ends (the seeded phone read from the form).
  const seeded = { phonePrefix: await page.getByLabel('Prefisso').inputValue(), phone: await page.getByLabel('Cellulare').inputValue(), password: DEMO_PASSWORD };
  expect(seeded.phone).not.toBe('791234567');
  try {
    await changePhoneAndPassword(page);
  } finally {
    await putPersonalDataBack(request, '1000006', seeded);
  }
});

async function changePhoneAndPassword(page: Page) {
  await page.getByLabel('Prefisso').selectOption('0041');
  await page.getByLabel('Cellulare').fill('791234567');
  await page.getByLabel('Nuova password', { exact: true }).fill('Nuova2026!');
  await page.getByLabel('Conferma nuova password').fill('Nuova2026!');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Dati modificati correttamente')).toBeVisible();
  await expect(page.getByLabel('Cellulare')).toHaveValue('791234567');

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('E-mail o username').fill('premium.lowcredit@demo.club');
  await page.getByLabel('Password').fill('Nuova2026!');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

test('privacy and conditions: the notice and the terms, axe clean', async ({ page }) => {
  await loginAs(page, 'trial@demo.club');
  await page.goto('/profilo/privacy');
  await expect(page.getByText(/Regolamento \(UE\) 2016\/679/)).toBeVisible();
  await expect(page.getByText("Condizioni d'uso", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('premium sees the legal cases with hearings and downloads a document; ex-premium is refused', async ({ page, browser }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto('/profilo/cause');
  await expect(page.getByRole('heading', { level: 2, name: 'RG-1000003-2025' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Udienze' })).toBeVisible();
  await expectNoAxeViolations(page);
  const link = page.getByRole('link', { name: /\.pdf$/ }).first();
  const href = (await link.getAttribute('href'))!;
  const download = page.waitForEvent('download');
  await link.click();
  expect((await readFile((await (await download).path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await loginAs(otherPage, 'expremium@demo.club');
  expect((await otherPage.request.get(href)).status()).toBe(404);
  await otherPage.goto('/profilo/cause');
  // Spec 3 §2 'Unauthorised page': without the legal wallet the member is sent to /non-autorizzato.
  await expect(otherPage).toHaveURL(/\/non-autorizzato$/);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Non sei autorizzato.' })).toBeVisible();
  await other.close();
});

test("premium downloads the enrolment certificate from the subscription page; without a session it is refused", async ({ page, browser }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto('/profilo/abbonamento');
  const link = page.getByRole('link', { name: "Scarica il certificato d'iscrizione" });
  await expect(link).toHaveAttribute('href', '/files/certificato-iscrizione.pdf');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('certificato-iscrizione.pdf');
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  expect((await (await other.newPage()).request.get('/files/certificato-iscrizione.pdf')).status()).toBe(401);
  await other.close();
});

test('/profilo/assistenza: trial sends the assistant form from the account e-mail; registrato is pointed to the support form', async ({ page }) => {
  await loginAs(page, 'trial@demo.club', { redirectTo: '/profilo/assistenza' });
  const form = page.getByRole('region', { name: 'Contatta il tuo assistente' });
  // The e-mail on file is prefilled (the account's, lower-cased); the note is optional.
  await expect(form.getByLabel('E-Mail')).toHaveValue(/@/);
  await expect(form.getByLabel('Nome')).toHaveCount(0);
  await form.getByLabel('Cellulare').fill('33312345678901234');
  await expect(form.getByLabel('Cellulare')).toHaveValue('3331234567890123');
  await form.getByLabel('Il tuo messaggio').fill('Vorrei un aiuto per scegliere i corsi.');
  await form.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(form.getByText("Accettare l'informativa privacy è obbligatorio.")).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('switch', { name: /informativa sulla privacy/ }).click();
  await form.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByRole('dialog', { name: 'Richiesta inviata con successo!' })).toBeVisible();

  await page.context().clearCookies();
  await loginAs(page, 'registrato@demo.club', { redirectTo: '/profilo/assistenza' });
  await expect(page.getByText("Il modulo di contatto dell'assistente è riservato agli abbonati Trial e Premium.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contatta il tuo assistente' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Invia la tua richiesta' })).toHaveAttribute('href', '/assistenza/contatti');
});
