import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

// Issue 28 'The last fifth of the spec': the welcome message after login (spec 1 §4), the copy the spec
// fixes (ECM provider 2506, the catalogue's figures, the 30-day objection term, bonus credits and
// 'Richiedi crediti extra', spec 2 §9, spec 3 §9) and the rules only the demo personas make
// reachable (logos by club and default, isAPS, premium without topnegozi, ex-premium loyalty Stato 0 / 2).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe.configure({ timeout: 90_000 });

async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

function welcome(page: Page) {
  return page.locator('.welcome-message');
}

test.describe("welcome message after login (spec 1 §4 'Welcome message type', spec 2 §9 club names)", () => {
  const cases: [login: string, type: string, text: string][] = [
    ['premium.convenzione@demo.club', 'order', 'Ti diamo il benvenuto nel Club! Il tuo abbonamento in convenzione è attivo.'],
    ['premium.aps@demo.club', 'card', 'Ti diamo il benvenuto nel Club! La tua tessera infermieri è attiva.'],
    ['premium.club@demo.club', 'product', 'Ti diamo il benvenuto nel Club Farmacisti!'],
    ['premium@demo.club', 'default', 'Ti diamo il benvenuto nel Club!'],
  ];
  for (const [login, type, text] of cases) {
    test(`${login} lands on the home with the '${type}' message`, async ({ page }) => {
      await loginAs(page, login);
      await expect(page).toHaveURL(/\/$/);
      await expect(welcome(page)).toHaveAttribute('role', 'status');
      await expect(welcome(page).locator('.welcome-message__text')).toHaveText(text);
      expect(await axeViolations(page, '.welcome-message')).toEqual([]);
    });
  }

  test('the message stays until closed, lands with a redirect too, and a later page has none', async ({ page }) => {
    await loginAs(page, 'premium.club@demo.club', { redirectTo: '/corsi-ecm-fad' });
    await expect(page).toHaveURL(/\/corsi-ecm-fad$/);
    await expect(welcome(page)).toContainText('Club Farmacisti');
    await page.getByRole('button', { name: 'Chiudi il messaggio di benvenuto' }).click();
    await expect(welcome(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/corsi-ecm-fad$/);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Nicola Pellegrini' })).toBeVisible();
    await expect(welcome(page)).toHaveCount(0);
  });
});

test.describe('copy the spec fixes (spec 2 §9, spec 3 §9)', () => {
  test('the course catalogue states its figures and the ECM provider 2506', async ({ page }) => {
    await page.goto('/corsi-ecm-fad');
    const intro = page.locator('.catalogue__intro');
    await expect(intro).toContainText('Oltre 200 corsi online e 1.500 crediti ECM, in 5 collane tematiche: Medicina, Sicurezza, Covid 19, Legale, Manageriale.');
    await expect(intro).toContainText('Provider ECM n. 2506');
    expect(await axeViolations(page, '.catalogue__intro')).toEqual([]);
  });

  test('the terms of use give 30 days to object to changed terms', async ({ page }) => {
    await page.goto('/condizioni-uso?customerCode=1000003');
    await expect(page.getByText(/potrà opporsi alle modifiche entro 30 giorni/)).toBeVisible();
  });

  test("premium.bonus sees its bonus credits in the ECM block, with two decimals", async ({ page }) => {
    await loginAs(page, 'premium.bonus@demo.club');
    await page.goto('/profilo');
    const block = page.locator('section.ecm-credits');
    await expect(block.getByText('Crediti bonus')).toBeVisible();
    await expect(block.locator('dt', { hasText: 'Crediti bonus' }).locator('+ dd')).toHaveText('4,57');
    await expect(block.getByRole('link', { name: 'Richiedi crediti extra' })).toHaveCount(0);
    expect(await axeViolations(page, 'section.ecm-credits')).toEqual([]);
  });

  test("premium.plafond, the plafond used up, is offered 'Richiedi crediti extra'; premium@ is not", async ({ page }) => {
    await loginAs(page, 'premium.plafond@demo.club');
    await page.goto('/profilo');
    const block = page.locator('section.ecm-credits');
    await expect(block.locator('dt', { hasText: 'Crediti disponibili' }).locator('+ dd')).toHaveText('0');
    await expect(block.getByRole('link', { name: 'Richiedi crediti extra' })).toHaveAttribute('href', '/assistenza');
    await expect(block.getByText('Crediti bonus')).toHaveCount(0);
    expect(await axeViolations(page, 'section.ecm-credits')).toEqual([]);

    await page.context().clearCookies();
    await loginAs(page, 'premium@demo.club');
    await page.goto('/profilo');
    await expect(page.locator('section.ecm-credits').locator('dt', { hasText: 'Plafond ECM' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Richiedi crediti extra' })).toHaveCount(0);
  });
});

test.describe("partner logo by club and the default logo (spec 1 §4 'Logo selection')", () => {
  test("a convention product of the 'Club Farmacisti' line shows that club's logo; an unknown convention the default logo", async ({ page }) => {
    await loginAs(page, 'premium.club@demo.club');
    await page.goto('/');
    for (const landmark of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
      await expect(landmark.getByRole('img', { name: 'Associazione Farmacisti' })).toHaveAttribute('src', '/media/partners/associazione-farmacisti.svg');
    }
    expect(await axeViolations(page, 'header.site-header')).toEqual([]);

    await page.context().clearCookies();
    await loginAs(page, 'premium.convenzione@demo.club');
    await page.goto('/');
    for (const landmark of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
      await expect(landmark.getByRole('img', { name: 'Fondazione Ricerca Salute' })).toHaveAttribute('src', '/media/partners/fondazione-ricerca-salute.svg');
    }
    await expect(page.getByRole('banner').getByRole('img', { name: 'Associazione Farmacisti' })).toHaveCount(0);
  });
});

test.describe('rules only the new personas reach (spec 1 §3, spec 3 §4, §6)', () => {
  test('an APS member has no telemedicine card in I miei servizi; premium@ has it', async ({ page }) => {
    await loginAs(page, 'premium.aps@demo.club');
    await page.goto('/profilo/i-miei-servizi');
    await expect(page.getByRole('heading', { level: 2, name: 'Corsi ECM' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Telemedicina' })).toHaveCount(0);

    await page.context().clearCookies();
    await loginAs(page, 'premium@demo.club');
    await page.goto('/profilo/i-miei-servizi');
    await expect(page.getByRole('heading', { level: 2, name: 'Telemedicina' })).toBeVisible();
  });

  test('a premium member without topnegozi: no coupon intro, and the upgrade paywall instead of a code', async ({ page }) => {
    await loginAs(page, 'premium.nonegozi@demo.club');
    await page.goto('/servizi/convenzioni/negozi');
    await expect(page.getByRole('heading', { level: 1, name: 'Sconti e Convenzioni' })).toBeVisible();
    const coupons = page.getByRole('group', { name: 'I migliori coupon', exact: true });
    await coupons.getByRole('button', { name: /^Mostra codice: / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Vuoi utilizzare questo coupon?' });
    await expect(dialog.getByRole('link', { name: 'Passa a premium' })).toHaveAttribute('data-paywall-variant', 'UPGRADE');
    await expect(page.getByLabel('Codice sconto')).toHaveCount(0);
    await expect(page.getByText('Oltre 12.000 codici sconto in più di 700 negozi online, riservati ai soci del Club.')).toHaveCount(0);
  });

  for (const [login, stato] of [
    ['expremium.fedelta0@demo.club', 0],
    ['expremium.fedelta2@demo.club', 2],
  ] as const) {
    test(`an ex-premium member whose loyalty service has Stato ${stato} gets the alternative block, no balance, no menu item`, async ({ page }) => {
      await loginAs(page, login);
      await page.goto('/programma-fedelta-premiati');
      const alternative = page.getByRole('region', { name: 'Al momento il Programma fedeltà non è attivo.' });
      await expect(alternative).toBeVisible();
      await expect(alternative.getByRole('link', { name: 'Rinnova adesso' })).toHaveAttribute('href', '/upgrade');
      await expect(page.getByText('Il mio saldo è:')).toHaveCount(0);
      await expect(page.getByText(/Puoi utilizzare i tuoi punti fino al/)).toHaveCount(0);
      expect(await axeViolations(page, '.loyalty-alternative')).toEqual([]);

      await page.goto('/profilo');
      const menu = page.getByRole('navigation', { name: 'Menu del profilo' });
      await expect(menu.getByRole('link', { name: 'Abbonamento' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Programma Fedeltà' })).toHaveCount(0);
    });
  }
});
