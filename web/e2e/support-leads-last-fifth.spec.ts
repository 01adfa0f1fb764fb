import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './support';

// Issue 28, support and leads: the appointment booking of the marketing form (spec 1 §3, §4, spec 3
// §9) with its morning/afternoon window reaching the upstream; a lead form built from the CMS's
// definition with date and place of birth, username and password (spec 1 §5); the support lead's
// CodiceMkt and every lead's navHistoryRef / navHistoryCurr and utm values (spec 3 §3); the demo
// personas for the legal consultation form, two legal cases and the only-tutelaLegale2 member (spec 3 §6).

const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

test.describe.configure({ timeout: 90_000 });

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const readable = violations.map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(readable).toEqual([]);
}

type StoredLead = { formType: string; campaign: string | null; codiceMkt: string | null; formFields: Record<string, unknown> };

/** The latest lead of an e-mail address as the upstream stored it. */
async function storedLead(request: APIRequestContext, email: string): Promise<StoredLead> {
  const answer = await request.get(`${UPSTREAM_URL}/_metrics/leads/latest?email=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as StoredLead;
}

test('the marketing form on /assistenza books a morning or afternoon appointment; the window, the navigation history and the utm values reach the upstream', async ({ page, request, baseURL }) => {
  // A visit landing from a campaign link, then on to the support page.
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=autunno');
  await page.goto('/assistenza');
  const form = page.locator('[data-form-definition="prenota-appuntamento"]');
  await expect(form.getByRole('heading', { name: 'Prenota un appuntamento' })).toBeVisible();
  await expect(form.getByLabel('E-Mail')).toHaveAttribute('placeholder', 'nome@esempio.it');
  await expect(form.getByLabel('Codice cliente')).toHaveAttribute('placeholder', 'Es. 1000003');
  const submit = form.getByRole('button', { name: 'Prenota' });
  // Spec 1 §4: enabled only when e-mail, phone, day and consent are filled.
  await expect(submit).toBeDisabled();
  await expectNoViolations(page);

  const email = `appuntamento.${Date.now()}@example.it`;
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Cellulare').fill('3331234567');
  await form.getByLabel('Codice cliente').fill('12a');
  await expect(form.getByLabel('Codice cliente')).toHaveValue('12');
  // Leaving the field shows its message (4 to 8 digits).
  await form.getByLabel('Codice cliente').blur();
  await expect(form.getByText('Codice cliente non valido: verifica di aver scritto correttamente.')).toBeVisible();
  const day = form.getByLabel("Giorno dell'appuntamento *");
  const offered = await day.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(offered).toHaveLength(6);
  await day.selectOption(offered[1]!);
  await form.getByRole('switch').click();
  await expect(submit).toBeDisabled();
  await form.getByRole('group', { name: /Fascia oraria/ }).getByLabel('Pomeriggio').check();
  await expect(submit).toBeEnabled();
  // The customer code's message stops the submit.
  await submit.click();
  await expect(form.getByLabel('Codice cliente')).toBeFocused();
  await expectNoViolations(page);
  await form.getByLabel('Codice cliente').fill('1000003');
  await form.getByLabel('Professione').selectOption('Medico');
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Richiesta inviata con successo!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Torna in Homepage' }).click();

  const lead = await storedLead(request, email);
  expect(lead).toMatchObject({
    formType: 'prenotazione-appuntamento',
    codiceMkt: null,
    formFields: {
      giorni_richiesta: `${offered[1]} pomeriggio`,
      codiceCliente: '1000003',
      professione: 'Medico',
      navHistoryRef: `${baseURL}/?utm_source=newsletter&utm_medium=email&utm_campaign=autunno`,
      navHistoryCurr: `${baseURL}/assistenza`,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autunno',
    },
  });
});

test('the support lead carries CodiceMkt and the navigation history of the visit', async ({ page, request, baseURL }) => {
  await page.goto('/assistenza?utm_source=motore&utm_campaign=supporto');
  await page.getByRole('link', { name: 'Invia la tua richiesta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invia la tua richiesta' })).toBeVisible();
  const form = page.locator('[data-lead-form="richiesta-assistenza"]');
  const email = `supporto.mkt.${Date.now()}@example.it`;
  await form.getByLabel('Nome', { exact: true }).fill('Mario');
  await form.getByLabel('Cognome', { exact: true }).fill('Rossi');
  await form.getByLabel('E-Mail', { exact: true }).fill(email);
  await form.getByLabel('Cellulare', { exact: true }).fill('3331234567');
  await form.getByLabel('Il tuo messaggio', { exact: true }).fill('Vorrei informazioni sul mio abbonamento.');
  await form.getByRole('switch').click();
  await form.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByRole('dialog', { name: 'Richiesta inviata con successo!' })).toBeVisible();
  expect(await storedLead(request, email)).toMatchObject({
    formType: 'richiesta-assistenza',
    codiceMkt: 'MKT-ASSISTENZA-ARCLUB',
    formFields: {
      navHistoryRef: `${baseURL}/assistenza?utm_source=motore&utm_campaign=supporto`,
      navHistoryCurr: `${baseURL}/assistenza/contatti`,
      utm_source: 'motore',
      utm_campaign: 'supporto',
    },
  });
});

test('the first-opinion form built from the server definition: the new fields, their placeholders and messages; the password leaves encrypted', async ({ page, request }) => {
  await page.goto('/telemedicina');
  const form = page.locator('[data-form-definition="first-opinion-form"]');
  await expect(form.getByRole('heading', { name: 'Richiedi un secondo parere medico' })).toBeVisible();
  for (const [label, placeholder] of [
    ['Data di nascita', 'gg/mm/aaaa'],
    ['Luogo di nascita', 'Comune di nascita'],
    ['Username', 'Scegli un username'],
    ['Password', 'Scegli una password'],
    ['Il tuo messaggio', 'Scrivi il tuo messaggio...'],
  ] as const) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('placeholder', placeholder);
  }
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(form.getByLabel('Il tuo messaggio', { exact: true })).toHaveAttribute('rows', '5');

  const submit = form.getByRole('button', { name: 'Invia richiesta' });
  await submit.click();
  await expect(form.getByLabel('Data di nascita', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Luogo di nascita', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // Spec 1 §5: the note is required too (nome, cognome, e-mail, cellulare, date and place of birth, message).
  await expect(form.getByText('Campo obbligatorio')).toHaveCount(7);
  await expect(form.getByLabel('Il tuo messaggio', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Data di nascita', { exact: true }).fill('31/02/1985');
  await form.getByLabel('Luogo di nascita', { exact: true }).fill('R'.repeat(61));
  await form.getByLabel('Username', { exact: true }).fill('u'.repeat(101));
  await expect(form.getByText('Data di nascita non valida: usa il formato gg/mm/aaaa.')).toBeVisible();
  await expect(form.getByText('Luogo di nascita troppo lungo: hai a disposizione massimo 60 caratteri')).toBeVisible();
  await expect(form.getByText('Username troppo lungo: hai a disposizione massimo 100 caratteri')).toBeVisible();
  await expectNoViolations(page);

  const email = `firstopinion.${Date.now()}@example.it`;
  await form.getByLabel('Nome', { exact: true }).fill('Mario');
  await form.getByLabel('Cognome', { exact: true }).fill('Rossi');
  await form.getByLabel('E-Mail', { exact: true }).fill(email);
  await form.getByLabel('Cellulare', { exact: true }).fill('3331234567');
  await form.getByLabel('Data di nascita', { exact: true }).fill('10/12/1985');
  await form.getByLabel('Luogo di nascita', { exact: true }).fill('Roma');
  await form.getByLabel('Username', { exact: true }).fill('mrossi');
  await form.getByLabel('Password', { exact: true }).fill('Segreta2026!');
  await form.getByLabel('Il tuo messaggio', { exact: true }).fill('Vorrei un secondo parere.');
  await form.getByRole('switch').click();
  await submit.click();
  await expect(page.getByRole('dialog', { name: 'Richiesta inviata con successo!' })).toBeVisible();
  const lead = await storedLead(request, email);
  expect(lead).toMatchObject({ formType: 'first-opinion', formFields: { dataNascita: '1985-12-10', luogoNascita: 'Roma', username: 'mrossi' } });
  // Encrypted with the login public key: base64 RSA-OAEP ciphertext, never the password itself.
  expect(lead.formFields.password).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);
  expect(JSON.stringify(lead)).not.toContain('Segreta2026!');
});

test('premium.consulenza (consulenzaLegale) gets the legal consultation form and sends it; premium@ is invited to upgrade', async ({ page, request }) => {
  await loginAs(page, 'premium.consulenza@demo.club');
  await page.goto('/servizi/legali/consulenza');
  const form = page.locator('#servizi-legali-form');
  await expect(page.locator('#servizi-legali-form[data-lead-form="consulenza-legale"]')).toBeVisible();
  await expect(form).not.toContainText('Il servizio di consulenza legale è incluso nel portafoglio dei servizi legali');
  await expectNoViolations(page);
  const email = `consulenza.${Date.now()}@example.it`;
  await form.getByLabel('Nome', { exact: true }).fill('Riccardo');
  await form.getByLabel('Cognome', { exact: true }).fill('Sala');
  await form.getByLabel('E-Mail', { exact: true }).fill(email);
  await form.getByLabel('Cellulare', { exact: true }).fill('3331234567');
  await form.getByLabel('Il tuo messaggio', { exact: true }).fill('Un quesito sul contratto con la struttura.');
  await form.getByRole('switch').click();
  await form.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByRole('dialog', { name: 'Richiesta inviata con successo!' })).toBeVisible();
  expect(await storedLead(request, email)).toMatchObject({ formType: 'consulenza-legale', codiceMkt: null });

  await page.context().clearCookies();
  await loginAs(page, 'premium@demo.club');
  await page.goto('/servizi/legali/consulenza');
  await expect(page.locator('#servizi-legali-form')).toContainText('Il servizio di consulenza legale è incluso nel portafoglio dei servizi legali');
  await expect(page.locator('[data-lead-form="consulenza-legale"]')).toHaveCount(0);
});

test('premium.duecause sees both legal cases on /profilo/cause', async ({ page }) => {
  await loginAs(page, 'premium.duecause@demo.club');
  await page.goto('/profilo/cause');
  await expect(page.getByRole('heading', { level: 2, name: 'RG-1000025-2025' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'RG-1000025-2026' })).toBeVisible();
  await expect(page.getByText('Tribunale del Lavoro')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ricorso.pdf' })).toBeVisible();
  await expectNoViolations(page);
});

test('premium.tutela2, whose only legal wallet is tutelaLegale2: the legal-protection policy card shows, Le mie cause and the consultation form do not', async ({ page }) => {
  await loginAs(page, 'premium.tutela2@demo.club');
  // Spec 3 §6: a premium member sees the legal-protection insurance card with either legal-protection wallet.
  await page.goto('/servizi/assicurativi');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Polizza di tutela legale' }).first()).toBeVisible();
  await expectNoViolations(page);
  // Spec 3 §3/§6: the profile's 'Polizza Tutela Legale' card is tagged tutelaLegale or tutelaLegale2.
  await page.goto('/profilo/i-miei-servizi');
  await expect(page.getByRole('main').getByText('Polizza Tutela Legale', { exact: true })).toBeVisible();
  // Spec 3 §6: 'Le mie cause' needs the legal wallet; the consultation form the consultancy portfolio.
  await page.goto('/profilo/cause');
  await expect(page).toHaveURL(/\/non-autorizzato$/);
  await page.goto('/servizi/legali/consulenza');
  await expect(page.locator('#servizi-legali-form')).toContainText('Il servizio di consulenza legale è incluso nel portafoglio dei servizi legali');
});
