import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

// Spec 3 §2 'Other widgets' upgrade modal, §4 course opening check, §2 /upgrade by type.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type CatalogueCourse = { slug: string; title: string; accessDecision: { outcome: string } };

async function courseWithOutcome(page: Page, outcome: string): Promise<CatalogueCourse> {
  for (let n = 1; n <= 10; n++) {
    const response = await postDocument(page.request, E2E_DOCUMENTS.catalogue, { page: n });
    const body = (await response.json()) as { data: { courseCatalogue: { totalPages: number; items: CatalogueCourse[] } } };
    const found = body.data.courseCatalogue.items.find((c) => c.accessDecision.outcome === outcome);
    if (found) return found;
    if (n >= body.data.courseCatalogue.totalPages) break;
  }
  throw new Error(`no course with outcome ${outcome}`);
}

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
}

test('ex-trial opening a course sees the upgrade modal with the products and their prices', async ({ page }) => {
  await loginAs(page, 'extrial@demo.club');
  const course = await courseWithOutcome(page, 'UPGRADE');
  await page.goto(`/corsi-ecm-fad/${course.slug}`);
  await page.getByRole('region', { name: 'Segui il corso' }).getByRole('button', { name: 'Vai al corso', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Vuoi avere accesso al servizio di Formazione ECM?' });
  await expect(dialog).toBeVisible();
  const offers = dialog.getByRole('list', { name: 'Piani disponibili' });
  await expect(offers.getByRole('listitem')).toHaveCount(3);
  await expect(offers).toContainText('Premium Plus');
  // The suggested price: the 12-instalment plan (Premium 130,80 € in 12 rate da 10,90 €).
  await expect(offers.getByRole('listitem').filter({ hasText: /^Premium\s*Il più scelto/ })).toContainText('12 rate da 10,90 €');
  // The trial was used already: no trial link for an ex-trial member.
  await expect(dialog.getByRole('link', { name: 'Attiva la prova gratuita di 7 giorni' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: "Effettua l'upgrade" })).toHaveAttribute('href', '/upgrade');
  await expectNoViolations(page);
});

test('/upgrade for an ex-trial member: its breadcrumb, the offer for its type, every anchor, no accessibility violation', async ({ page }) => {
  await loginAs(page, 'extrial@demo.club');
  await page.goto('/upgrade');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('La tua prova è terminata');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi a tutti i vantaggi del Club' })).toBeVisible();
  await expect(page.locator('#upgrade-header').getByRole('link', { name: 'Passa a premium' })).toHaveAttribute('href', '/upgrade');
  await expect(page.locator('#upgrade-offerta').getByRole('heading', { name: 'Club Premium' })).toBeVisible();
  for (const anchor of ['upgrade-news', 'netmed-advantages', 'upgrade-fad', 'upgrade-servizi', 'upgrade-risorse', 'upgrade-winloy', 'upgrade-topnegozi', 'upgrade-offerta', 'upgrade-header']) {
    await expect(page.locator(`#${anchor}`)).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: 'Le mie cause' })).toHaveCount(0);
  // Spec 3 §2 'news' and 'plus a professional list': real items, each from its own query.
  await expect(page.locator('#upgrade-news').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'I nuovi Professionisti entrati nel network' }).getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(page);
});

test('/upgrade for premium with the legal wallet shows Le mie cause', async ({ page }) => {
  await loginAs(page, 'premium@demo.club');
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { name: 'Le mie cause' })).toBeVisible();
  // The offer cards (the single-product banner beside them may sell the same plan).
  await expect(page.locator('#upgrade-offerta').getByRole('heading', { name: 'Premium Plus' }).and(page.locator(':not(.single-product-banner__name)')).first()).toBeVisible();
});
