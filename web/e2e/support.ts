import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Club2026!';

/** Signs in through the login page, as a member would, and waits for the redirect. */
export async function loginAs(page: Page, username: string, options: { redirectTo?: string } = {}): Promise<void> {
  const query = options.redirectTo ? `?redirectTo=${encodeURIComponent(options.redirectTo)}` : '';
  await page.goto(`/login${query}`);
  await page.getByLabel('E-mail o username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}
