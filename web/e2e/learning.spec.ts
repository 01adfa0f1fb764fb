import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;

// Spec 2 §2 training area, §4 starting a course (the five outcomes, 'Effettua l'upgrade'), §8 certificate;
// the whole loop from the course page through the reference player to the certificate.

type Outcome = 'OPEN' | 'UPGRADE' | 'CREDITS' | 'FISCAL_CODE' | 'PRODUCTS';
type CatalogueCourse = { id: string; slug: string; title: string; credits: number; viewerStatus: { status: 'ACTIVE' | 'PASSED' | 'FAILED' | 'EXPIRED' | null } | null; accessDecision: { outcome: Outcome } };


/** The first catalogue course (as the signed-in viewer of `page`) that matches, asked through the API. */
async function findCourse(page: Page, matches: (course: CatalogueCourse) => boolean): Promise<CatalogueCourse> {
  for (let n = 1; n <= 30; n++) {
    const response = await postDocument(page.request, E2E_DOCUMENTS.catalogue, { page: n });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: { courseCatalogue: { totalPages: number; items: CatalogueCourse[] } } };
    const found = body.data.courseCatalogue.items.find(matches);
    if (found) return found;
    if (n >= body.data.courseCatalogue.totalPages) break;
  }
  throw new Error('no catalogue course matches');
}

const notStarted = (c: CatalogueCourse) => c.viewerStatus?.status == null;
const startArea = (page: Page) => page.getByRole('region', { name: 'Segui il corso' });

async function openCoursePage(page: Page, course: CatalogueCourse) {
  await page.goto(`/corsi-ecm-fad/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
}

test.describe('starting a course', () => {
  test('premium opens a course in a new window with the player URL', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    const course = await findCourse(page, (c) => c.accessDecision.outcome === 'OPEN' && notStarted(c));
    await openCoursePage(page, course);
    const popup = page.waitForEvent('popup');
    await startArea(page).getByRole('button', { name: 'Vai al corso', exact: true }).click();
    const player = await popup;
    await player.waitForLoadState();
    expect(player.url()).toMatch(/\/player\//);
    // The player opens on the portal's own origin, never on the upstream's address.
    expect(new URL(player.url()).origin).toBe(new URL(page.url()).origin);
    await expect(player.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  });

  test('premium.lowcredit gets the credits modal on a course worth more than its balance', async ({ page }) => {
    await loginAs(page, 'premium.lowcredit@demo.club');
    const course = await findCourse(page, (c) => c.credits > 1 && notStarted(c) && c.accessDecision.outcome === 'CREDITS');
    await openCoursePage(page, course);
    await startArea(page).getByRole('button', { name: 'Vai al corso', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Crediti ECM insufficienti' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Scopri i piani' })).toHaveAttribute('href', '/piani');
  });

  test("premium.noecm sees 'Effettua l'upgrade' instead of the start button", async ({ page }) => {
    // The course is picked from the visitor's catalogue: without the ecm wallet the list is refused (spec 2 §6).
    const course = await findCourse(page, () => true);
    await loginAs(page, 'premium.noecm@demo.club');
    await openCoursePage(page, course);
    await expect(startArea(page).getByRole('link', { name: "Effettua l'upgrade" })).toHaveAttribute('href', '/upgrade');
    await expect(startArea(page).getByRole('button', { name: 'Vai al corso', exact: true })).toHaveCount(0);
  });

  test('premium.nocf completes the fiscal code and then the course opens', async ({ page, request }) => {
    // The journey ends by taking premium.nocf@'s fiscal code (1000005) away again, as the seed has it
    // (an upstream test hook, UPSTREAM_TEST_HOOKS=1), so a repeat on the same stack is asked for it too.
    try {
      await completeFiscalCodeAndStart(page);
    } finally {
      expect((await request.post(`${UPSTREAM_URL}/_test/users/1000005/personal-data`, { data: { fiscalCode: null } })).status()).toBe(204);
    }
  });

  async function completeFiscalCodeAndStart(page: Page) {
    await loginAs(page, 'premium.nocf@demo.club');
    const course = await findCourse(page, (c) => c.accessDecision.outcome === 'FISCAL_CODE' && notStarted(c));
    await openCoursePage(page, course);
    await startArea(page).getByRole('button', { name: 'Vai al corso', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Completa il tuo profilo per seguire il corso' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel('Codice Fiscale');
    // A short code: the field's message and the danger toast of spec 1 §5.
    await field.fill('RSSMRA85');
    await dialog.getByRole('button', { name: 'Salva e inizia il corso' }).click();
    await expect(dialog.getByText('Inserisci un Codice Fiscale valido.')).toBeVisible();
    await expect(page.locator('.toasts .toast--danger').getByText('Codice fiscale non valido.')).toBeVisible();
    await field.fill('RSSMRA85T10A562X');
    await dialog.getByRole('button', { name: 'Salva e inizia il corso' }).click();
    await expect(dialog.getByText('Inserisci un Codice Fiscale valido.')).toBeVisible();
    await field.fill('rssmra85t10a562s');
    await expect(field).toHaveValue('RSSMRA85T10A562S');
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Salva e inizia il corso' }).click();
    const player = await popup;
    await player.waitForLoadState();
    expect(player.url()).toMatch(/\/player\//);
    await expect(dialog).toBeHidden();
  }

  test('registrato gets the products modal on a course without promo code or group', async ({ page }) => {
    await loginAs(page, 'registrato@demo.club');
    const course = await findCourse(page, (c) => c.accessDecision.outcome === 'PRODUCTS');
    await openCoursePage(page, course);
    await startArea(page).getByRole('button', { name: 'Vai al corso', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scegli il piano per seguire il corso' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Scopri i piani' })).toHaveAttribute('href', '/piani');
  });

  test('a visitor gets the upgrade modal with Accedi and Registrati gratis', async ({ page }) => {
    await page.goto('/');
    const course = await findCourse(page, () => true);
    await openCoursePage(page, course);
    await startArea(page).getByRole('button', { name: 'Vai al corso', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Vuoi avere accesso al servizio di Formazione ECM?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: "Effettua l'upgrade" })).toHaveAttribute('href', '/upgrade');
    await expect(dialog.getByRole('link', { name: 'Accedi' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Registrati gratis' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an unknown course slug shows the not-found page', async ({ page }) => {
    await page.goto('/corsi-ecm-fad/questo-corso-non-esiste');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });
});

test.describe('training area', () => {
  test('a visitor is sent to the login page', async ({ page }) => {
    await page.goto('/profilo/la-mia-formazione');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofilo%2Fla-mia-formazione$/);
  });

  test('extrial sees only the Attivi and Superati tabs', async ({ page }) => {
    await loginAs(page, 'extrial@demo.club');
    await page.goto('/profilo/la-mia-formazione');
    await expect(page.getByRole('heading', { level: 1, name: 'I miei Corsi ECM' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(2);
    await expect(page.getByRole('tab', { name: /^Attivi/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Superati/ })).toBeVisible();
  });

  test('premium sees four tabs, and a tab change starts from page 1', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/profilo/la-mia-formazione');
    await expect(page.getByRole('tab')).toHaveCount(4);
    await page.getByRole('tab', { name: /^Superati/ }).click();
    await expect(page).toHaveURL(/stato=2/);
    await expect(page.getByRole('tab', { name: /^Superati/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  });

  test('a member finishes a course in the player and downloads its certificate', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    const course = await findCourse(page, (c) => c.accessDecision.outcome === 'OPEN' && notStarted(c));
    await openCoursePage(page, course);
    const popup = page.waitForEvent('popup');
    await startArea(page).getByRole('button', { name: 'Vai al corso', exact: true }).click();
    const player = await popup;
    await player.waitForLoadState();
    const finalTest = player.getByRole('button', { name: 'Supera il test finale' });
    for (let i = 0; i < 20 && !(await finalTest.isVisible()); i++) {
      await player.getByRole('button', { name: 'Completa il modulo' }).click();
      await player.waitForLoadState();
    }
    await finalTest.click();
    await expect(player.getByRole('status')).toContainText('Corso superato');
    await player.close();

    await page.goto('/profilo/la-mia-formazione?stato=2');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: course.title }) });
    // The passed course may sit on a later page: load more until it shows.
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    for (let i = 0; i < 20 && (await card.count()) === 0; i++) {
      const shown = await page.getByRole('article').count();
      await page.getByRole('button', { name: 'Mostra altri' }).click();
      await expect(page.getByRole('article')).not.toHaveCount(shown);
    }
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: `Scarica il certificato: ${course.title}` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});

test.describe('catalogue areas', () => {
  test('a series page lists only the courses of that series', async ({ page }) => {
    await page.goto('/corsi-ecm-fad');
    await page.getByRole('navigation', { name: 'Collane' }).getByRole('link', { name: 'Medicina' }).click();
    await expect(page).toHaveURL(/\/corsi-ecm-fad\/collana\/medicina$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Collana Medicina' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (let i = 0; i < (await cards.count()); i++) await expect(cards.nth(i)).toContainText('Medicina');
  });

  test('e-book area: e-book of the month, detail with the latest e-books', async ({ page }) => {
    await page.goto('/corsi-ecm-fad/ebook');
    await expect(page.getByRole('region', { name: "L'e-book del mese" }).getByRole('article')).toBeVisible();
    const first = page.getByRole('region', { name: 'Elenco' }).getByRole('article').first().getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gli ultimi e-book' }).getByRole('article')).toHaveCount(3);
  });

  test("video clips: 'Mostra altri' loads more; the detail plays in a modal that Escape closes", async ({ page }) => {
    await page.goto('/corsi-ecm-fad/videoclip');
    const all = page.getByRole('region', { name: 'Tutti i video clip' }).getByRole('article');
    await expect(all).toHaveCount(12);
    await page.getByRole('button', { name: 'Mostra altri' }).click();
    await expect.poll(() => all.count()).toBeGreaterThan(12);
    await all.first().getByRole('link').click();
    await page.getByRole('button', { name: 'Guarda il video' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('video')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
