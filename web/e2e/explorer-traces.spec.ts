import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
// @ts-expect-error plain ESM module without types
import { portsWithOffset, startStack, TEST_STACK_ENV } from '../../scripts/stack.mjs';
import { axeViolations, openAsOps, run } from './explorer-support';
import { E2E_OPS_KEY } from './global-setup';

/**
 * A slow operation opens as a waterfall (issue 41): ops run a cross-subgraph operation, find it in the
 * operations view, follow its link to its traces, and open the kept one as a waterfall of the
 * gateway's operation and each subgraph fetch, every bar as long as its time.
 *
 * "Slow" is the gateway's TRACE_KEEP_SLOWER_THAN_MS. Production keeps operations over 1000 ms, which no
 * demo operation reaches on an idle stack; a threshold of 1 ms makes every operation that goes to a
 * subgraph slow, and no sampling (always_off) means the trace is kept for its duration alone. That
 * would keep a trace of every operation of the whole suite, so this file runs its own stack (fresh
 * database), as the fault journeys do, on ports 50 above the suite's.
 */
const ports = portsWithOffset(Number(process.env.E2E_PORT_OFFSET ?? 500) + 50);
const SLOW_TRACES = { TRACE_KEEP_SLOWER_THAN_MS: '1', OTEL_TRACES_SAMPLER: 'always_off' };

let dataDir = '';
let stack: { stop: () => Promise<void> } | null = null;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: `http://localhost:${ports.gateway}` });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-traces-'));
  stack = await startStack({
    ports,
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: { NODE_ENV: 'test', ...TEST_STACK_ENV, SESSION_COOKIE_SECURE: 'false', OPS_API_KEYS: `e2e-ops:${E2E_OPS_KEY}`, ...SLOW_TRACES },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A duration as the panel writes it ("1.234,5 ms") in milliseconds. */
const msOf = (text: string) => Number(text.replace(/\s*ms$/, '').replace(/\./g, '').replace(',', '.'));

/** A span's bar as drawn on the page: its left edge and width in CSS pixels. */
async function barOf(svg: Locator, spanId: string) {
  const box = (await svg.locator(`g[data-span="${spanId}"] rect`).boundingBox())!;
  return { left: box.x, width: box.width };
}

test('a slow operation opens as a waterfall: from the operations view to its traces, the gateway span and each subgraph fetch drawn to scale', async ({ page }) => {
  await openAsOps(page);
  await run(page);

  // The operations view: the operation, its detail, and the link to its traces.
  await page.getByRole('button', { name: 'Show Operazioni' }).click();
  const view = page.getByRole('region', { name: 'Operazioni', exact: true });
  const row = view.getByRole('table', { name: 'Latenza, richieste ed errori per operazione' }).locator('tr[data-operation="CatalogueAndPlans"]');
  await expect(async () => {
    await view.getByRole('button', { name: 'Aggiorna' }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await row.getByRole('button', { name: 'CatalogueAndPlans' }).click();
  await view.getByRole('link', { name: 'Tracce di CatalogueAndPlans' }).click();

  // The "Tracce" panel opens on that operation's kept traces; the trace is written within a second or so.
  await expect(page).toHaveURL(/#\/tracce\?operazione=CatalogueAndPlans$/);
  const traces = page.getByRole('region', { name: 'Tracce delle operazioni' });
  await expect(traces.getByRole('heading', { name: 'Tracce di CatalogueAndPlans' })).toBeVisible();
  await expect(traces.getByLabel('Operazione')).toHaveValue('CatalogueAndPlans');
  const kept = traces.getByRole('table', { name: 'Tracce conservate' }).getByRole('row').filter({ hasText: 'CatalogueAndPlans' });
  await expect(async () => {
    await traces.getByRole('button', { name: 'Mostra' }).click();
    await expect(kept.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // Kept for its duration (no sampling on this stack), as the reason column says.
  await expect(kept.first()).toContainText('lenta');
  await kept.first().getByRole('button', { name: /^Apri la traccia di CatalogueAndPlans delle / }).click();

  await expect(traces.getByRole('heading', { name: /^Traccia di CatalogueAndPlans, [\d.,]+ ms \(lenta, richiesta / })).toBeVisible();
  const svg = traces.getByRole('img', { name: /^Cascata della traccia di CatalogueAndPlans/ });
  await expect(svg).toBeVisible();

  // The spans as the table lists them: the gateway's operation, and a fetch per subgraph the plan visits.
  const spans = traces.getByRole('table', { name: 'Span della traccia' }).locator('tbody tr');
  const rows = await spans.evaluateAll((trs) =>
    trs.map((tr) => ({ id: tr.getAttribute('data-span')!, cells: [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? '') })),
  );
  const [operation, ...rest] = rows;
  expect(operation).toMatchObject({ id: 'op', cells: ['CatalogueAndPlans', '—', 'Operazione', '0 ms', expect.stringMatching(/ ms$/), expect.any(String)] });
  const fetches = rest.filter((r) => r.cells[2] === 'Richiesta al subgraph');
  // A fetch's row reads "subgraph fad (fad)": its name, then the subgraph.
  expect(fetches.map((f) => f.cells[0]!.split(' (')[0])).toEqual(expect.arrayContaining(['subgraph fad', 'subgraph commerce']));
  for (const f of fetches) expect(f.cells[1]).toBe('CatalogueAndPlans');

  // Each bar is drawn to scale: the operation's spans the track, each fetch's lies within it, starting
  // and lasting in the same proportion of the operation as the table's times (the SVG's 1-unit minimum
  // width and rounding of the drawing aside).
  const total = msOf(operation!.cells[4]!);
  expect(total).toBeGreaterThanOrEqual(1);
  const op = await barOf(svg, 'op');
  expect(op.width).toBeGreaterThan(100);
  for (const f of fetches) {
    const bar = await barOf(svg, f.id);
    const [start, duration] = [msOf(f.cells[3]!), msOf(f.cells[4]!)];
    expect(bar.left).toBeGreaterThanOrEqual(op.left - 0.5);
    expect(bar.left + bar.width).toBeLessThanOrEqual(op.left + op.width + 0.5);
    expect(Math.abs((bar.left - op.left) / op.width - start / total)).toBeLessThan(0.01);
    expect(Math.abs(bar.width / op.width - duration / total)).toBeLessThan(0.01);
  }
  expect(await axeViolations(page, '.explorer-traces')).toEqual([]);
});
