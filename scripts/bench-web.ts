/**
 * `npm run bench:web`: Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown, Debian's
 * Chromium) on the home, the course catalogue, a course, an article and the plans page of a
 * production-mode stack, as a visitor. Prints, per page, the median over BENCH_WEB_RUNS runs (default
 * 3) of the performance and SEO scores, LCP, TBT, CLS and the JavaScript transferred while the page
 * loads, plus the LCP element. Starts two stacks of its own with a fresh database (building the web
 * client if it is stale): the portal as it runs (pages rendered on the server, ports 6200+) and the
 * same with SERVER_RENDERING=off (the shell, ports 6300+), their runs alternating; or BENCH_WEB_URL
 * points at running ones, several separated by commas (each gets its table; the first is judged).
 * BENCH_WEB_PAGES=home,article measures only those pages; BENCH_WEB_SAVE=<folder> keeps each run's
 * Lighthouse report (JSON) there. Prints its verdicts (issue 39): SEO 100 on every page, performance
 * at least PERFORMANCE_FLOOR, and, against the shell when there is one, LCP not worse.
 *
 * Then the members' pages (issue 42: the training area, the profile overview, the ECM triennium and
 * the catalogue as a premium member), signed in as premium@demo.club (its session cookie sent with
 * every request of the page, as the browser would), on the first stack: their performance and LCP,
 * and the verdict performance at least MEMBER_PERFORMANCE_FLOOR. BENCH_WEB_MEMBERS=off skips them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// @ts-expect-error plain ESM module without types
import { portsWithOffset, startStack } from './stack.mjs';
// @ts-expect-error plain ESM module without types
import { ensureServicesBuilt, ensureWebBuilt } from './ensure.mjs';
import { HomeNewsCarouselDocument } from '../web/src/gql/graphql';
import { sessionCookie } from './bench-kit';
import { persistedRequest } from './web-documents';

const LIGHTHOUSE_VERSION = (JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string }).version;
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Flags for Debian's Chromium on this closed network (no sandbox as root, no background calls). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The scores the public pages held before they were rendered on the server (docs/performance.md 'Web'). */
const PERFORMANCE_FLOOR = 96;
/** Lighthouse mobile on the members' pages (issue 42): at least this, beside the public pages' floor. */
const MEMBER_PERFORMANCE_FLOOR = 95;
/** The signed-in pages measured, as premium@demo.club. */
const MEMBER_PAGES = [
  { name: 'training area', path: '/profilo/la-mia-formazione' },
  { name: 'profile overview', path: '/profilo' },
  { name: 'ECM triennium', path: '/profilo/triennio-ecm' },
  { name: 'catalogue (premium)', path: '/corsi-ecm-fad' },
];
const MEMBER = 'premium@demo.club';

/** LCP 'not worse' than the shell's: within this much of it (runs on these machines move by more than that). */
const LCP_TOLERANCE = 1.05;

interface RunFigures {
  score: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  jsKb: number;
  jsFiles: number;
  lcpElement: string;
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The newest article's page, asked of the running portal (a fresh database has no fixed slug) the way
 * the browser asks: with the web client's persisted document of the home's news carousel (production
 * refuses ad-hoc documents from callers without an API key).
 */
async function articlePath(url: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(persistedRequest(HomeNewsCarouselDocument, { contentTypes: ['Articolo'], rows: 1 })),
  });
  const body = (await res.json()) as { data?: { contents: { items: { link: string }[] } } };
  const link = body.data?.contents.items[0]?.link;
  if (!link) throw new Error(`No article to measure: ${JSON.stringify(body)}`);
  return new URL(link, url).pathname;
}

type Details = { items?: Record<string, unknown>[] };

const SAVE_DIR = process.env.BENCH_WEB_SAVE;
let saved = 0;

/** One Lighthouse run; with `cookie`, every request of the page carries it (a signed-in member's session). */
async function measure(url: string, cookie?: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      writeFileSync(path.join(SAVE_DIR, `${String(++saved).padStart(2, '0')}-${new URL(url).pathname.split('/')[1] || 'home'}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = ((lhr.audits['network-requests']?.details as Details | undefined)?.items ?? []).filter((r) => r.resourceType === 'Script');
    const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as Details | undefined)?.items ?? [];
    // LH 12: a table of the element, then one of the LCP phases.
    const firstTable = lcpItems[0] as { items?: { node?: { snippet?: string } }[] } | undefined;
    const snippet = firstTable?.items?.[0]?.node?.snippet ?? '';
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      jsKb: requests.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024,
      jsFiles: requests.length,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: snippet.length > 90 ? `${snippet.slice(0, 87)}...` : snippet,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * A run Lighthouse could not record (NO_NAVSTART, NO_FCP: on a loaded host the trace sometimes misses
 * its start) is run again, up to twice, instead of ending the whole bench.
 */
async function measureOrRetry(url: string, cookie?: string): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, cookie);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof Error) || !err.message.startsWith('Lighthouse: ')) throw err;
      console.log(`  (${err.message.split(' ').slice(0, 2).join(' ')} on ${new URL(url).pathname}: run again)`);
    }
  }
}

/** A course of the catalogue, from the catalogue page as a visitor gets it (server-rendered: its links are in the HTML). */
async function coursePath(url: string): Promise<string> {
  const html = await (await fetch(`${url}/corsi-ecm-fad`)).text();
  const link = [...html.matchAll(/href="(\/corsi-ecm-fad\/[^"/]+)"/g)].map((m) => m[1]!).find((href) => !/\/(collana|ebook|film-formazione|videoclip)$/.test(href));
  if (!link) throw new Error('No course link on /corsi-ecm-fad (is the page rendered on the server?)');
  return link;
}

/** One run's line as it is printed (SEO left out on the members' pages, which are not for search engines). */
function runLine(label: string, f: RunFigures, seo: boolean): string {
  return `  ${label}: score ${f.score}${seo ? `, SEO ${f.seo}` : ''}, FCP ${Math.round(f.fcpMs)} ms, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, JS ${f.jsKb.toFixed(1)} KB, host CPU index ${Math.round(f.benchmarkIndex)}`;
}

/** A page's table row: the medians of its runs (performance with its range; the lowest SEO when asked). */
function medianRow(page: { name: string; path: string }, list: RunFigures[], seo: boolean): string {
  const m = (pick: (r: RunFigures) => number) => median(list.map(pick));
  const scores = list.map((r) => r.score);
  const seoCell = seo ? ` ${Math.min(...list.map((r) => r.seo))} |` : '';
  return `| ${page.name} (${page.path}) | ${m((r) => r.score)} (${Math.min(...scores)}-${Math.max(...scores)}) |${seoCell} ${(m((r) => r.fcpMs) / 1000).toFixed(2)} s | ${(m((r) => r.lcpMs) / 1000).toFixed(2)} s | ${Math.round(m((r) => r.tbtMs))} ms | ${m((r) => r.cls).toFixed(3)} | ${m((r) => r.jsKb).toFixed(1)} KB (${m((r) => r.jsFiles)} files) | \`${list[0]!.lcpElement.replace(/\|/g, '\\|')}\` |`;
}

async function main() {
  let stop: (() => Promise<void>) | null = null;
  let dataDir: string | null = null;
  let urls = process.env.BENCH_WEB_URL?.split(',').filter(Boolean) ?? [];
  try {
    if (!urls.length) {
      ensureServicesBuilt();
      ensureWebBuilt();
      dataDir = mkdtempSync(path.join(tmpdir(), 'club-bench-web-'));
      const env = { NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false', VIEWER_SIGNING_SECRET: 'bench-viewer-signing-secret-0123', SESSION_SECRET: 'bench-session-secret-0123456789-abcdefgh' };
      const rendered = await startStack({ ports: portsWithOffset(2200), dataDir, quiet: true, env });
      const shellDir = mkdtempSync(path.join(tmpdir(), 'club-bench-web-shell-'));
      const shell = await startStack({ ports: portsWithOffset(2300), dataDir: shellDir, quiet: true, env: { ...env, SERVER_RENDERING: 'off' } });
      urls = [rendered.url, shell.url];
      stop = async () => {
        await Promise.all([rendered.stop(), shell.stop()]);
        rmSync(shellDir, { recursive: true, force: true });
      };
    }
    const only = process.env.BENCH_WEB_PAGES?.split(',');
    const pages = [
      { name: 'home', path: '/' },
      { name: 'catalogue', path: '/corsi-ecm-fad' },
      { name: 'course', path: await coursePath(urls[0]!) },
      { name: 'article', path: await articlePath(urls[0]!) },
      { name: 'plans', path: '/piani' },
    ].filter((page) => !only || only.includes(page.name));
    console.log(`Lighthouse ${LIGHTHOUSE_VERSION} mobile, ${RUNS} run(s) per page (medians), against ${urls.join(' and ')}\n`);
    // One run per page first, not counted: the stack's caches and the upstream's first queries.
    for (const page of pages) for (const url of urls) await measureOrRetry(url + page.path);
    const rows = new Map<string, string[]>(urls.map((url) => [url, []]));
    const medians = new Map<string, { page: string; score: number; seo: number; lcpMs: number }[]>(urls.map((url) => [url, []]));
    for (const page of pages) {
      const runs = new Map<string, RunFigures[]>(urls.map((url) => [url, []]));
      // Several stacks (a before and an after): their runs alternate, so a busy spell of the host
      // weighs on both alike.
      for (let i = 0; i < RUNS; i++) {
        for (const url of urls) {
          const figures = await measureOrRetry(url + page.path);
          runs.get(url)!.push(figures);
          const which = urls.length > 1 ? ` [${url}]` : '';
          console.log(runLine(`${page.name} run ${i + 1}${which}`, figures, true));
        }
      }
      for (const url of urls) {
        const list = runs.get(url)!;
        const m = (pick: (r: RunFigures) => number) => median(list.map(pick));
        medians.get(url)!.push({ page: page.name, score: m((r) => r.score), seo: Math.min(...list.map((r) => r.seo)), lcpMs: m((r) => r.lcpMs) });
        rows.get(url)!.push(medianRow(page, list, true));
      }
    }
    for (const url of urls) {
      if (urls.length > 1) console.log(`\n${url}`);
      console.log('\n| page | performance (min-max) | SEO (lowest) | FCP | LCP | TBT | CLS | JS transferred | LCP element |');
      console.log('|---|---|---|---|---|---|---|---|---|');
      for (const row of rows.get(url)!) console.log(row);
    }
    printVerdicts(medians.get(urls[0]!)!, urls[1] ? medians.get(urls[1])! : null);
    if (process.env.BENCH_WEB_MEMBERS !== 'off') await memberPages(urls[0]!);
  } finally {
    await stop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The members' pages as premium@demo.club on `url`: one unrecorded run each, then RUNS runs, medians and the verdict. */
async function memberPages(url: string): Promise<void> {
  const cookie = await sessionCookie(url, MEMBER);
  console.log(`\nMembers' pages, signed in as ${MEMBER} (its session cookie on every request), ${RUNS} run(s) per page (medians), against ${url}\n`);
  for (const page of MEMBER_PAGES) await measureOrRetry(url + page.path, cookie);
  const results: { page: string; score: number; lcpMs: number }[] = [];
  const rows: string[] = [];
  for (const page of MEMBER_PAGES) {
    const list: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const figures = await measureOrRetry(url + page.path, cookie);
      list.push(figures);
      console.log(runLine(`${page.name} run ${i + 1}`, figures, false));
    }
    results.push({ page: page.name, score: median(list.map((r) => r.score)), lcpMs: median(list.map((r) => r.lcpMs)) });
    rows.push(medianRow(page, list, false));
  }
  console.log('\n| members\' page | performance (min-max) | FCP | LCP | TBT | CLS | JS transferred | LCP element |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  const slow = results.filter((r) => r.score < MEMBER_PERFORMANCE_FLOOR);
  console.log(`\nmembers' pages: performance at least ${MEMBER_PERFORMANCE_FLOOR} on every page: ${slow.length ? 'NOT MET' : 'MET'}${slow.length ? ` (${slow.map((r) => `${r.page} ${r.score}`).join(', ')})` : ''}`);
}

/** The issue's targets, judged on the first stack's medians (and against the second's LCP, the shell, when there is one). */
function printVerdicts(pages: { page: string; score: number; seo: number; lcpMs: number }[], shell: { page: string; lcpMs: number }[] | null): void {
  const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
  console.log('');
  const seoMisses = pages.filter((p) => p.seo < 100);
  console.log(`SEO 100 on every page: ${verdict(seoMisses.length === 0)}${seoMisses.length ? ` (${seoMisses.map((p) => `${p.page} ${p.seo}`).join(', ')})` : ''}`);
  const slow = pages.filter((p) => p.score < PERFORMANCE_FLOOR);
  console.log(`performance at least ${PERFORMANCE_FLOOR} on every page: ${verdict(slow.length === 0)}${slow.length ? ` (${slow.map((p) => `${p.page} ${p.score}`).join(', ')})` : ''}`);
  if (!shell) return console.log('LCP against the shell: not measured (one stack)');
  const worse = pages.filter((p) => {
    const before = shell.find((s) => s.page === p.page);
    return before && p.lcpMs > before.lcpMs * LCP_TOLERANCE;
  });
  console.log(`LCP not worse than the shell's (within ${Math.round((LCP_TOLERANCE - 1) * 100)} %): ${verdict(worse.length === 0)}${worse.length ? ` (${worse.map((p) => p.page).join(', ')})` : ''}`);
}

await main();
