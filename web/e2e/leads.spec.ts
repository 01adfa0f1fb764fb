import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Spec 3 §3-§5, §8: the lead forms (support, fitness, home care), their messages and outcome dialogs,
// one lead per submission; the home-care Pharmacare list loaded when scrolled into view.

const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;
/** The reference upstream fails a lead whose message holds this marker (upstream routes-leads.ts). */
const FAILURE_MARKER = '#errore-servizio-form';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

test.describe.configure({ timeout: 90_000 });

async function leadsFor(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.get(`${UPSTREAM_URL}/_metrics/leads?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { count: number }).count;
}

const form = (page: Page) => page.locator('[data-lead-form]');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function fillSupport(page: Page, values: { email: string; note: string }) {
  await field(page, 'Nome').fill('Mario');
  await field(page, 'Cognome').fill('Rossi');
  await field(page, 'E-Mail').fill(values.email);
  await field(page, 'Cellulare').fill('3331234567');
  await field(page, 'Il tuo messaggio').fill(values.note);
  const privacy = form(page).getByRole('switch');
  if ((await privacy.getAttribute('aria-checked')) !== 'true') await privacy.click();
}

test('the support form shows each field message, then sends once even when the request is sent twice with one key', async ({ page, request }) => {
  await page.goto('/assistenza/contatti');
  await expect(page.getByRole('heading', { level: 1, name: 'Invia la tua richiesta' })).toBeVisible();
  await expect(page.getByText('Compila tutti i campi obbligatori contrassegnati da *')).toBeVisible();
  const submit = form(page).getByRole('button', { name: 'Invia richiesta' });

  await submit.click();
  for (const label of ['Nome', 'Cognome', 'E-Mail', 'Cellulare', 'Il tuo messaggio']) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form(page).getByText('Campo obbligatorio')).toHaveCount(5);
  await expect(form(page).getByText("Accettare l'informativa privacy è obbligatorio.")).toBeVisible();

  await field(page, 'E-Mail').fill('mario@');
  await field(page, 'Cellulare').fill('33a3-12');
  await expect(field(page, 'Cellulare')).toHaveValue('33312');
  await field(page, 'Codice Fiscale').fill('rssmra85t10a562x');
  await expect(field(page, 'Codice Fiscale')).toHaveValue('RSSMRA85T10A562X');
  await submit.click();
  await expect(form(page).getByText('E-mail non valida: verifica di aver scritto correttamente.')).toBeVisible();
  await expect(form(page).getByText('Numero di telefono non valido: verifica di aver scritto correttamente.')).toBeVisible();
  await expect(form(page).getByText('Codice Fiscale non valido: verifica di aver scritto correttamente.')).toBeVisible();

  // The browser sends the mutation twice with the same Idempotency-Key (a retried submission).
  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('"CreateLead"')) return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    await route.fetch();
    const second = await route.fetch();
    return route.fulfill({ response: second });
  });
  const email = `supporto.${Date.now()}@example.it`;
  await field(page, 'Codice Fiscale').fill('RSSMRA85T10A562S');
  await form(page).getByRole('group', { name: /Marketing diretto/ }).getByLabel('Si', { exact: true }).check();
  await fillSupport(page, { email: email.toUpperCase(), note: 'Non riesco ad aprire il corso.' });
  await submit.dblclick();
  const dialog = page.getByRole('dialog', { name: 'Richiesta inviata con successo!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Verrai contattato a breve da un nostro consulente…')).toBeVisible();
  expect(keys).toHaveLength(1);
  expect(keys[0]).not.toBe('');
  expect(await leadsFor(request, email)).toBe(1);
  // Success resets the form and pushes the lead event.
  await expect(field(page, 'Nome')).toHaveValue('');
  const events = await page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'club_lead'));
  expect(events).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Torna in Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a failing lead shows the error dialog and stores nothing', async ({ page, request }) => {
  await page.goto('/assistenza/contatti');
  const email = `errore.${Date.now()}@example.it`;
  await fillSupport(page, { email, note: `Prova ${FAILURE_MARKER}` });
  await form(page).getByRole('button', { name: 'Invia richiesta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ops, qualcosa è andato storto!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci!')).toBeVisible();
  await expect(dialog.getByText('Chiudi', { exact: true })).toBeVisible();
  expect(await leadsFor(request, email)).toBe(0);
  await dialog.getByRole('button', { name: 'Contattaci' }).click();
  await expect(page).toHaveURL(/\/assistenza$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistenza' })).toBeVisible();
});

test('the fitness form needs a branch and sends the request', async ({ page, request }) => {
  await page.goto('/servizi/convenzioni/fitness-network-italia');
  await expect(page.getByText('3 ingressi gratuiti', { exact: true })).toBeVisible();
  const submit = form(page).getByRole('button', { name: 'Invia richiesta' });
  await submit.click();
  await expect(field(page, 'Centro fitness')).toHaveAttribute('aria-invalid', 'true');
  const email = `fitness.${Date.now()}@example.it`;
  await field(page, 'Nome').fill('Anna');
  await field(page, 'Cognome').fill('Bianchi');
  await field(page, 'E-Mail').fill(email);
  await field(page, 'Cellulare').fill('3471234567');
  await field(page, 'Centro fitness').selectOption({ index: 1 });
  await form(page).getByRole('switch').click();
  await submit.click();
  await expect(page.getByRole('dialog', { name: 'Richiesta inviata con successo!' })).toBeVisible();
  expect(await leadsFor(request, email)).toBe(1);
});

test('home care loads its first 4 professionals when the list is scrolled into view', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('PharmacareProfessionals')) asked.push(r.postData() ?? '');
  });
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/professionisti-sanitari/assistenza-domiciliare');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(0);
  await page.getByRole('heading', { name: 'I professionisti Pharmacare' }).scrollIntoViewIfNeeded();
  const cards = page.getByTestId('pharmacare-cards').getByRole('article');
  await expect(cards).toHaveCount(4);
  expect(asked).toHaveLength(1);
  await page.getByRole('button', { name: 'Mostra altri' }).click();
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Mostra altri' })).toHaveCount(0);
});

test.describe('accessibility of the lead pages (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/assistenza', '/assistenza/contatti', '/servizi/convenzioni/fitness-network-italia', '/professionisti-sanitari/assistenza-domiciliare']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const lazy = page.locator('[data-section][style*="min-height"]');
      if ((await lazy.count()) > 0) {
        await lazy.first().scrollIntoViewIfNeeded();
        await expect(page.getByTestId('pharmacare-cards').getByRole('article')).toHaveCount(4);
      }
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
    });
  }
});
