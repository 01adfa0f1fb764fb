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
    // Its placeholder: the teaser itself mounts (and asks for its rewards) only once scrolled into view.
    await page.locator('[data-section="rewards-teaser"]').scrollIntoViewIfNeeded();
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

  test('the rewards teaser, far below the fold, is not asked for until scrolled into view (spec 3 §4)', async ({ page }) => {
    const teaserRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('"operationName":"RewardsTeaser"')) teaserRequests.push(r.url());
    });
    await page.goto('/programma-fedelta-premiati');
    await expect(page.getByRole('heading', { name: 'Come funziona' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(teaserRequests).toHaveLength(0);
    const teaser = page.getByRole('region', { name: 'Una selezione di premi pensata per i tuoi interessi' });
    await page.locator('[data-section="rewards-teaser"]').scrollIntoViewIfNeeded();
    await expect(teaser.locator('.reward-card:not(.reward-card--skeleton)')).toHaveCount(4);
    expect(teaserRequests).toHaveLength(1);
  });

  test("the profile's loyalty page needs a login and sits in the profile frame; 'Vedi tutti' leads to it (spec 3 §2)", async ({ page }) => {
    await page.goto('/profilo/il-mio-programma-fedelta');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofilo%2Fil-mio-programma-fedelta$/);
    await loginAs(page, 'premium@demo.club');
    await page.goto('/profilo/il-mio-programma-fedelta');
    await expect(page.locator('#contenuto').getByText('Profilo personale', { exact: true })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu del profilo' });
    await expect(menu.getByRole('link', { name: 'Programma Fedeltà' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Vedi tutti' })).toHaveAttribute('href', '/profilo/il-mio-programma-fedelta');
  });

  test("an ex-premium member, whose points are still usable, has 'Programma Fedeltà' in the profile menu (spec 3 §2, §4)", async ({ page }) => {
    await loginAs(page, 'expremium@demo.club');
    await page.goto('/profilo');
    const menu = page.getByRole('navigation', { name: 'Menu del profilo' });
    await menu.getByRole('link', { name: 'Programma Fedeltà' }).click();
    await expect(page).toHaveURL(/\/profilo\/il-mio-programma-fedelta$/);
    await expect(page.getByText(/Puoi utilizzare i tuoi punti fino al \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  });
});
