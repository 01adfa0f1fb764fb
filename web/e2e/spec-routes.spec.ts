import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support';

// The route and page items of 'the last fifth of the spec': /condizioni-uso (spec 1 §2), the
// registration's type 3 (1 §2), the unauthorised page (3 §2) reached from a refused page, the /upgrade
// anchors on load (3 §2) and its contact form (2 §5).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
}

test('/condizioni-uso: a page the server knows (200), the terms of use for anyone, axe clean', async ({ page }) => {
  expect((await page.request.get('/condizioni-uso?customerCode=1000003')).status()).toBe(200);
  await page.goto('/condizioni-uso?customerCode=1000003');
  await expect(page.getByRole('heading', { level: 1, name: "Condizioni d'uso" })).toBeVisible();
  await expect(page.getByText(/^1\. Oggetto\. Le presenti condizioni regolano/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Condizioni di adesione' })).toHaveCount(0);
  await expectNoViolations(page);
});

test('/condizioni-uso?forceCondizioniAdesione=true: a visitor logs in and comes back to the acceptance conditions of their product', async ({ page }) => {
  const url = '/condizioni-uso?customerCode=1000003&forceCondizioniAdesione=true';
  await page.goto(url);
  const section = page.getByRole('region', { name: 'Condizioni di adesione' });
  await section.getByRole('link', { name: 'Accedi' }).click();
  await page.getByLabel('E-mail o username').fill('premium@demo.club');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
  await expect(section.getByText(/^Condizioni di adesione al prodotto «/)).toBeVisible();
  await expectNoViolations(page);
});

test('/registrazione?type=3 registers with fiscal code and birth date, which are then on the profile; axe clean', async ({ page }) => {
  await page.goto('/registrazione?type=3');
  await expect(page.getByLabel(/^Codice fiscale/)).toBeVisible();
  // The terms-of-use consent leads to the terms of use page.
  await expect(page.getByRole('link', { name: "condizioni d'uso" })).toHaveAttribute('href', '/condizioni-uso');
  await expectNoViolations(page);
  const email = `tipo3.${Date.now()}@esempio.it`;
  await page.getByLabel(/^Nome/).fill('Carla');
  await page.getByLabel(/^Cognome/).fill('Verdi');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Cellulare/).fill('3331234567');
  await page.getByLabel(/^Password/).fill('segreta123');
  await page.getByLabel(/^Conferma password/).fill('segreta123');
  await page.getByLabel(/^Codice fiscale/).fill('rssmra85t10a562s');
  await page.getByLabel(/^Data di nascita/).fill('10/12/1985');
  await page.getByRole('switch', { name: /informativa sulla privacy/ }).click();
  await page.getByRole('switch', { name: /condizioni d'uso/ }).click();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByRole('heading', { name: 'Registrazione completata' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Non è stato possibile salvare codice fiscale/)).toHaveCount(0);
  await page.goto('/profilo/dati-personali');
  await expect(page.getByLabel('Codice fiscale')).toHaveValue('RSSMRA85T10A562S');
  await expect(page.getByLabel('Data di nascita')).toHaveValue('10/12/1985');
});

test("a member without the legal wallet opening 'Le mie cause' lands on /non-autorizzato; axe clean", async ({ page }) => {
  await loginAs(page, 'expremium@demo.club');
  await page.goto('/profilo/cause');
  await expect(page).toHaveURL(/\/non-autorizzato$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Non sei autorizzato.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna ai servizi' })).toHaveAttribute('href', '/servizi');
  await expect(page.getByRole('link', { name: "Effettua l'upgrade" })).toHaveAttribute('href', '/upgrade');
  await expectNoViolations(page);
});

test('/upgrade#upgrade-news opened from another page shows the news section with focus on it; axe clean', async ({ page }) => {
  await loginAs(page, 'extrial@demo.club');
  await page.goto('/upgrade#upgrade-news');
  const news = page.locator('#upgrade-news');
  await expect(news).toBeInViewport();
  await expect(news).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expectNoViolations(page);
});

test("the /upgrade contact form: e-mail, phone and privacy, 'Campo obbligatorio.', then the lead is sent", async ({ page }) => {
  await page.goto('/upgrade');
  const form = page.locator('[data-lead-form="upgrade-das"]');
  await expect(form.getByLabel(/^Nome/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(form.getByText('Campo obbligatorio.', { exact: true })).toHaveCount(3);
  await form.getByLabel(/^E-Mail/).fill('Upgrade.E2E@Esempio.it');
  await form.getByLabel(/^Cellulare/).fill('1'.repeat(20));
  await form.getByRole('switch').click();
  await form.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByRole('dialog', { name: 'Richiesta inviata con successo!' })).toBeVisible({ timeout: 15_000 });
});
