import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

// Spec 1 §2 login page, §4 login states, §5 validation, §8 login and recovery errors.

const usernameField = (page: Page) => page.getByLabel('E-mail o username');
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const submit = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Accedi', exact: true });

async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await submit(page).click();
}

/** Signed in: the header no longer offers 'Accedi'. */
async function expectSignedIn(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toHaveCount(0);
}

test.describe('login', () => {
  test("a wrong password shows 'Errore: credenziali errate.' and the submit re-enables", async ({ page }) => {
    await page.goto('/login');
    await expect(submit(page)).toBeDisabled();
    await signIn(page, 'premium@demo.club', 'Sbagliata1!');
    const error = page.getByText('Errore: credenziali errate.');
    await expect(error).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    // It stays (WCAG 2.2.1; docs/spec-coverage.md 'Readings chosen') until the member edits a field.
    await page.waitForTimeout(5000);
    await expect(error).toBeVisible();
    await page.getByLabel('Password').fill('Sbagliata2!');
    await expect(error).toBeHidden();
  });

  test('an e-mail shared by two users asks for the username, which then works', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'condiviso@demo.club');
    await expect(
      page.getByText('Questa e-mail risulta associata a più utenti. Inserisci il tuo username per accedere (es.1200086).'),
    ).toBeVisible();
    await usernameField(page).fill('1200086');
    await submit(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
  });

  test('an external redirectTo is replaced by the home page', async ({ page, baseURL }) => {
    await page.goto('/login?redirectTo=https://evil.example/x');
    await signIn(page, 'premium@demo.club');
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('a redirectTo that normalises to another host (/.//host) lands on the home page, with no page error', async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login?redirectTo=/.//evil.example');
    await signIn(page, 'premium@demo.club');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedIn(page);
    expect(errors).toEqual([]);
  });

  test('redirectTo is followed and the other query parameters are kept', async ({ page, baseURL }) => {
    await page.goto('/login?redirectTo=/piani&foo=1&t=tracking');
    await signIn(page, 'premium@demo.club');
    await expect(page).toHaveURL(`${baseURL}/piani?foo=1`);
  });

  test('u prefills the username, and typing is lower-cased', async ({ page }) => {
    await page.goto('/login?u=premium@demo.club');
    await expect(usernameField(page)).toHaveValue('premium@demo.club');
    await usernameField(page).fill('');
    await usernameField(page).pressSequentially('Trial@Demo.CLUB');
    await expect(usernameField(page)).toHaveValue('trial@demo.club');
  });

  test('a malformed username shows the format message', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'mario');
    await expect(page.locator('.form-field__error', { hasText: 'Formato non valido.' })).toBeVisible();
  });

  test('a member who must accept the conditions does so and is signed in', async ({ page }) => {
    await page.goto('/login?redirectTo=/piani');
    await signIn(page, 'consenso@demo.club');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const continua = dialog.getByRole('button', { name: 'Continua' });
    await expect(continua).toBeDisabled();
    const switches = dialog.getByRole('switch');
    await expect(switches).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await expect(continua).toBeDisabled();
      await switches.nth(i).click();
      await expect(switches.nth(i)).toHaveAttribute('aria-checked', 'true');
    }
    await expect(continua).toBeEnabled();
    await continua.click();
    await expect(page).toHaveURL(/\/piani$/);
    await expectSignedIn(page);
  });
});

test.describe('password recovery', () => {
  test("an unknown user reaches 'Controlla la tua e-mail' like a known one (the answer does not tell which accounts exist)", async ({ page }) => {
    await page.goto('/recover-password');
    await page.getByLabel('E-mail o username').fill('nessuno.qui@demo.club');
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect(page).toHaveURL(/\/verify-login\?username=nessuno.qui%40demo.club/);
    await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();
  });

  test('too many requests for one username get the failure screen', async ({ page }) => {
    // docs/operations.md 'Login protection': 5 recovery requests per account per hour.
    for (let i = 0; i < 5; i++) {
      await page.goto('/recover-password');
      await page.getByLabel('E-mail o username').fill('troppe.richieste@demo.club');
      await page.getByRole('button', { name: 'Invia' }).click();
      await expect(page).toHaveURL(/\/verify-login/);
    }
    await page.goto('/recover-password');
    await page.getByLabel('E-mail o username').fill('troppe.richieste@demo.club');
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByRole('heading', { name: "Ops, l'operazione non è andata a buon fine" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna al login' })).toHaveAttribute('href', '/login');
  });

  test("a known user reaches 'Controlla la tua e-mail' and can resend", async ({ page }) => {
    await page.goto('/recover-password');
    await page.getByLabel('E-mail o username').fill('registrato@demo.club');
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect(page).toHaveURL(/\/verify-login\?username=/);
    await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();
    await page.getByRole('button', { name: 'Invia di nuovo' }).click();
    await expect(page.getByText('Richiesta inviata')).toBeVisible();
    await page.getByRole('link', { name: 'Torna al login' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a malformed username shows the recovery format message', async ({ page }) => {
    await page.goto('/recover-password');
    await page.getByLabel('E-mail o username').fill('12');
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByText('Inserisci il codice utente nel formato corretto.')).toBeVisible();
  });
});
