import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

test.describe('loyalty programme (spec 3 §2 loyalty blocks, §4, §6)', () => {
  test('a visitor sees the programme, the rewards teaser loads its 4 rewards when scrolled to, and leads to the catalogue', async ({ page }) => {
    await page.goto('/programma-fedelta-premiati');
    await expect(page.getByRole('heading', { level: 1, name: 'Programma Fedeltà Premiati' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Come funziona' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Scarica il regolamento/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Il mio saldo è:')).toHaveCount(0);
    const teaser = page.getByRole('region', { name: 'Una selezione di premi pensata per i tuoi interessi' });
    await teaser.scrollIntoViewIfNeeded();
    await expect(teaser.locator('.reward-card:not(.reward-card--skeleton)')).toHaveCount(4);
    await teaser.getByRole('link', { name: 'Vai al catalogo' }).click();
    await expect(page).toHaveURL(/\/prodotti$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogo premi' })).toBeVisible();
    // The whole catalogue, more than the teaser's 4, and its categories grid.
    await expect(page.locator('.reward-card').nth(4)).toBeVisible();
    const all = await page.locator('.reward-card').count();
    await page.getByRole('navigation', { name: 'Categorie dei premi' }).getByRole('button', { name: 'Sport', exact: true }).click();
    await expect(page).toHaveURL(/categoria=Sport/);
    await expect(page.locator('.reward-card__category').first()).toHaveText('Sport');
    const sport = await page.locator('.reward-card__category').allTextContents();
    expect(sport.every((c) => c === 'Sport') && sport.length < all).toBe(true);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a premium member sees the balance and the last 3 activities on the profile page', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/profilo/il-mio-programma-fedelta');
    await expect(page.getByText('Il mio saldo è:')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Le mie ultime attività:' }).locator('tbody tr')).toHaveCount(3);
    await expect(page.getByText(/Puoi utilizzare i tuoi punti fino al/)).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test("an ex-premium member sees until when the points can be used and 'Rinnova adesso'", async ({ page }) => {
    await loginAs(page, 'expremium@demo.club');
    await page.goto('/programma-fedelta-premiati');
    await expect(page.getByText(/Puoi utilizzare i tuoi punti fino al \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rinnova adesso' })).toHaveAttribute('href', '/upgrade');
  });
});
