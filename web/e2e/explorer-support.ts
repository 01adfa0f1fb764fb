import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_OPS_KEY } from './global-setup';

// What the explorer's journeys share (explorer.spec.ts on the suite's stack, explorer-traces.spec.ts on its own).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe over the page, or over `selector` only (our panel inside GraphiQL's third-party interface). */
export async function axeViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  return violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** Opens the explorer through its key form and waits for the editor to hold the default operation. */
export async function openAsOps(page: Page) {
  await page.goto('/explorer');
  await page.getByLabel('Chiave API').fill(E2E_OPS_KEY);
  await page.getByRole('button', { name: "Apri l'explorer" }).click();
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await expect(page.locator('.graphiql-query-editor')).toContainText('CatalogueAndPlans');
}

/** Runs the operation in the editor and waits for its answer. */
export async function run(page: Page) {
  await page.getByRole('button', { name: /Execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText('courseCatalogue', { timeout: 20_000 });
}
