import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

// Spec 3 §2, §6 services: the phone-call button by type on a legal detail page, the hubs' anchors,
// an unknown service route, and WCAG 2.1 AA on the services home, both hubs, legal and insurance
// detail pages, the partner deals, Sanitassicura and the '*-and-partners' pages.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const readable = violations.map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(readable).toEqual([]);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'In questa pagina' });

test('a registered member sees the phone-call button on a legal detail page', async ({ page }) => {
  await loginAs(page, 'registrato@demo.club');
  await page.goto('/servizi/legali/diffida');
  await expect(page.getByRole('heading', { level: 1, name: 'Lettera di diffida' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Chiamaci' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Chiamaci' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a premium member does not see the phone-call button on a legal detail page', async ({ page }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto('/servizi/legali/diffida');
  await expect(page.getByRole('heading', { level: 1, name: 'Lettera di diffida' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Come funziona' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chiamaci' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Parla con un consulente' })).toHaveCount(0);
});

test("the hubs' anchors move focus to their sections", async ({ page }) => {
  await page.goto('/servizi/assicurativi');
  await menu(page).getByRole('link', { name: 'Parla con un consulente' }).click();
  await expect(page.locator('#servizi-assicurativi-form')).toBeFocused();
  await menu(page).getByRole('link', { name: 'I servizi assicurativi' }).click();
  await expect(page.locator('#servizi')).toBeFocused();
  await expect(page).toHaveURL(/#servizi$/);

  await page.goto('/servizi/legali');
  await expect(page.getByRole('heading', { name: 'Diritto tributario' }).or(page.getByText('Diritto tributario'))).toBeVisible();
  await menu(page).getByRole('link', { name: 'Richiedi una consulenza' }).click();
  await expect(page.locator('#servizi-legali-form')).toBeFocused();
  await menu(page).getByRole('link', { name: 'I servizi legali' }).click();
  await expect(page.locator('#servizi-legali')).toBeFocused();
});

test("a visitor's withheld legal consultation form: 'Scopri i piani' opens the upgrade modal for the consultation", async ({ page }) => {
  await page.goto('/servizi/legali');
  const form = page.locator('#servizi-legali-form');
  await expect(form).toContainText('Il servizio di consulenza legale è incluso nel portafoglio dei servizi legali');
  await form.getByRole('button', { name: 'Scopri i piani' }).click();
  const modal = page.getByRole('dialog', { name: 'Vuoi avere accesso al servizio di consulenza legale?' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login?redirectTo=%2Fservizi%2Flegali');
  // The plans arrive from the network once the modal opens: on a busy machine that may take longer
  // than an assertion's default wait.
  await expect(modal.getByRole('list', { name: 'Piani disponibili' }).getByRole('listitem').first()).toBeVisible({ timeout: 25_000 });
});

test('the partner deals by type: premium with Business Class Viaggi, a visitor with the generic coupon card', async ({ page }) => {
  await page.goto('/servizi/convenzioni');
  const deals = page.locator('section.deals');
  await expect(deals.getByRole('heading', { name: 'Sconti e Convenzioni' })).toBeVisible();
  await expect(deals.getByRole('heading', { name: 'Business Class Viaggi' })).toHaveCount(0);
  await expect(deals.getByRole('button', { name: 'Convenzioni successive' })).toBeVisible();
  await loginAs(page, 'premium@demo.club');
  await page.goto('/servizi/convenzioni');
  await expect(deals.getByRole('heading', { name: 'Business Class Viaggi' })).toBeVisible();
  await expect(deals.getByRole('heading', { name: 'Sconti e Convenzioni' })).toHaveCount(0);
});

test('an unknown legal service route shows the not-found page', async ({ page }) => {
  await page.goto('/servizi/legali/xyz');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
});

test.describe('accessibility of the services pages', () => {
  test.describe.configure({ timeout: 90_000 });
  const pages: [string, string][] = [
    ['/servizi', 'registrato@demo.club'],
    ['/servizi/legali', 'registrato@demo.club'],
    ['/servizi/legali/parere', 'registrato@demo.club'],
    ['/servizi/convenzioni', 'registrato@demo.club'],
    // The insurance hub and its detail pages: as a registered member (phone-call buttons, legal notes)
    // and, for the hub, as premium (header links and the insurance listing).
    ['/servizi/assicurativi', 'registrato@demo.club'],
    ['/servizi/assicurativi', 'premium@demo.club'],
    ['/servizi/assicurativi/consulenza', 'registrato@demo.club'],
    ['/servizi/assicurativi/tutela-legale', 'registrato@demo.club'],
    ['/servizi/convenzioni/sanitassicura', 'registrato@demo.club'],
    ['/servizi/convenzioni/legal-and-partners', 'premium@demo.club'],
    ['/servizi/convenzioni/insurance-and-partners', 'registrato@demo.club'],
  ];
  for (const [path, persona] of pages) {
    test(`axe finds nothing on ${path} (${persona.split('@')[0]})`, async ({ page }) => {
      await loginAs(page, persona);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toHaveCount(0);
      await expectNoViolations(page);
    });
  }
});
