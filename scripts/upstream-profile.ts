/**
 * `npx tsx scripts/upstream-profile.ts`: how long the reference upstream takes to answer each call the
 * subgraphs make for the portal's key pages (article, home, search suggestions, ECM catalogue), one
 * call at a time, so the figures are service time without queueing (PGlite answers one query at a
 * time: under load every call waits for the ones before it).
 *
 * It starts the upstream alone (upstream/dist/main.js, built first when stale, as scripts/stack.mjs does) on a fresh demo
 * database in a temporary folder, with UPSTREAM_SQL_TIMING=1, signs the premium persona in, warms
 * each call up, then times PROFILE_RUNS (30) sequential calls per endpoint and prints mean, p50 and
 * p95 per call, the upstream process's CPU time per call (from /proc: on a machine shared with other
 * work the wall times swing with its load, the CPU time much less), the SQL time and statements per
 * call (GET /_metrics/sql) and the sums per page.
 *
 *   PROFILE_RUNS=50                  calls per endpoint
 *   PROFILE_PORT_OFFSET=3600         upstream port 4010 + offset (default 800: 4810)
 *   PROFILE_DATA_DIR=.data/profile   reuse (and keep) a seeded data folder instead of a fresh one
 *   DATABASE_URL=postgres://…        profile the Postgres server path instead (its database is used as it is)
 *   PROFILE_CPU_PROF=DIR             also write a V8 CPU profile of the upstream into DIR (open it in Chrome's DevTools)
 *   PROFILE_ONLY=regex               only the calls whose page or name matches (e.g. 'search|Corsi')
 *   UPSTREAM_PG_SHARED_BUFFERS=128MB the embedded database's buffer pool (upstream/src/db.ts)
 *   --sql                            also list the costliest SQL statements of each endpoint
 *   --json FILE                      write the figures to FILE; --compare FILE prints them beside an earlier run
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { upstreamLogin } from '../upstream/src/testing';
import { cpuSeconds, rssMb } from './proc-stats';
// @ts-expect-error plain ESM module without types
import { ensureServicesBuilt } from './ensure.mjs';
// @ts-expect-error plain ESM module without types
import { ROOT, stopChildren, UPSTREAM_MALLOC_ENV, UPSTREAM_MAX_HEAP_MB } from './stack.mjs';

const RUNS = Number(process.env.PROFILE_RUNS ?? 30);
const WARMUP = 3;
const PORT = 4010 + Number(process.env.PROFILE_PORT_OFFSET ?? 800);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const argValue = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const SHOW_SQL = args.includes('--sql');
const JSON_OUT = argValue('--json');
const COMPARE = argValue('--compare');

interface Call {
  page: string;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  member?: boolean;
}

interface Result {
  page: string;
  name: string;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  /** The upstream process's CPU (user + system) per call; null where /proc can't tell. */
  cpuMsPerCall: number | null;
  sqlMsPerCall: number;
  statementsPerCall: number;
  topSql: { sql: string; calls: number; totalMs: number }[];
}

const NEWEST_FIRST = [{ field: 'publicationDate', direction: 'desc' }];
/** The subgraph's listing body (CmsApi.explicit): debug and fallback always said. */
const listing = (filters: Record<string, unknown>, rows: number) => ({ ...filters, debug: false, criteria: { rows, offset: 0, skip: 0, fallback: false, orderCriteria: NEWEST_FIRST } });

/**
 * The upstream calls of each page, as the subgraphs send them (recorded through the gateway with the
 * web client's documents and scripts/bench.ts's page operations). `article` is the newest article.
 */
function calls(article: { slug: string; id: string; category: string }): Call[] {
  const suggestion = (filters: Record<string, unknown>) => listing({ contains: 'diab', ...filters }, 5);
  return [
    { page: 'article', name: 'GET /CMS/Contenuti/PerSlug/{slug}', method: 'GET', path: `/CMS/Contenuti/PerSlug/${encodeURIComponent(article.slug)}` },
    { page: 'article', name: 'POST Ungrouped related (category, 3)', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ category: [article.category], exclude: { id: [article.id] } }, 3) },
    { page: 'article', name: 'POST Ungrouped readAlso (Articolo, 3)', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ contentType: ['Articolo'], exclude: { id: [article.id] } }, 3) },
    { page: 'article', name: 'POST /FAD/Corsi/PerId (course, member)', method: 'POST', path: '/FAD/Corsi/PerId', body: { ids: [4] }, member: true },
    { page: 'article', name: 'GET /favorites/ids (member)', method: 'GET', path: '/favorites/ids', member: true },
    { page: 'article', name: 'GET /CMS/Paywall?placement=articolo', method: 'GET', path: '/CMS/Paywall?placement=articolo' },
    // The sidebar: suggested contents (3, grouping 1; a doctor's occupation first) and the latest contents.
    {
      page: 'article',
      name: 'POST grouped suggested (category, doctor)',
      method: 'POST',
      path: '/CMS/Search/EditorialContent',
      body: {
        category: [article.category],
        exclude: { contentType: ['Tool', 'Modulo'], id: [article.id] },
        userOccupation: { medicalOccupation: 'Medico chirurgo', medicalOccupationDetail: [], medicalSpecialties: ['Cardiologia'] },
        debug: false,
        criteria: { rows: 3, groupingLimit: 1, offset: 0, skip: 0, fallback: false, orderCriteria: NEWEST_FIRST },
      },
    },
    { page: 'article', name: 'GET /graphql/latest-contents (4)', method: 'GET', path: '/graphql/latest-contents?first=4' },
    { page: 'home', name: 'GET /CMS/Banner?placement=home', method: 'GET', path: '/CMS/Banner?placement=home' },
    { page: 'home', name: 'POST Ungrouped News+Articolo (6)', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ contentType: ['News', 'Articolo'] }, 6) },
    { page: 'home', name: 'POST Ungrouped not Modulo/Tool (6)', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ exclude: { contentType: ['Modulo', 'Tool'] } }, 6) },
    { page: 'home', name: 'POST Ungrouped Articolo (12)', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ contentType: ['Articolo'] }, 12) },
    { page: 'home', name: 'POST Ungrouped Video+Podcast+Webinar (12)', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ contentType: ['Video', 'Podcast', 'Webinar'] }, 12) },
    { page: 'home', name: 'POST /FAD/Corsi page 1 (visitor)', method: 'POST', path: '/FAD/Corsi', body: { limit: 9, page: 1, filters: {} } },
    { page: 'home', name: 'GET /CMS/Categorie', method: 'GET', path: '/CMS/Categorie' },
    { page: 'home', name: 'GET /graphql/latest-contents Tool (4)', method: 'GET', path: '/graphql/latest-contents?first=4&contentType=Tool' },
    { page: 'home', name: 'GET /recommender/magazines', method: 'GET', path: '/recommender/magazines' },
    { page: 'home', name: 'POST /recommender/suggested (generic)', method: 'POST', path: '/recommender/suggested', body: { magazine: 'MedicalMagazine', numPosts: 8 } },
    { page: 'home', name: 'POST /recommender/suggested (profession)', method: 'POST', path: '/recommender/suggested', body: { magazine: 'QuotidianoSanita', numPosts: 8, professione: '1' } },
    { page: 'home', name: 'GET /CMS/PiuLetti?rows=5', method: 'GET', path: '/CMS/PiuLetti?rows=5' },
    { page: 'home', name: 'GET professionalcards take=4', method: 'GET', path: '/professionallist/professionalcards?take=4&page=1' },
    { page: 'home', name: 'GET /favorites/categorie (member)', method: 'GET', path: '/favorites/categorie', member: true },
    { page: 'search suggestions', name: 'POST Ungrouped contains (editorial, 5)', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: suggestion({ exclude: { contentType: ['Tool', 'Modulo'] } }) },
    { page: 'search suggestions', name: 'POST Ungrouped contains (Modulo, 5)', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: suggestion({ contentType: ['Modulo'] }) },
    { page: 'search suggestions', name: 'POST Ungrouped contains (Tool, 5)', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: suggestion({ contentType: ['Tool'] }) },
    { page: 'search suggestions', name: 'POST /FAD/Corsi search (5)', method: 'POST', path: '/FAD/Corsi', body: { search: 'diab', limit: 5, page: 1, filters: {} } },
    { page: 'catalogue', name: 'POST /FAD/Corsi page 2, 3-5 credits', method: 'POST', path: '/FAD/Corsi', body: { limit: 9, page: 2, filters: { creditsFrom: 3, creditsTo: 5 } } },
    { page: 'catalogue', name: 'POST /FAD/Corsi page 1 (member)', method: 'POST', path: '/FAD/Corsi', body: { limit: 9, page: 1, filters: {} }, member: true },
    { page: 'catalogue', name: 'GET /CRM/Utente (member)', method: 'GET', path: '/CRM/Utente', member: true },
    { page: 'catalogue', name: 'GET /CRM/Utente/Portafogli (member)', method: 'GET', path: '/CRM/Utente/Portafogli', member: true },
  ];
}

async function startUpstream(): Promise<{ pid: number | null; stop: () => Promise<void> }> {
  const fresh = !process.env.PROFILE_DATA_DIR && !process.env.DATABASE_URL;
  const dataDir = process.env.PROFILE_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'upstream-profile-'));
  const cpuProf = process.env.PROFILE_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE_CPU_PROF)}`] : [];
  ensureServicesBuilt();
  const child = spawn(process.execPath, [...cpuProf, `--max-old-space-size=${UPSTREAM_MAX_HEAP_MB}`, 'upstream/dist/main.js'], {
    cwd: ROOT as string,
    env: { ...process.env, ...UPSTREAM_MALLOC_ENV, UPSTREAM_PORT: String(PORT), UPSTREAM_DATA_DIR: dataDir, UPSTREAM_SQL_TIMING: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    await stopChildren([child]);
    if (fresh) rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the upstream exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/health`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not up yet (the first start seeds the demo database)
    }
    if (Date.now() - started > 300_000) {
      await stop();
      throw new Error(`the upstream is not up at ${BASE} after 300 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { pid: child.pid ?? null, stop };
}

async function send(call: Call, token: string): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.member) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${BASE}${call.path}`, { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${call.name}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function profile(call: Call, token: string, pid: number | null): Promise<Result> {
  for (let i = 0; i < WARMUP; i++) await send(call, token);
  await fetch(`${BASE}/_metrics/sql/reset`, { method: 'POST' });
  const times: number[] = [];
  const cpuBefore = cpuSeconds(pid);
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await send(call, token);
    times.push(performance.now() - started);
  }
  const cpuAfter = cpuSeconds(pid);
  const sql = (await (await fetch(`${BASE}/_metrics/sql`)).json()) as { sql: string; calls: number; totalMs: number }[];
  const sorted = [...times].sort((a, b) => a - b);
  return {
    page: call.page,
    name: call.name,
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    cpuMsPerCall: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / RUNS,
    sqlMsPerCall: sql.reduce((a, s) => a + s.totalMs, 0) / RUNS,
    statementsPerCall: sql.reduce((a, s) => a + s.calls, 0) / RUNS,
    topSql: sql.slice(0, 3).map((s) => ({ sql: s.sql, calls: s.calls / RUNS, totalMs: s.totalMs / RUNS })),
  };
}

const ms = (n: number | null | undefined) => (n === null || n === undefined ? '–' : n.toFixed(1));

function print(results: Result[], before: Result[] | null): void {
  const previous = new Map((before ?? []).map((r) => [`${r.page}|${r.name}`, r]));
  const head = before
    ? '| page | call | mean ms | p95 ms | CPU ms/call | SQL ms/call | statements/call |'
    : '| page | call | mean ms | p50 ms | p95 ms | CPU ms/call | SQL ms/call | statements/call |';
  console.log(`\n${head}\n${head.replace(/[^|]+/g, '---')}`);
  for (const r of results) {
    const b = previous.get(`${r.page}|${r.name}`);
    const pair = (field: 'meanMs' | 'p95Ms' | 'cpuMsPerCall' | 'sqlMsPerCall') => `${ms(b?.[field])} → ${ms(r[field])}`;
    const cols = before
      ? [r.page, r.name, pair('meanMs'), pair('p95Ms'), pair('cpuMsPerCall'), pair('sqlMsPerCall'), `${b ? b.statementsPerCall.toFixed(1) : '–'} → ${r.statementsPerCall.toFixed(1)}`]
      : [r.page, r.name, ms(r.meanMs), ms(r.p50Ms), ms(r.p95Ms), ms(r.cpuMsPerCall), ms(r.sqlMsPerCall), r.statementsPerCall.toFixed(1)];
    console.log(`| ${cols.join(' | ')} |`);
  }
  console.log('\nSums per page of the mean and of the CPU per call (one call after another; the subgraphs send most of them in parallel):');
  for (const page of [...new Set(results.map((r) => r.page))]) {
    const sum = (rs: Result[], field: 'meanMs' | 'cpuMsPerCall') => rs.filter((r) => r.page === page).reduce((a, r) => a + (r[field] ?? 0), 0);
    const figure = (field: 'meanMs' | 'cpuMsPerCall') => `${before ? `${ms(sum(before, field))} → ` : ''}${ms(sum(results, field))} ms`;
    console.log(`  ${page}: mean ${figure('meanMs')}, CPU ${figure('cpuMsPerCall')}`);
  }
  if (SHOW_SQL) {
    for (const r of results) {
      console.log(`\n${r.page} / ${r.name}:`);
      for (const s of r.topSql) console.log(`  ${ms(s.totalMs)} ms/call, ${s.calls.toFixed(1)}×: ${s.sql.slice(0, 240)}`);
    }
  }
}

const upstream = await startUpstream();
try {
  const token = await upstreamLogin(BASE, 'premium@demo.club', 'Club2026!');
  const newest = (await send(
    { page: '', name: 'newest article', method: 'POST', path: '/CMS/Search/EditorialContent/Ungrouped', body: listing({ contentType: ['Articolo'] }, 1) },
    token,
  )) as { docs: { id: string; link: string; category: { label: string } }[] };
  const doc = newest.docs[0]!;
  const article = { id: doc.id, slug: doc.link.split('/').pop()!, category: doc.category.label };
  const results: Result[] = [];
  const only = process.env.PROFILE_ONLY ? new RegExp(process.env.PROFILE_ONLY, 'i') : null;
  for (const call of calls(article)) if (!only || only.test(`${call.page} ${call.name}`)) results.push(await profile(call, token, upstream.pid));
  print(results, COMPARE ? (JSON.parse(readFileSync(COMPARE, 'utf8')) as Result[]) : null);
  console.log(`\nUpstream RSS after the calls: ${rssMb(upstream.pid) ?? '?'} MB`);
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 1));
} finally {
  await upstream.stop();
}
