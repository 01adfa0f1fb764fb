/**
 * Section `ssr` of `npm run bench` (issue 42, server-rendered pages): a visitor's page as the gateway
 * serves it once rendered and kept (gateway/src/web/server-render.ts: with PUBLIC_ORIGIN set, a
 * rendered page is kept SERVER_RENDER_TTL_MS for the other visitors), on the production-default bench
 * stack, for the home, the course catalogue and the newest article.
 *
 * 1. Against the physical limit, as section `physical` does for kept answers: the gateway's answer to a
 *    visitor's GET (status, headers, body bytes) is recorded once the page is kept, checked to be the
 *    page rendered (its content in #root, not the shell), and a bare Node `http` server (a child
 *    process) sends the same bytes; the load client (autocannon, scripts/peers/load-client.mjs) runs in
 *    a process of its own, 20 connections, rounds alternating ours / bare, each server's CPU per
 *    request read from its own process. Target: ours ≥ SSR_BARE_TARGET × bare by req/s.
 * 2. Time to first byte: autocannon's latency is the whole answer, so scripts/peers/ttfb-client.mjs
 *    (its own process, 20 keep-alive loops) times each GET to its status line and headers. Target:
 *    a kept page's p99 < SSR_TTFB_P99_TARGET_MS at 20 connections. The same for a page not kept (each
 *    request a new address, `?n=…`, which the renderer keys apart), at 1 and 20 connections, is printed
 *    as information: what a render costs.
 * 3. The members' soak (scripts/soak.ts, as a child process: its 100 connections and 10 s warm-up,
 *    BENCH_SECONDS measured) on the same stack before and after the pages' load, each judged by `soakVerdict`
 *    (0 errors, p99 < 500 ms, on the whole mix and on the members' operations).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@club/shared-state/testing';
import { HomeNewsCarouselDocument } from '../web/src/gql/graphql';
import { postWeb, row } from './bench-kit';
import { printVerdicts, soakVerdict, SSR_BARE_TARGET, ssrBareVerdict, ssrTtfbVerdict, type Verdict } from './bench-targets';
import { recordPage, startBareServer } from './peers/bare-http';
import { loadFromOwnProcess, runPeerClient, type LoadFigures } from './peers/load-process';
import { loadAverage } from './proc-stats';
import type { SoakResultFile } from './soak';
// @ts-expect-error plain ESM module without types
import { ROOT } from './stack.mjs';
import { persistedRequest } from './web-documents';

const CONNECTIONS = 20;
const ROUNDS = 2;
/** What a browser sends for a page, without Accept-Encoding: the gateway then sends its kept page plain, the bytes the bare server sends. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-language': 'it-IT,it;q=0.9' };
/** The data block a rendered page carries before </body> (web/src/entry-server.tsx SERVER_STATE_ID); the shell has none. */
const SERVER_STATE_MARK = 'id="club-server-state"';
/** The members' soak's own warm-up (scripts/soak.ts SOAK_WARMUP_SECONDS): the section may start on a fresh stack. */
const SOAK_WARMUP_S = 10;

interface Page {
  name: string;
  path: string;
}

/** The pages measured: the home, the catalogue and the newest article (a fresh database has no fixed slug; found as bench:web finds it). */
async function visitorPages(gatewayUrl: string): Promise<Page[]> {
  const res = await postWeb(gatewayUrl, persistedRequest(HomeNewsCarouselDocument, { contentTypes: ['Articolo'], rows: 1 }));
  const link = ((await res.json()) as { data?: { contents: { items: { link: string }[] } } }).data?.contents.items[0]?.link;
  if (!link) throw new Error('no article to measure (HomeNewsCarousel gave none)');
  return [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/corsi-ecm-fad' },
    { name: 'article', path: new URL(link, gatewayUrl).pathname },
  ];
}

/**
 * Why `html` is not a page rendered on the server (null when it is): the data block is there, #root
 * does not hold the shell's first paint, and the page's <main> has its content (text, not a loading
 * state). The shell's #root holds `app-shell` (web/index.html) and an empty main is what a page that
 * rendered only its frame would send.
 */
export function notServerRendered(html: string): string | null {
  const rootStart = html.indexOf('<div id="root">');
  if (rootStart < 0) return 'no #root';
  const root = html.slice(rootStart, html.lastIndexOf('</body>'));
  if (!root.includes(SERVER_STATE_MARK)) return 'not server-rendered: no data block (the shell was sent)';
  if (root.includes('class="app-shell"')) return "not server-rendered: #root holds the shell's first paint";
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(root)?.[1];
  if (main === undefined) return 'not server-rendered: no <main> in #root';
  const text = main.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length >= 200 ? null : `not server-rendered: its <main> holds ${text.length} characters of text`;
}

/** A GET of `pagePath` from the load client's own process, the server `pid`'s CPU read around it. */
function loadPage(url: string, pagePath: string, pid: number | null, seconds: number): Promise<LoadFigures> {
  return loadFromOwnProcess({ url: `${url}${pagePath}`, method: 'GET', headers: PAGE_HEADERS, connections: CONNECTIONS, seconds }, pid);
}

interface TtfbFigures {
  requests: number;
  reqPerS: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** Answers without the data block (only counted for pages not kept: the shell sent when a render was late). */
  lacking: number;
}

function ttfb(url: string, pagePath: string, connections: number, seconds: number, kept: boolean): Promise<TtfbFigures> {
  return runPeerClient<TtfbFigures>('ttfb-client.mjs', { url, path: pagePath, headers: PAGE_HEADERS, connections, seconds, vary: !kept, mustContain: kept ? null : SERVER_STATE_MARK });
}

/** The members' soak (scripts/soak.ts) against `url` as a child process, its figures read from its result file. */
async function membersSoak(url: string, seconds: number, workDir: string, label: string): Promise<SoakResultFile> {
  const resultFile = path.join(workDir, `ssr-soak-${label}.json`);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/soak.ts'], {
      cwd: ROOT as string,
      env: { ...process.env, SOAK_URL: url, SOAK_SECONDS: String(seconds), SOAK_WARMUP_SECONDS: String(SOAK_WARMUP_S), SOAK_RESULT_FILE: resultFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`the soak exited ${code}: ${out.slice(-600)}`))));
  });
  try {
    return JSON.parse(readFileSync(resultFile, 'utf8')) as SoakResultFile;
  } catch (err) {
    throw new Error(`the soak wrote no figures (${(err as Error).message}): ${output.slice(-600)}`);
  } finally {
    rmSync(resultFile, { force: true });
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const ms = (value: number | null, digits = 3) => (value === null ? 'n/a' : value.toFixed(digits));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The section against a running production-default stack started with PUBLIC_ORIGIN (pages kept). */
export async function serverRenderedPages(options: { gatewayUrl: string; gatewayPid: number | null; seconds: number; workDir: string }): Promise<void> {
  const { gatewayUrl, gatewayPid, seconds, workDir } = options;
  const pages = await visitorPages(gatewayUrl);
  console.log(`\n## Server-rendered pages: a visitor's kept page vs a bare Node http server sending the same HTML, TTFB, and the members' soak before and after (load average ${loadAverage()})\n`);
  console.log(`Pages, as a visitor: ${pages.map((p) => `${p.name} ${p.path}`).join(', ')}\n`);

  // The members' soak first, on the stack as the section finds it.
  const soakBefore = await membersSoak(gatewayUrl, seconds, workDir, 'before');
  const loadAverageAfterSoak = loadAverage();

  const verdicts: Verdict[] = [];
  const throughput: string[] = [];
  const ttfbRows: string[] = [];
  const ratioLines: string[] = [];
  for (const page of pages) {
    // Twice: the first GET renders the page (and keeps it), the second is the kept one, recorded as sent.
    await recordPage(gatewayUrl, page.path, PAGE_HEADERS);
    const answer = await recordPage(gatewayUrl, page.path, PAGE_HEADERS);
    const body = Buffer.from(answer.body, 'base64');
    const problem = answer.status === 200 ? notServerRendered(body.toString('utf8')) : `HTTP ${answer.status}`;
    const label = page.name;
    const bare = await startBareServer([answer], await freePort(), path.join(workDir, 'ssr-bare-answers.json'));
    try {
      const runs = { ours: [] as LoadFigures[], bare: [] as LoadFigures[] };
      for (let round = 1; round <= ROUNDS; round++) {
        for (const [which, url, pid] of [['ours', gatewayUrl, gatewayPid], ['bare', bare.url, bare.child.pid ?? null]] as const) {
          const f = await loadPage(url, page.path, pid, seconds);
          runs[which].push(f);
          throughput.push(row([label, kb(body.length), which === 'ours' ? 'our gateway' : 'bare node http', round, f.reqPerS.toFixed(0), f.p50, f.p99, `${f.non2xx} / ${f.errors + f.timeouts}`, ms(f.cpuMsPerRequest)]));
        }
      }
      // TTFB of the kept page, ours then the bare server's for reference.
      const keptTtfb = await ttfb(gatewayUrl, page.path, CONNECTIONS, seconds, true);
      const bareTtfb = await ttfb(bare.url, page.path, CONNECTIONS, seconds, true);
      for (const [server, f] of [['our gateway', keptTtfb], ['bare node http', bareTtfb]] as const) {
        ttfbRows.push(row([label, server, 'kept', CONNECTIONS, f.requests, f.reqPerS.toFixed(0), f.p50, f.p90, f.p99, f.max, `${f.non2xx} / ${f.errors}`, '']));
      }
      const cpu = (list: LoadFigures[]) => (list.every((f) => f.cpuMsPerRequest !== null) ? mean(list.map((f) => f.cpuMsPerRequest!)) : null);
      const [oursCpu, bareCpu] = [cpu(runs.ours), cpu(runs.bare)];
      const failed = [...runs.ours, ...runs.bare].some((f) => f.non2xx + f.errors + f.timeouts > 0) ? 'answers that were not 2xx, or errors' : null;
      const ratios = runs.ours.map((f, i) => f.reqPerS / runs.bare[i]!.reqPerS);
      ratioLines.push(`- ${label}: ours ÷ bare by req/s ${ratios.map((x) => x.toFixed(2)).join(', ')} (rounds); by CPU per request (bare's ms ÷ ours) ${oursCpu && bareCpu ? (bareCpu / oursCpu).toFixed(2) : 'n/a'}${problem ? `; ${problem}` : ''}`);
      verdicts.push(ssrBareVerdict(label, mean(ratios), problem ?? failed));
      verdicts.push(ssrTtfbVerdict(label, CONNECTIONS, keptTtfb));
    } finally {
      await bare.stop();
    }
  }
  // Pages not kept (information, no target): after the kept ones, since these new addresses push the kept pages out of the renderer's keep.
  for (const page of pages) {
    for (const connections of [1, CONNECTIONS]) {
      const f = await ttfb(gatewayUrl, page.path, connections, seconds, false);
      ttfbRows.push(row([`${page.name} (?n=…)`, 'our gateway', 'not kept (rendered)', connections, f.requests, f.reqPerS.toFixed(0), f.p50, f.p90, f.p99, f.max, `${f.non2xx} / ${f.errors}`, f.lacking]));
    }
  }
  const loadAverageBeforeSoak = loadAverage();
  const soakAfter = await membersSoak(gatewayUrl, seconds, workDir, 'after');

  console.log(`Each page recorded once kept, served again by a bare Node http server child process; load client (autocannon) in its own process, ${CONNECTIONS} connections, ${seconds} s runs, ${ROUNDS} rounds alternating (SSR_BARE_TARGET ${SSR_BARE_TARGET}×)\n`);
  console.log('| page | HTML | server | round | req/s | p50 ms | p99 ms | non-2xx / errors | server CPU ms/req |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const line of throughput) console.log(line);
  console.log('');
  for (const line of ratioLines) console.log(line);
  console.log(`\nTime to first byte (status line and headers), scripts/peers/ttfb-client.mjs in its own process, keep-alive loops, ${seconds} s each; a page not kept is a new address per request (each one rendered)\n`);
  console.log('| page | server | page kept | connections | requests | req/s | TTFB p50 ms | p90 ms | p99 ms | max ms | non-2xx / errors | shell sent instead |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const line of ttfbRows) console.log(line);
  console.log(`\nThe members' soak (scripts/soak.ts: its 100 connections, ${SOAK_WARMUP_S} s warm-up, ${seconds} s measured) on this stack before the pages' load (load average after it ${loadAverageAfterSoak}) and after it (load average before it ${loadAverageBeforeSoak})\n`);
  console.log("| members' soak | req/s | requests | failed | p50 ms | p99 ms (whole mix) | p99 ms (members' operations) |");
  console.log('|---|---|---|---|---|---|---|');
  for (const [when, s] of [['before the pages', soakBefore], ['after the pages', soakAfter]] as const) {
    console.log(row([when, s.reqPerS.toFixed(0), s.whole.requests, s.whole.failed, s.p50Ms.toFixed(0), s.whole.p99Ms.toFixed(0), s.members.p99Ms.toFixed(0)]));
  }
  for (const [when, s] of [['before', soakBefore], ['after', soakAfter]] as const) {
    const kinds = Object.entries(s.errorKinds).sort((a, b) => b[1] - a[1]);
    if (kinds.length) console.log(`\nFailures of the soak ${when} the pages, by kind: ${kinds.map(([kind, n]) => `${kind} × ${n}`).join(', ')}`);
  }
  for (const [when, s] of [['before the pages', soakBefore], ['after the pages', soakAfter]] as const) {
    verdicts.push(soakVerdict(`members' soak ${when}, whole mix`, s.whole), soakVerdict(`members' soak ${when}, members' operations`, s.members));
  }
  printVerdicts(verdicts, 'Server-rendered pages against the targets (this run)');
}
