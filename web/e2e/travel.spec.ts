import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, openInApp } from './support';

// Spec 3 §2/§4: business-class travel filters (desktop dropdowns, phone filter panel), telemedicine
// by netmed Stato and its paged content list, the light-and-gas information form, and axe on the
// partner-deal pages, a travel detail and the telemedicine content list.

const TRAVEL = '/servizi/convenzioni/business-class-viaggi';
const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;

/** Leads stored for this e-mail (the reference upstream's test metrics, as in leads.spec.ts). */
async function leadsFor(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.get(`${UPSTREAM_URL}/_metrics/leads?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { count: number }).count;
}
const offers = (page: Page) => page.getByRole('list', { name: 'Offerte di viaggio' }).getByRole('listitem');
const count = (page: Page) => page.getByText(/^\d+ offert[ae]$/);

/** Waits for the travel query the page sends next and returns its variables. */
async function nextTravelQuery(page: Page, act: () => Promise<unknown>): Promise<Record<string, unknown>> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/graphql') && r.method() === 'POST' && (r.postData() ?? '').includes('TravelOffers')),
    act(),
  ]);
  return (JSON.parse(request.postData()!) as { variables: Record<string, unknown> }).variables;
}

test.describe('travel filters on desktop', () => {
  test('each dropdown re-queries and narrows the list; Azzera filtri shows only while a filter is active and resets both', async ({ page }) => {
    await page.goto(TRAVEL);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Class Viaggi' })).toBeVisible();
    await expect(count(page)).toHaveText('60 offerte');
    await expect(page.getByLabel('Destinazione')).toHaveValue('');
    await expect(page.getByLabel('Destinazione').locator('option:checked')).toHaveText('Ovunque');
    await expect(page.getByLabel('Tipo di vacanza').locator('option:checked')).toHaveText('Ovunque');
    await expect(page.getByRole('button', { name: 'Azzera filtri' })).toHaveCount(0);

    const first = await nextTravelQuery(page, () => page.getByLabel('Destinazione').selectOption({ label: 'Estero' }));
    expect(first).toMatchObject({ destination: 'ESTERO', vacationType: null });
    await expect(page).toHaveURL(/[?&]destinazione=estero(&|$)/);
    await expect(count(page)).toHaveText('30 offerte');
    await expect(page.getByRole('button', { name: 'Azzera filtri' })).toBeVisible();

    const second = await nextTravelQuery(page, () => page.getByLabel('Tipo di vacanza').selectOption({ label: 'Mare' }));
    expect(second).toMatchObject({ destination: 'ESTERO', vacationType: 'MARE' });
    await expect(count(page)).toHaveText('6 offerte');
    for (const meta of await offers(page).locator('.deal-card__meta').allTextContents()) expect(meta).toBe('Estero · Mare');

    const reset = await nextTravelQuery(page, () => page.getByRole('button', { name: 'Azzera filtri' }).click());
    expect(reset).toMatchObject({ destination: null, vacationType: null });
    await expect(page).toHaveURL(new RegExp(`${TRAVEL}$`));
    await expect(count(page)).toHaveText('60 offerte');
    await expect(page.getByLabel('Destinazione').locator('option:checked')).toHaveText('Ovunque');
    await expect(page.getByRole('button', { name: 'Azzera filtri' })).toHaveCount(0);
  });

  test('an offer opens its detail with its icons; an unknown offer is the not-found page', async ({ page }) => {
    await page.goto(`${TRAVEL}?tipo=crociera`);
    await expect(count(page)).toHaveText('12 offerte');
    const link = offers(page).first().getByRole('link');
    const title = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const icons = page.getByLabel('Caratteristiche del viaggio');
    await expect(icons.locator('dt', { hasText: 'Crociera' })).toBeVisible();
    await expect(icons.locator('dt', { hasText: 'Notti' })).toBeVisible();
    await page.goto(`${TRAVEL}/viaggio-che-non-esiste`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });

  test('a failing travel search shows its message in the block while the page renders', async ({ page }) => {
    // The page opened from a link, so the browser makes the call that is made to fail here (a page loaded
    // whole arrives rendered on the server, the call already answered).
    await loginAs(page, 'premium@demo.club');
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('TravelOffers')) {
        await route.fulfill({ json: { data: { travelOffers: null }, errors: [{ message: 'down', path: ['travelOffers'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } });
      } else {
        await route.continue();
      }
    });
    await openInApp(page, TRAVEL);
    await expect(page.getByRole('alert').filter({ hasText: 'Non è stato possibile caricare le offerte di viaggio.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Business Class Viaggi' })).toBeVisible();
    await expect(page.getByLabel('Destinazione')).toBeVisible();
  });
});

test.describe('travel filters on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filter panel applies with Applica filtri and resets with Azzera filtri', async ({ page }) => {
    await page.goto(TRAVEL);
    await expect(count(page)).toHaveText('60 offerte');
    const toggle = page.getByRole('button', { name: /^Filtri/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Destinazione')).toBeHidden();
    await toggle.click();
    await page.getByLabel('Destinazione').selectOption({ label: 'Italia' });
    await page.getByLabel('Tipo di vacanza').selectOption({ label: 'Città e cultura' });
    // Nothing is applied before 'Applica filtri'.
    await expect(count(page)).toHaveText('60 offerte');
    const applied = await nextTravelQuery(page, () => page.getByRole('button', { name: 'Applica filtri' }).click());
    expect(applied).toMatchObject({ destination: 'ITALIA', vacationType: 'CITTA_E_CULTURA' });
    await expect(page).toHaveURL(/destinazione=italia&tipo=citta-e-cultura$/);
    await expect(count(page)).toHaveText('6 offerte');
    await expect(offers(page).getByText('Roma', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /^Filtri/ }).click();
    await expect(page.getByLabel('Destinazione').locator('option:checked')).toHaveText('Italia');
    const reset = await nextTravelQuery(page, () => page.getByRole('button', { name: 'Azzera filtri' }).click());
    expect(reset).toMatchObject({ destination: null, vacationType: null });
    await expect(count(page)).toHaveText('60 offerte');
    await page.getByRole('button', { name: /^Filtri/ }).click();
    await expect(page.getByLabel('Destinazione').locator('option:checked')).toHaveText('Ovunque');
    await expect(page.getByLabel('Tipo di vacanza').locator('option:checked')).toHaveText('Ovunque');
  });
});

test.describe('telemedicine (spec 3 §4)', () => {
  test('a premium member with netmed Stato 2 gets the reactivation dialog instead of the service', async ({ page }) => {
    await loginAs(page, 'premium.telemedicina@demo.club');
    await page.goto('/telemedicina');
    const cta = page.getByRole('button', { name: 'Accedi al servizio' });
    await expect(cta).toBeVisible();
    await expect(page.getByText('Il tuo servizio di Telemedicina è attivo')).toHaveCount(0);
    await cta.click();
    const dialog = page.getByRole('dialog', { name: 'Servizio in riattivazione' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Riceverai una e-mail quando il servizio sarà di nuovo disponibile.');
    await expect(page).toHaveURL(/\/telemedicina$/);
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('a premium member with Stato 1 gets the premium hero and the service link; a visitor neither, but the upgrade modal for Telemedicina', async ({ page }) => {
    await page.goto('/telemedicina');
    await expect(page.getByRole('button', { name: 'Accedi al servizio' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Accedi al servizio' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Passa a Premium' }).click();
    const modal = page.getByRole('dialog', { name: 'Vuoi avere accesso al servizio di Telemedicina?' });
    await expect(modal.getByRole('list', { name: 'Piani disponibili' }).getByRole('listitem').first()).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Attiva la prova gratuita di 7 giorni' })).toHaveAttribute('href', '/registrazione-trial');
    await expect(modal.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', '/registrazione');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await modal.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(modal).toBeHidden();
    await loginAs(page, 'premium@demo.club');
    await page.goto('/telemedicina');
    await expect(page.getByText('Il tuo servizio di Telemedicina è attivo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accedi al servizio' })).toHaveAttribute('href', /^https:\/\//);
  });

  test('the teaser shows the latest 3 premium contents; the list loads the next 9 with Mostra altri', async ({ page }) => {
    await page.goto('/telemedicina');
    await expect(page.getByRole('list', { name: 'Ultimi contenuti' }).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('link', { name: 'Vedi tutti i contenuti' }).click();
    await expect(page).toHaveURL(/\/telemedicina\/contenuti$/);
    const items = page.getByRole('list', { name: 'Contenuti di Telemedicina' }).getByRole('listitem');
    await expect(items).toHaveCount(9);
    const firstNine = await items.allTextContents();
    const more = page.getByRole('button', { name: 'Mostra altri' });
    const query = nextMore(page);
    await more.click();
    expect(await query).toMatchObject({ first: 9, after: expect.any(String) });
    await expect(items).toHaveCount(18);
    expect((await items.allTextContents()).slice(0, 9)).toEqual(firstNine);
    await expect(more).toBeEnabled();
  });
});

async function nextMore(page: Page): Promise<Record<string, unknown>> {
  const request = await page.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('TelemedicineContents') && (r.postData() ?? '').includes('"after"'));
  return (JSON.parse(request.postData()!) as { variables: Record<string, unknown> }).variables;
}

test.describe('light and gas (spec 3 §2)', () => {
  test('tooltips open from the keyboard, the conditions are a PDF from the portal, Chiedi informazioni only for members', async ({ page }) => {
    await page.goto('/servizi/convenzioni/luce-gas');
    await expect(page.getByRole('heading', { level: 2, name: 'Le offerte' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Offerte luce e gas' }).getByText('Gas', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chiedi informazioni' })).toHaveCount(0);

    const info = page.getByRole('button', { name: /^Maggiori informazioni: / }).first();
    await info.focus();
    await expect(page.getByRole('tooltip').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const href = await page.getByRole('link', { name: /Scarica le condizioni tecnico-economiche/ }).first().getAttribute('href');
    expect(href).toMatch(/^\/media\//);
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await loginAs(page, 'registrato@demo.club');
    await page.goto('/servizi/convenzioni/luce-gas');
    await expect(page.getByRole('link', { name: 'Chiedi informazioni' })).toHaveAttribute('href', '#legal-service-header');
  });

  test('a member sends the information form and sees the success dialog; one lead is stored', async ({ page, request }) => {
    await loginAs(page, 'registrato@demo.club');
    await page.goto('/servizi/convenzioni/luce-gas');
    const form = page.locator('[data-lead-form="richiesta-luce-gas"]');
    await expect(form.getByRole('heading', { name: 'Richiedi informazioni su luce e gas' })).toBeVisible();
    const email = `luce.gas.${Date.now()}@example.it`;
    await form.getByLabel('Nome', { exact: true }).fill('Luca');
    await form.getByLabel('Cognome', { exact: true }).fill('Verdi');
    await form.getByLabel('E-Mail', { exact: true }).fill(email);
    await form.getByLabel('Cellulare', { exact: true }).fill('3351234567');
    await form.getByLabel('Il tuo messaggio', { exact: true }).fill('Vorrei un preventivo per la fornitura di luce.');
    await form.getByRole('switch').click();
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Richiesta inviata con successo!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Verrai contattato a breve da un nostro consulente…')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ops, qualcosa è andato storto!' })).toHaveCount(0);
    expect(await leadsFor(request, email)).toBe(1);
  });
});

test.describe('accessibility of the partner-deal pages (axe, WCAG 2.1 AA)', () => {
  const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  const pages: [string, string, string][] = [
    ['travel listing', TRAVEL, '60 offerte'],
    ['rental', '/servizi/convenzioni/rent-478', 'Le offerte'],
    ['light and gas', '/servizi/convenzioni/luce-gas', 'Le offerte'],
    ['telemedicine', '/telemedicina', 'Ultimi contenuti'],
    ['telemedicine contents', '/telemedicina/contenuti', 'Mostra altri'],
  ];
  for (const [name, url, ready] of pages) {
    test(`${name} has no violations`, async ({ page }) => {
      await loginAs(page, 'premium@demo.club');
      await page.goto(url);
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(violations.map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
    });
  }

  test('a travel detail page has no violations', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto(`${TRAVEL}?tipo=crociera`);
    const link = offers(page).first().getByRole('link');
    const title = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel('Caratteristiche del viaggio')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
  });
});
