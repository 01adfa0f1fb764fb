import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
// @ts-expect-error plain ESM module without types
import { portsWithOffset, startStack } from '../../scripts/stack.mjs';
import { loginAs } from './support';

/**
 * What a member sees with every cache of `npm start` on (the shared stack of the other browser
 * tests keeps nothing between requests): the gateway's kept answers (visitors' and each session's),
 * the subgraphs' cache hints and shared reads, and fad's kept enrolments. Their lifetimes are a
 * minute here instead of production's 5 s, so that only the drops a write makes, never an expiry on
 * a slow machine, can explain a fresh answer: a member's own write shows on their next page at once;
 * another member and a visitor never see it. This file runs its own stack (ports 5600+, fresh
 * database), as the fault journeys do.
 */
const OFFSET = 1600;
const CACHES_ON = {
  VISITOR_RESPONSE_TTL_MS: '60000',
  MEMBER_RESPONSE_MAX_TTL_MS: '60000',
  SUBGRAPH_CACHE_MAX_AGE_S: '60',
  SHARED_READS_TTL_MS: '60000',
  FAD_MEMBER_ENROLMENTS_TTL_MS: '60000',
};

const ports = portsWithOffset(OFFSET);
let dataDir = '';
let stack: { url: string; stop: () => Promise<void> } | null = null;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: `http://localhost:${ports.gateway}` });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-kept-'));
  stack = await startStack({ ports, dataDir, quiet: !process.env.E2E_VERBOSE, env: { NODE_ENV: 'test', SESSION_COOKIE_SECURE: 'false', ...CACHES_ON } });
});

test.afterAll(async () => {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The catalogue's first page, loaded. */
async function cataloguePage(page: Page): Promise<Locator> {
  await page.goto('/corsi-ecm-fad');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards;
}
const card = (cards: Locator, title: string) => cards.filter({ has: cards.page().getByRole('heading', { name: title, exact: true }) });

let startedTitle = '';

test("a member starts a course: back on the catalogue, with every cache on, the card says 'Continua il corso'", async ({ page }) => {
  await loginAs(page, 'premium@demo.club');
  const cards = await cataloguePage(page);
  // A course not started yet: its card offers 'Vai al corso'.
  const fresh = cards.filter({ hasText: 'Vai al corso' }).first();
  startedTitle = (await fresh.getByRole('heading').first().textContent())!.trim();
  // Loaded twice, so the page and the member's enrolments are kept before the write.
  await cataloguePage(page);

  await card(cards, startedTitle).getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: startedTitle })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('region', { name: 'Segui il corso' }).getByRole('button', { name: 'Vai al corso', exact: true }).click();
  await (await popup).close();

  const after = await cataloguePage(page);
  await expect(card(after, startedTitle)).toContainText('Continua il corso');
});

test('another member and a visitor, on the same kept catalogue page, do not see that course started', async ({ page, browser }) => {
  expect(startedTitle).not.toBe('');
  await loginAs(page, 'premium.lowcredit@demo.club');
  const theirs = await cataloguePage(page);
  await expect(card(theirs, startedTitle)).toBeVisible();
  await expect(card(theirs, startedTitle)).not.toContainText('Continua il corso');

  const visitor = await browser.newContext({ baseURL: `http://localhost:${ports.gateway}`, locale: 'it-IT' });
  try {
    const visitorPage = await visitor.newPage();
    const cards = await cataloguePage(visitorPage);
    await expect(card(cards, startedTitle)).toBeVisible();
    await expect(card(cards, startedTitle)).not.toContainText('Continua il corso');
    await expect(visitorPage.getByRole('link', { name: 'Accedi', exact: true }).first()).toBeVisible();
  } finally {
    await visitor.close();
  }
});
