import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OPS_KEY } from './global-setup';

// The API explorer (/explorer): GraphiQL for ops and partner keys, with the query plan and cost of
// each operation in its "Piano e costo" panel.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe over the page, or over `selector` only (our panel inside GraphiQL's third-party interface). */
async function axeViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  return violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** Opens the explorer through its key form and waits for the editor to hold the default operation. */
async function openAsOps(page: Page) {
  await page.goto('/explorer');
  await page.getByLabel('Chiave API').fill(E2E_OPS_KEY);
  await page.getByRole('button', { name: "Apri l'explorer" }).click();
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await expect(page.locator('.graphiql-query-editor')).toContainText('CatalogueAndPlans');
}

/** Runs the operation in the editor and waits for its answer. */
async function run(page: Page) {
  await page.getByRole('button', { name: /Execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText('courseCatalogue', { timeout: 20_000 });
}

test.describe('API explorer', () => {
  test("the portal's pages never download the explorer (its own entry and chunks)", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.some((p) => p.startsWith('/assets/'))).toBe(true);
    expect(requested.filter((p) => /explorer|graphiql|monaco|worker/i.test(p))).toEqual([]);
  });

  test('a visitor is refused with the key form and no explorer', async ({ page }) => {
    const response = await page.goto('/explorer');
    expect(response!.status()).toBe(401);
    await expect(page.getByLabel('Chiave API')).toBeVisible();
    await expect(page.locator('.graphiql-container')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('ops open it with their key, run a cross-subgraph query and see its plan with fetches per subgraph', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await openAsOps(page);
    // The key was handed to the page, kept for the tab and put in the headers editor.
    expect(await page.evaluate(() => sessionStorage.getItem('club-explorer-key'))).toBe(E2E_OPS_KEY);
    await expect(page.locator('meta[name="club-explorer-key"]')).toHaveCount(0);

    await run(page);
    const panel = page.getByRole('region', { name: "Piano e costo dell'ultima operazione" });
    await expect(panel).toBeVisible();
    const fetches = panel.locator('.explorer-plan__fetch');
    await expect(fetches.first()).toBeVisible();
    const subgraphs = new Set(await fetches.evaluateAll((items) => items.map((li) => li.getAttribute('data-subgraph'))));
    expect(subgraphs.size).toBeGreaterThanOrEqual(2);
    expect([...subgraphs]).toEqual(expect.arrayContaining(['fad', 'commerce']));
    await expect(panel.getByTestId('explorer-cost')).toContainText('su 20.000');
    await expect(fetches.filter({ hasText: 'fad' }).first()).toContainText(/\d ms/);
    expect(violations).toEqual([]);
    expect(await axeViolations(page, '.explorer-plan')).toEqual([]);
  });

  test('ops see the operations view: per-operation figures over a window, a chart and the recent operations', async ({ page }) => {
    await openAsOps(page);
    await run(page);
    await page.getByRole('button', { name: 'Show Operazioni' }).click();
    const view = page.getByRole('region', { name: 'Operazioni recenti' });
    await view.getByLabel('Finestra').selectOption('5m');
    const row = view.getByRole('table', { name: 'Latenza, richieste ed errori per operazione' }).locator('tr[data-operation="CatalogueAndPlans"]');
    await expect(row).toBeVisible();
    await expect(row.locator('td').nth(2)).toContainText('ms');
    await expect(view.getByRole('img', { name: /Latenza per operazione/ })).toBeVisible();
    const recent = view.getByRole('table', { name: 'Ultime operazioni' });
    await expect(recent.getByRole('row').filter({ hasText: 'CatalogueAndPlans' }).first()).toContainText('ops');
    expect(await axeViolations(page, '.explorer-ops')).toEqual([]);
  });
});
