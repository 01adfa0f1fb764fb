import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error plain ESM module without types
import { portsWithOffset, startStack, TEST_STACK_ENV } from '../../scripts/stack.mjs';
import { axeViolations } from './explorer-support';

/**
 * A visitor's page as production sends it once it is kept (PUBLIC_ORIGIN set: gateway/src/web/kept-pages.ts):
 * finished once and sent as it is, before Express, to the visitors who ask meanwhile, compressed for
 * the browser. The shared stack of the other browser tests sets no public origin (every page is
 * rendered there): this file runs its own stack (fresh database), on ports 65 above the suite's (80
 * in a second worker, which `--repeat-each` may use at the same time), with pages kept a minute so
 * that the browser surely gets the kept copy.
 */
const ports = portsWithOffset(Number(process.env.E2E_PORT_OFFSET ?? 500) + 65 + 15 * Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const origin = `http://localhost:${ports.gateway}`;
let dataDir = '';
let stack: { stop: () => Promise<void> } | null = null;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-kept-pages-'));
  stack = await startStack({
    ports,
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: { NODE_ENV: 'test', ...TEST_STACK_ENV, SESSION_COOKIE_SECURE: 'false', PUBLIC_ORIGIN: origin, SERVER_RENDER_TTL_MS: '60000' },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

// The operations each page was rendered with (as web/e2e/server-rendered.spec.ts): none is asked again while hydrating.
const rendered: Record<string, string[]> = {
  '/': ['Viewer', 'AppLayout', 'PageComponents', 'HomeBanners'],
  '/corsi-ecm-fad': ['Viewer', 'AppLayout', 'CourseCatalogue', 'CatalogueFilterOptions'],
};

for (const [address, operations] of Object.entries(rendered)) {
  test(`${address} kept: the browser gets the kept page, compressed, and hydrates from it; axe finds nothing`, async ({ page, request }) => {
    // Rendered (the first visits of a cold stack may get the shell), then kept: the same bytes each time.
    let kept = '';
    await expect
      .poll(async () => {
        kept = await (await request.get(address)).text();
        return kept.includes('id="club-server-state"');
      }, { timeout: 30_000 })
      .toBe(true);
    expect(await (await request.get(address)).text()).toBe(kept);
    expect(kept).toContain(`<link rel="canonical" href="${origin}${address}">`);

    const problems = watchProblems(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) asked.push(JSON.parse(r.postData() ?? '{}').operationName as string);
    });
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toBe(kept);
    expect(['br', 'gzip']).toContain((await response?.allHeaders())?.['content-encoding']);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(problems, 'console').toEqual([]);
    expect(asked.filter((name) => operations.includes(name)), 'asked again while hydrating').toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}
