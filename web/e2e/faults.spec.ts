import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
// @ts-expect-error plain ESM module without types
import { portsWithOffset, startStack, TEST_STACK_ENV } from '../../scripts/stack.mjs';
import { FaultProxy, upstreamFamilyOf, type Fault } from '../../gateway/test-kit/fault-proxy';
import { loginAs } from './support';

/**
 * A member's pages while one dependency is stopped, then frozen: the page renders, the failing
 * section shows the spec's message instead of spinning, and the rest is there. This file runs its
 * own stack (ports 5200+, fresh database) with fault proxies in front of each subgraph and of the
 * upstream (per family), so the shared stack of the other browser tests is never disturbed.
 */
const OFFSET = 1200;
const PROXY_PORT_BASE = 5220;
const SUBGRAPHS = ['crm', 'fad', 'cms', 'commerce'] as const;
type Dependency = (typeof SUBGRAPHS)[number];

// The production upstream deadline (a shorter one fails the healthy sign-in of a cold stack on a busy
// machine), a shorter subgraph deadline so a frozen subgraph costs seconds; breakers kept shut (the
// Vitest fault suite covers them).
const DEADLINES = { UPSTREAM_TIMEOUT_MS: '4000', SUBGRAPH_TIMEOUT_MS: '8000', CIRCUIT_FAILURE_THRESHOLD: '1000' };
/** Longest a failing section may take to show its message: the subgraph deadline plus rendering. */
const SECTION_TIMEOUT = 30_000;

const ports = portsWithOffset(OFFSET);
let dataDir = '';
let stack: { url: string; stop: () => Promise<void> } | null = null;
let upstreamProxy: FaultProxy;
const subgraphProxies = {} as Record<Dependency, FaultProxy>;

test.describe.configure({ timeout: 240_000 });
test.use({ baseURL: `http://localhost:${ports.gateway}` });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-faults-'));
  upstreamProxy = await FaultProxy.start(`http://127.0.0.1:${ports.upstream}`, { scopeOf: upstreamFamilyOf, port: PROXY_PORT_BASE });
  for (const [i, name] of SUBGRAPHS.entries()) {
    subgraphProxies[name] = await FaultProxy.start(`http://127.0.0.1:${ports[name]}`, { port: PROXY_PORT_BASE + 1 + i });
  }
  stack = await startStack({
    ports,
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: { NODE_ENV: 'test', ...TEST_STACK_ENV, SESSION_COOKIE_SECURE: 'false', UPSTREAM_URL: upstreamProxy.origin, ...DEADLINES },
    gatewayEnv: Object.fromEntries(SUBGRAPHS.map((n) => [`SUBGRAPH_${n.toUpperCase()}_URL`, `${subgraphProxies[n].origin}/graphql`])),
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await Promise.all([upstreamProxy?.close(), ...Object.values(subgraphProxies).map((p) => p.close())]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `journey` with the dependency stopped, then frozen; heals it whatever happens. */
async function withEachFault(kind: 'subgraph' | 'family', name: Dependency, journey: (fault: Fault) => Promise<void>) {
  const proxy = kind === 'subgraph' ? subgraphProxies[name] : upstreamProxy;
  for (const fault of ['stopped', 'frozen'] as Fault[]) {
    await proxy.inject(fault, kind === 'family' ? name : null);
    try {
      await test.step(`${kind} ${name} ${fault}`, () => journey(fault));
    } finally {
      await proxy.heal();
    }
  }
}

/** A home section, scrolled into view (again, until it mounts) so it loads. */
async function homeSection(page: Page, label: string): Promise<Locator> {
  const section = page.locator(`[data-section="${label}"]`);
  await expect(async () => {
    await section.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 100);
    await expect(section).not.toHaveAttribute('style', /min-height/, { timeout: 1_000 });
  }).toPass({ timeout: SECTION_TIMEOUT });
  return section;
}

async function expectHomeCourses(page: Page) {
  const courses = await homeSection(page, 'Corsi ECM');
  await expect(courses.getByRole('link').first()).toBeVisible({ timeout: SECTION_TIMEOUT });
}

async function expectHomeLatestNews(page: Page) {
  const news = await homeSection(page, 'Ultime News e Approfondimenti');
  await expect(news.getByRole('article').first()).toBeVisible({ timeout: SECTION_TIMEOUT });
}

async function expectSectionMessage(page: Page, label: string, message: string) {
  const section = await homeSection(page, label);
  await expect(section.getByText(message)).toBeVisible({ timeout: SECTION_TIMEOUT });
}

const COURSES_ERROR = 'Errore nel servizio /FAD/Corsi';
const TRAINING_ERROR = 'Errore nel servizio /FAD/Corsi/PersonaliTriennio';
const LATEST_NEWS_ERROR = 'Non è stato possibile caricare le ultime news. Riprova più tardi.';
const MOST_READ_ERROR = 'Non è stato possibile caricare i contenuti più letti.';
const PROFESSIONALS_ERROR = 'Errore del servizio durante la richiesta della section con i Professionisti Sanitari.';
const NO_PLANS_TEXT = 'Non sono presenti prodotti da acquistare.';
const LIST_FAILURE_MESSAGE = 'Errore del servizio durante la richiesta della lista.';

for (const kind of ['subgraph', 'family'] as const) {
  test.describe(`${kind === 'subgraph' ? 'a subgraph' : 'an upstream family'} stopped or frozen`, () => {
    test(`fad ${kind}: catalogue and training area show the service message, the home the rest`, async ({ page }) => {
      await loginAs(page, 'premium@demo.club');
      await withEachFault(kind, 'fad', async () => {
        await page.goto('/corsi-ecm-fad');
        await expect(page.getByText(COURSES_ERROR)).toBeVisible({ timeout: SECTION_TIMEOUT });
        await expect(page.getByRole('navigation').first()).toBeVisible();
        await page.goto('/profilo/la-mia-formazione');
        await expect(page.getByText(TRAINING_ERROR)).toBeVisible({ timeout: SECTION_TIMEOUT });
        await page.goto('/');
        await expectHomeLatestNews(page);
      });
    });

    test(`cms ${kind}: the home's news sections show their messages, the courses are there`, async ({ page }) => {
      await loginAs(page, 'premium@demo.club');
      await withEachFault(kind, 'cms', async () => {
        await page.goto('/');
        await expectSectionMessage(page, 'Ultime News e Approfondimenti', LATEST_NEWS_ERROR);
        await expectSectionMessage(page, 'I più letti', MOST_READ_ERROR);
        await expectHomeCourses(page);
        await page.goto('/corsi-ecm-fad');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SECTION_TIMEOUT });
        await expect(page.getByText(COURSES_ERROR)).toHaveCount(0);
      });
    });

    test(`crm ${kind}: the directory shows the list failure, the home hides the professionals and shows the rest`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await loginAs(page, 'premium@demo.club');
      await withEachFault(kind, 'crm', async () => {
        await page.goto('/professionisti-sanitari');
        await expect(page.getByText(LIST_FAILURE_MESSAGE).first()).toBeVisible({ timeout: SECTION_TIMEOUT });
        await page.goto('/');
        // Spec 1 §8: the professionals section's failure is logged and the section stays hidden.
        logged.length = 0;
        await homeSection(page, 'I nuovi Professionisti entrati nel network');
        await expect.poll(() => logged.some((text) => text.includes(PROFESSIONALS_ERROR)), { timeout: SECTION_TIMEOUT }).toBe(true);
        await expect(page.getByRole('heading', { name: 'I nuovi Professionisti entrati nel network' })).toHaveCount(0);
        await expectHomeLatestNews(page);
        await expectHomeCourses(page);
      });
    });

    test(`commerce ${kind}: the plans page says there are no plans, the rest is there`, async ({ page }) => {
      await loginAs(page, 'premium@demo.club');
      await withEachFault(kind, 'commerce', async () => {
        await page.goto('/piani');
        await expect(page.getByText(NO_PLANS_TEXT)).toBeVisible({ timeout: SECTION_TIMEOUT });
        await expect(page.getByRole('heading', { level: 1, name: 'Piani e prezzi' })).toBeVisible();
        await page.goto('/');
        await expectHomeLatestNews(page);
        await expectHomeCourses(page);
      });
    });
  });
}
