import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

// Spec 3 §2 shops home, §4 shop offer ('Copiato!' for 3 s), §6 offer activation (registered while the
// switch is on, trial/premium with topnegozi, otherwise the paywall of the type).

const SHOPS = '/servizi/convenzioni/negozi';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

test.describe.configure({ timeout: 90_000 });

/** The first best coupon of the shops home, as the carousel shows it first. */
async function firstBestCoupon(page: Page): Promise<{ id: string; shopId: string; title: string }> {
  const response = await postDocument(page.request, E2E_DOCUMENTS.bestOffers);
  const body = (await response.json()) as { data: { shopsBestOffers: { id: string; shopId: string; title: string; isDirect: boolean }[] } };
  const offer = body.data.shopsBestOffers[0];
  if (!offer || offer.isDirect) throw new Error('the seed has no best coupon');
  return offer;
}

function bestCarousel(page: Page) {
  return page.getByRole('group', { name: 'I migliori coupon', exact: true });
}

async function openBestCoupon(page: Page, title: string) {
  await page.goto(SHOPS);
  await expect(page.getByRole('heading', { level: 1, name: 'Sconti e Convenzioni' })).toBeVisible();
  await bestCarousel(page).getByRole('button', { name: `Mostra codice: ${title}` }).click();
}

test('a registered member activates a coupon and copies its code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, 'registrato@demo.club');
  const coupon = await firstBestCoupon(page);
  await openBestCoupon(page, coupon.title);
  const dialog = page.getByRole('dialog', { name: coupon.title });
  const code = dialog.getByLabel('Codice sconto');
  await expect(code).toHaveValue(/^[A-Z0-9]{3,}$/);
  await dialog.getByRole('button', { name: 'Copia codice' }).click();
  await expect(dialog.getByText('Copiato!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  // Spec 3 §4: the feedback stays 3 seconds.
  await expect(dialog.getByText('Copiato!')).toBeHidden({ timeout: 5_000 });

  // The same offer linked with ocode opens its popup on the shop page.
  await page.goto(`${SHOPS}/${coupon.shopId}?ocode=${coupon.id}`);
  await expect(page.getByRole('dialog', { name: coupon.title }).getByLabel('Codice sconto')).toHaveValue(await code.inputValue());
});

test('a visitor meets the paywall asking to register for the same coupon, and no code', async ({ page }) => {
  const coupon = await firstBestCoupon(page);
  await openBestCoupon(page, coupon.title);
  const dialog = page.getByRole('dialog', { name: 'Vuoi utilizzare questo coupon?' });
  await expect(dialog.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', '/registrazione');
  await expect(page.getByLabel('Codice sconto')).toHaveCount(0);
});

test('a trial member without topnegozi meets the upgrade variant', async ({ page }) => {
  await loginAs(page, 'trial.nonegozi@demo.club');
  const coupon = await firstBestCoupon(page);
  await openBestCoupon(page, coupon.title);
  const dialog = page.getByRole('dialog', { name: 'Vuoi utilizzare questo coupon?' });
  await expect(dialog.getByRole('link', { name: 'Passa a premium' })).toHaveAttribute('data-paywall-variant', 'UPGRADE');
  await expect(page.getByLabel('Codice sconto')).toHaveCount(0);
});

test('an unknown shop gives the not-found page; an unknown offer, the shop without the popup', async ({ page }) => {
  await page.goto(`${SHOPS}/999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await page.goto(`${SHOPS}/1?ocode=99999999`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Pagina non trovata');
  await expect(page.getByRole('heading', { name: 'Offerte e coupon' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the carousels are usable with the keyboard and the slideshow can be paused', async ({ page }) => {
  await page.goto(SHOPS);
  const top = page.getByRole('group', { name: 'Top negozi', exact: true });
  const first = await top.getByRole('group').first().getAttribute('aria-label');
  await top.getByRole('button', { name: 'Successivo' }).focus();
  await page.keyboard.press('Enter');
  await expect(top.getByRole('group').first()).not.toHaveAttribute('aria-label', first!);
  const slides = page.getByRole('group', { name: 'Promozioni', exact: true });
  await slides.getByRole('button', { name: 'Metti in pausa: Promozioni' }).click();
  await expect(slides.getByRole('button', { name: 'Avvia: Promozioni' })).toBeVisible();
});

test.describe('accessibility of the shops pages (axe, WCAG 2.1 AA)', () => {
  for (const [name, path] of [
    ['shops home', SHOPS],
    ['categories', `${SHOPS}/categorie?categoria=1`],
    ['shop page', `${SHOPS}/1`],
  ] as const) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
    });
  }
});
