import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs } from './support';

const TEASER = 'Una selezione di premi pensata per i tuoi interessi';

test.describe('home rewards teaser (spec 3 §2 Rewards teaser, home layout)', () => {
  test('a loyalty member finds the teaser on the home, loaded once when scrolled to, with its dark box and light button', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/');
    const rewardsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('RewardsTeaser')) rewardsRequests.push(request.url());
    });
    const section = page.locator('[data-section="Premi del programma fedeltà"]');
    await expect(section).toBeAttached();
    expect(rewardsRequests).toHaveLength(0);
    await section.scrollIntoViewIfNeeded();
    const teaser = page.getByRole('region', { name: TEASER });
    await expect(teaser.locator('.reward-card:not(.reward-card--skeleton)')).toHaveCount(4);
    await expect(teaser).toHaveClass(/rewards-teaser--home/);
    await expect(teaser.getByRole('link', { name: 'Vai al catalogo' })).toHaveClass(/btn--outline/);
    await page.mouse.wheel(0, -2000);
    await teaser.scrollIntoViewIfNeeded();
    expect(rewardsRequests).toHaveLength(1);
    const results = await new AxeBuilder({ page }).include('[data-section="Premi del programma fedeltà"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a visitor has no rewards teaser on the home', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-section="I più letti"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-section="Premi del programma fedeltà"]')).toHaveCount(0);
  });
});
