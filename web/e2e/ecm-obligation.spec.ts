import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

// The ECM obligation (issue 40, part OBLIGATION) as premium.esenzione@demo.club: the seeded maternity
// exemption lowers the obligation; an exemption entered by the member lowers it further, deleting it
// puts it back (the persona is left as seeded).

const NEW_LINE = 'Esenzione: assenza per malattia';
const breakdown = (page: Page) => page.getByRole('list', { name: "Calcolo dell'obbligo" });
const obligationInUse = (page: Page) => breakdown(page).getByRole('listitem').filter({ hasText: 'Obbligo del triennio' });

/** Deletes what this journey adds, should an earlier run have stopped half-way. */
async function removeLeftovers(page: Page) {
  const leftover = page.getByRole('button', { name: `Elimina: ${NEW_LINE}` });
  while ((await leftover.count()) > 0) {
    await leftover.first().click();
    await expect(page.getByText(`Eliminato: ${NEW_LINE}.`).first()).toBeVisible();
  }
}

test('premium.esenzione@: the exemption in the obligation, a new one lowers it, deleting it puts it back', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'premium.esenzione@demo.club', { redirectTo: '/profilo/triennio-ecm' });
  await expect(page.getByRole('heading', { name: 'Il tuo obbligo del triennio' })).toBeVisible();
  await removeLeftovers(page);

  // The seeded exemption: 1 March - 31 July 2026, 153 days, 10 blocks of 15: 20 credits.
  await expect(breakdown(page).getByRole('listitem').filter({ hasText: 'Obbligo standard' })).toContainText('150');
  const seeded = breakdown(page).getByRole('listitem').filter({ hasText: 'Esenzione: congedo di maternità o paternità (dal 01/03/2026 al 31/07/2026)' });
  await expect(seeded).toContainText('− 20');
  await expect(obligationInUse(page)).toContainText('130');
  await expect(page.getByText(/^Hai [\d,]+ crediti su un obbligo di 130\. /)).toBeVisible();
  // Self-training over its cap (20 % of 130 = 26): shown, not counted.
  const kinds = page.getByRole('table', { name: 'Crediti per tipologia' });
  await expect(kinds.getByRole('row', { name: /^Autoformazione/ })).toHaveText(/Autoformazione\s*30\s*26\s*26/);
  await expect(page.getByText(/^4 crediti superano i tetti previsti/)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('.triennium').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // A new exemption: 1-30 September 2026, 30 days, 2 blocks: 4 credits less.
  const form = page.getByRole('form', { name: "Registra un'esenzione, un esonero o una riduzione" });
  await form.getByLabel('Tipo').selectOption('ESENZIONE_MALATTIA');
  await form.getByLabel('Dal').fill('01/09/2026');
  await form.getByLabel('Al', { exact: true }).fill('30/09/2026');
  await form.getByRole('button', { name: 'Registra' }).click();
  await expect(page.getByText("Registrato: l'obbligo scende di 4 crediti.")).toBeVisible();
  await expect(breakdown(page).getByRole('listitem').filter({ hasText: `${NEW_LINE} (dal 01/09/2026 al 30/09/2026)` })).toContainText('− 4');
  await expect(obligationInUse(page)).toContainText('126');
  await expect(page.getByText(/^Hai [\d,]+ crediti su un obbligo di 126\. /)).toBeVisible();

  // Deleting it puts the obligation back.
  await page.getByRole('button', { name: `Elimina: ${NEW_LINE}` }).click();
  await expect(page.getByText(`Eliminato: ${NEW_LINE}.`)).toBeVisible();
  await expect(breakdown(page).getByText(NEW_LINE)).toHaveCount(0);
  await expect(obligationInUse(page)).toContainText('130');
  await expect(seeded).toBeVisible();
});
