import { expect, test } from '@playwright/test';
import { axeViolations, openAsOps, run } from './explorer-support';
import { E2E_OPS_KEY, E2E_OPS_OWNER } from './global-setup';

// The API explorer (/explorer): GraphiQL for ops and partner keys, with the query plan and cost of
// each operation in its "Piano e costo" panel. A slow operation's waterfall: explorer-traces.spec.ts.

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

  test('ops see the operations view: per-operation figures of the fleet over a range, the detail with its charts, and the recent operations', async ({ page }) => {
    await openAsOps(page);
    await run(page);
    await page.getByRole('button', { name: 'Show Operazioni' }).click();
    const view = page.getByRole('region', { name: 'Operazioni', exact: true });
    await view.getByLabel('Intervallo').selectOption('24h');
    const row = view.getByRole('table', { name: 'Latenza, richieste ed errori per operazione' }).locator('tr[data-operation="CatalogueAndPlans"]');
    await expect(row).toBeVisible();
    await expect(row.locator('td').nth(3)).toContainText('ms');
    await row.getByRole('button', { name: 'CatalogueAndPlans' }).click();
    await expect(view.getByRole('img', { name: /Latenza di CatalogueAndPlans/ })).toBeVisible();
    const recent = view.getByRole('table', { name: 'Ultime operazioni' });
    await expect(recent.getByRole('row').filter({ hasText: 'CatalogueAndPlans' }).first()).toContainText('ops');
    expect(await axeViolations(page, '.explorer-ops')).toEqual([]);
  });

  test("ops see the 'Campi' panel: each field's use, the fields nobody used in 30 days, a search that narrows them", async ({ page }) => {
    await openAsOps(page);
    await page.getByRole('button', { name: 'Show Campi' }).click();
    const view = page.getByRole('region', { name: 'Uso dei campi' });
    await expect(view.getByRole('heading', { name: 'Campi non usati negli ultimi 30 giorni' })).toBeVisible();
    await view.getByRole('searchbox', { name: 'Cerca un campo' }).fill('Query.plans');
    // Used or not (another test may have run an operation with it), the search keeps it in one of the two lists.
    await expect(view).toContainText('Query.plans');
    expect(await axeViolations(page, '.explorer-fields')).toEqual([]);
  });

  test("ops create a partner key in the 'Chiavi partner' panel; the partner uses it in the explorer without the ops panels; once revoked it gets 401", async ({ page, browser }) => {
    await openAsOps(page);
    await page.getByRole('button', { name: 'Show Chiavi partner' }).click();
    const panel = page.getByRole('region', { name: 'Chiavi API dei partner' });
    const partner = `e2e-partner-${Date.now()}`;
    await panel.getByLabel('Partner', { exact: true }).fill(partner);
    // The scopes of the explorer's default operation, picked from the schema's root fields.
    const fields = panel.getByRole('group', { name: 'Campi radice' });
    for (const field of ['viewer', 'courseCatalogue', 'plans']) {
      await panel.getByLabel('Filtra i campi').fill(field);
      await fields.getByLabel(field, { exact: true }).check();
    }
    await panel.getByLabel('Budget di costo al minuto').fill('5000');
    await panel.getByRole('button', { name: 'Crea la chiave' }).click();
    const key = (await panel.getByTestId('explorer-new-key').textContent())!;
    expect(key).toMatch(/^ck_[0-9a-f]{12}_/);
    const row = panel.getByRole('table', { name: 'Chiavi dei partner' }).getByRole('row').filter({ hasText: partner });
    await expect(row).toContainText('viewer, courseCatalogue, plans');
    expect(await axeViolations(page, '.explorer-keys')).toEqual([]);
    await panel.getByRole('button', { name: 'Fatto, nascondi la chiave' }).click();
    await expect(panel.getByTestId('explorer-new-key')).toHaveCount(0);

    // The partner, in a browser of their own: the explorer works with the new key, without the keys panel.
    const partnerContext = await browser.newContext();
    const partnerPage = await partnerContext.newPage();
    await partnerPage.goto('/explorer');
    await partnerPage.getByLabel('Chiave API').fill(key);
    await partnerPage.getByRole('button', { name: "Apri l'explorer" }).click();
    await expect(partnerPage.locator('.graphiql-query-editor')).toContainText('CatalogueAndPlans');
    await expect(partnerPage.getByRole('button', { name: /(Show|Hide) Piano e costo/ })).toBeVisible();
    // The operations view and the keys panel are ops data: a partner sees neither.
    await expect(partnerPage.getByRole('button', { name: 'Show Operazioni' })).toHaveCount(0);
    await expect(partnerPage.getByRole('button', { name: 'Show Chiavi partner' })).toHaveCount(0);
    await run(partnerPage);
    await expect(partnerPage.getByTestId('explorer-budget')).toContainText('su 5000 al minuto');
    // The endpoints refuse the partner key whatever the page shows.
    expect((await partnerPage.request.get('/ops/keys', { headers: { 'x-api-key': key } })).status()).toBe(401);

    // Ops revoke it, after confirming; the partner's next operation gets 401.
    await row.getByRole('button', { name: /^Revoca la chiave di/ }).click();
    await expect(row.getByRole('button', { name: 'Conferma la revoca' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status').filter({ hasText: 'revocata' })).toContainText(partner);
    await expect(row).toContainText('Revocata');
    const refused = partnerPage.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST');
    await partnerPage.getByRole('button', { name: /Execute query/i }).click();
    expect((await refused).status()).toBe(401);
    await expect(partnerPage.locator('.graphiql-response')).toContainText('KEY_REVOKED');
    await partnerContext.close();
  });

  test("ops change a key's budget in the panel, rotate and revoke it; 'Registro chiavi' names who did each, when, what and from where", async ({ page }) => {
    await openAsOps(page);
    await page.getByRole('button', { name: 'Show Chiavi partner' }).click();
    const panel = page.getByRole('region', { name: 'Chiavi API dei partner' });
    const partner = `e2e-audit-${Date.now()}`;
    await panel.getByLabel('Partner', { exact: true }).fill(partner);
    await panel.getByLabel('Tutti i campi (*)').check();
    await panel.getByLabel('Budget di costo al minuto').fill('5000');
    await panel.getByRole('button', { name: 'Crea la chiave' }).click();
    await panel.getByRole('button', { name: 'Fatto, nascondi la chiave' }).click();
    const row = panel.getByRole('table', { name: 'Chiavi dei partner' }).getByRole('row').filter({ hasText: partner });
    const keyId = (await row.getAttribute('data-key-id'))!;
    expect(keyId).toMatch(/^[0-9a-f]{12}$/);

    // The budget, changed after the creation from the keyboard: the field has the focus, Enter saves.
    await row.getByRole('button', { name: `Modifica la chiave di ${partner} (${keyId})` }).click();
    const edit = panel.getByRole('region', { name: `Modifica la chiave di ${partner} (${keyId})` });
    const budget = edit.getByLabel('Nuovo budget di costo al minuto');
    await expect(budget).toBeFocused();
    expect(await axeViolations(page, '.explorer-keys__edit')).toEqual([]);
    await budget.fill('7500');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status').filter({ hasText: 'aggiornata' })).toContainText(`Chiave di ${partner} (${keyId}) aggiornata: budget 7500 al minuto, non scade.`);
    await expect(edit).toHaveCount(0);
    await expect(row.getByRole('cell').nth(2)).toHaveText('7500');

    await row.getByRole('button', { name: /^Ruota la chiave di/ }).click();
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('explorer-new-key')).toHaveText(new RegExp(`^ck_${keyId}_`));
    await panel.getByRole('button', { name: 'Fatto, nascondi la chiave' }).click();
    await row.getByRole('button', { name: /^Revoca la chiave di/ }).click();
    await page.keyboard.press('Enter');
    await expect(row).toContainText('Revocata');

    // The audit, newest first: the four changes of this key, each by the ops key's owner, from this machine, today.
    await page.getByRole('button', { name: 'Show Registro chiavi' }).click();
    const audit = page.getByRole('table', { name: 'Modifiche alle chiavi dei partner' });
    const entries = audit.getByRole('row').filter({ has: page.getByRole('cell', { name: keyId, exact: true }) });
    await expect(entries).toHaveCount(4);
    const cells = await entries.evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));
    expect(cells.map(([, , , action]) => action)).toEqual(['Revoca', 'Rotazione', 'Modifica', 'Creazione']);
    const today = await page.evaluate(() => new Date().toLocaleDateString('it-IT', { dateStyle: 'short' }));
    for (const [when, who, from] of cells) {
      expect(when).toContain(today);
      expect(who).toBe(E2E_OPS_OWNER);
      expect(from).toMatch(/127\.0\.0\.1|::1/);
    }
    expect(cells[2]![5]).toBe('budget al minuto: 5000 → 7500');
    expect(cells[1]![5]).toContain('nuovo segreto');
    expect(cells[0]![5]).toMatch(/^revocata: — → /);
    expect(cells[3]![5]).toContain(`partner: ${partner}`);
    // Read-only in the page too: no control changes an entry (the routes refusing it: gateway/src/key-audit-usage.test.ts).
    await expect(entries.getByRole('button')).toHaveCount(0);
    expect(await axeViolations(page, '[aria-label="Registro delle modifiche alle chiavi"]')).toEqual([]);
  });
});
