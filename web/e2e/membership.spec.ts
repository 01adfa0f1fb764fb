import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Spec 1 §2 /registrazione, /attivazione-trial, /registrazione-trial; spec 3 §9 trial of 7 days.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
}

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('Nome', { exact: false }).first().fill('Chiara');
  await page.getByLabel(/^Cognome/).fill('Galli');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Cellulare/).fill('3401234567');
  await page.getByLabel(/^Password/).fill('segreta123');
  await page.getByLabel(/^Conferma password/).fill('segreta123');
  await page.getByRole('switch', { name: /informativa sulla privacy/ }).click();
  await page.getByRole('switch', { name: /condizioni d'uso/ }).click();
}

test.describe('registration and trial', () => {
  test('a visitor registers, then starts the trial and is TRIAL everywhere without signing in again', async ({ page }) => {
    await page.goto('/registrazione');
    await expect(page.getByRole('heading', { name: 'Registrati gratis' })).toBeVisible();
    await expectNoViolations(page);

    // A bad field is refused with its message, nothing is sent.
    await fillRegistration(page, `chiara.galli.${Date.now()}@esempio.it`);
    await page.getByLabel(/^Conferma password/).fill('diversa123');
    await page.getByRole('button', { name: 'Registrati', exact: true }).click();
    await expect(page.getByText('Le password non coincidono.')).toBeVisible();
    await page.getByLabel(/^Conferma password/).fill('segreta123');
    await page.getByRole('button', { name: 'Registrati', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Registrazione completata' })).toBeVisible();

    // Signed in as REGISTRATO: the header's plans button, no login link, no credits.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Piani Premium' }).first()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Accedi', exact: true })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Piani Premium' }).first()).not.toHaveClass(/warning/);

    await page.getByRole('link', { name: 'Prova gratis' }).click();
    await expect(page).toHaveURL(/\/attivazione-trial$/);
    await expectNoViolations(page);
    const activate = page.getByRole('button', { name: 'Attiva la prova gratuita' });
    await activate.dblclick();
    await expect(page.getByRole('heading', { name: 'La tua prova gratuita è attiva' })).toBeVisible();

    // TRIAL at once (the gateway dropped the cached claims): warning plans button, the trial's top bar.
    await expect(header.getByRole('link', { name: 'Piani Premium' }).first()).toHaveClass(/warning/);
    await page.getByRole('link', { name: 'Vai ai corsi ECM' }).click();
    await expect(page).toHaveURL(/\/corsi-ecm-fad/);
    await expect(page.getByRole('region', { name: 'Avvisi' })).toContainText('termina tra 7 giorni');
    // And on a full reload, from the server alone.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Piani Premium' }).first()).toHaveClass(/warning/);
    await page.locator('.profile-menu__button:visible').click();
    // The training area (catalogue access with the ecm wallet) is in the menu now.
    await expect(page.locator('.profile-menu__list:visible').getByRole('link', { name: 'La mia formazione' })).toBeVisible();

    // The trial is not offered twice.
    await page.goto('/attivazione-trial');
    await expect(page.getByRole('heading', { name: 'Prova gratuita non disponibile' })).toBeVisible();
  });

  test('a visitor registers straight into the trial on /registrazione-trial', async ({ page }) => {
    await page.goto('/registrazione-trial');
    await expect(page.getByRole('heading', { name: 'Prova gratis per 7 giorni' })).toBeVisible();
    await expectNoViolations(page);
    await fillRegistration(page, `trial.diretto.${Date.now()}@esempio.it`);
    await page.getByRole('button', { name: 'Prova gratis', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'La tua prova gratuita è attiva' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Piani Premium' }).first()).toHaveClass(/warning/);
  });
});

test('the legal pages the forms and the footer link to are there, without accessibility violations', async ({ page }) => {
  for (const [path, title] of [
    ['/informativa-privacy', 'Informativa sulla privacy'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/cookie-policy', 'Cookie Policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoViolations(page);
  }
  // The registration form's consents lead there.
  await page.goto('/registrazione');
  await page.getByRole('link', { name: 'informativa sulla privacy' }).click();
  await expect(page).toHaveURL(/\/informativa-privacy$/);
});
