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

/**
 * Opens `path` as a click on one of the portal's links does: the browser's router shows the page and
 * the page asks the API from the browser. (A full load of a page arrives rendered on the server, its
 * calls already answered there, where a test's `page.route` cannot reach them.) The current page must
 * be the portal's, running.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /true|false/);
  await page.evaluate((address) => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
