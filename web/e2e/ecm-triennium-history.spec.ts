import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs } from './support';

// Issue 40, history: the member below the insurance threshold in the previous triennium
// (ecm.sottosoglia@demo.club: 80 credits in 2023-2025, 20 in 2026) sees the insurance judged on
// 2023-2025 and the current triennium apart, each named, and the trienni they have credits in.
// Read-only: the seeded member is left as found.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

test('ecm.sottosoglia@ sees the cover in force judged on 2023-2025, the current triennium apart, and the history', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'ecm.sottosoglia@demo.club', { redirectTo: '/profilo/triennio-ecm' });
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio triennio ECM' })).toBeVisible();

  const now = page.getByTestId('triennium-insurance-now');
  await expect(now.getByRole('heading', { name: 'Per la copertura assicurativa in vigore ora: triennio 2023-2025' })).toBeVisible();
  await expect(now.getByText('Sotto la soglia del 70%')).toBeVisible();
  await expect(now.getByText('Nel triennio 2023-2025 hai 80 crediti su un obbligo di 150: la soglia del 70% (105 crediti) non è raggiunta, ne mancano 25.')).toBeVisible();

  const current = page.getByTestId('triennium-insurance-current');
  await expect(current.getByRole('heading', { name: 'Nel triennio in corso: 2026-2028' })).toBeVisible();
  await expect(current.getByText(/^Hai 20 crediti su un obbligo di 150; per la soglia del 70% \(105 crediti\), che conterà per la copertura assicurativa dopo il 2028, ne mancano 85\.$/)).toBeVisible();

  const history = page.getByRole('region', { name: 'I tuoi trienni' });
  const rows = history.getByRole('rowheader');
  await expect(rows).toHaveText(['2026-2028 (in corso)', '2023-2025 (conta per la copertura assicurativa ora)']);
  await expect(history.getByRole('link', { name: 'Riepilogo PDF del triennio 2023-2025' })).toHaveAttribute('href', '/files/riepilogo-triennio-ecm.pdf?triennio=2023-2025');
  // No debt to make up: 2023-2025's shortfall has no compensation rule.
  await expect(page.getByRole('heading', { name: 'Debiti formativi dei trienni passati' })).toHaveCount(0);

  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('.triennium').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
