import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

// Issue 40, each demo persona's standing as the member sees it (README 'Demo accounts'): on track,
// a dossier bonus with the previous triennium's reduction, past debts being made up. The persona
// below the threshold is ecm-triennium-history.spec, the exemption ecm-obligation.spec, the trial's
// plan ecm-plan.spec. Read-only: the seeded members are left as found.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const breakdownItem = (page: Page, text: string | RegExp) => page.getByRole('list', { name: "Calcolo dell'obbligo" }).getByRole('listitem').filter({ hasText: text });

async function expectAxeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('.triennium').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
}

test('ecm.inregola@ is on track in both trienni; the credits recorded in 2023-2025 are offered as the reduction to confirm', async ({ page }) => {
  await loginAs(page, 'ecm.inregola@demo.club', { redirectTo: '/profilo/triennio-ecm' });
  const now = page.getByTestId('triennium-insurance-now');
  await expect(now.getByText('Soglia del 70% raggiunta')).toBeVisible();
  await expect(now.getByText('Nel triennio 2023-2025 hai 160 crediti su un obbligo di 150: la soglia del 70% (105 crediti) è raggiunta.')).toBeVisible();
  const current = page.getByTestId('triennium-insurance-current');
  await expect(current.getByText('Hai 110 crediti su un obbligo di 150; la soglia del 70% (105 crediti) è raggiunta: conterà per la copertura assicurativa dopo il 2028.')).toBeVisible();
  // Not counted until confirmed (policy PREVIOUS_TRIENNIUM_FIGURE): the obligation stays 150.
  const offered = breakdownItem(page, 'dai crediti registrati nel portale');
  await expect(offered).toContainText("Nel portale risultano 160 crediti nel triennio 2023-2025: se l'anagrafe Co.Ge.A.P.S. lo conferma, registra la riduzione (30 crediti in meno).");
  await expect(offered.getByRole('button', { name: 'Registra la riduzione' })).toBeVisible();
  await expect(breakdownItem(page, 'Obbligo del triennio')).toContainText('150');
  await expectAxeClean(page);
});

test('premium.dossier@: the dossier bonus (40) and the entered previous triennium (132 credits: 30) bring the obligation to 80', async ({ page }) => {
  await loginAs(page, 'premium.dossier@demo.club', { redirectTo: '/profilo/triennio-ecm' });
  await expect(breakdownItem(page, 'Bonus dossier formativo individuale (10/02/2026)')).toContainText('− 40');
  await expect(breakdownItem(page, 'Riduzione per i crediti del triennio precedente (dal 01/01/2023 al 31/12/2025): 132 crediti')).toContainText('− 30');
  await expect(breakdownItem(page, 'dai crediti registrati nel portale')).toHaveCount(0);
  await expect(breakdownItem(page, 'Obbligo del triennio')).toContainText('80');
  await expect(page.getByTestId('triennium-insurance-current').getByText(/^Hai [\d,]+ crediti su un obbligo di 80;/)).toBeVisible();
  await expectAxeClean(page);
});

test('ecm.compensativi@ sees the 2020-2022 debt half made up with 2023-2025 credits, what is left and until when', async ({ page }) => {
  await loginAs(page, 'ecm.compensativi@demo.club', { redirectTo: '/profilo/triennio-ecm' });
  const debts = page.getByRole('region', { name: 'Debiti formativi dei trienni passati' });
  await expect(debts.getByRole('listitem')).toHaveText([
    "Triennio 2020-2022: Mancavano 40 crediti; ne hai già recuperati 20 con i crediti compensativi. Ne restano 20 da acquisire entro il 31/12/2028, oltre all'obbligo del triennio in corso.",
  ]);
  const history = page.getByRole('region', { name: 'I tuoi trienni' });
  await expect(history.getByRole('rowheader')).toHaveText(['2026-2028 (in corso)', '2023-2025 (conta per la copertura assicurativa ora)', '2020-2022']);
  await expect(page.getByTestId('triennium-insurance-now').getByText('Soglia del 70% raggiunta')).toBeVisible();
  await expectAxeClean(page);
});
