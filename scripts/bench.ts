/**
 * `npm run bench`: requests per second, p50/p99 latency and errors through the gateway, plus upstream
 * calls per operation and the gateway's CPU per request, for the portal's key operations.
 *
 * 1. Persisted vs ad-hoc: each operation sent as a persisted document's hash (what browsers send) and
 *    as the same document's text (what partners and ops send), at 1 and 50 connections for the hash
 *    and 50 for the text. The bench writes its operations into a manifest of its own (the web
 *    client's format, like the browser tests' in web/e2e/documents.ts) and starts the gateway with
 *    the web client's manifest and its own, accepting both forms (BROWSER_DOCUMENTS=any).
 * 2. Operation metrics and logs: a few key operations (hash form) on a stack with the gateway's
 *    operation metrics and JSON logs (production's defaults) and on one without them
 *    (OPERATION_METRICS=off, LOG_LEVEL=silent), each started fresh on the same database.
 * 2b. Usage recording (gateway/src/usage/): the visitors' operations answered from the kept answers
 *    (hash form, 50 connections) on stacks with USAGE_RECORDING=off and on (off, on, on, off, each
 *    fresh), with the gateway's CPU per request side by side and the verdict (≤ 5 %).
 * 2c. Observability on (issue 42): the same kept-answer operations on stacks with tracing off and on
 *    as operations run it (OTEL_EXPORTER_OTLP_ENDPOINT at a discarding OTLP receiver the bench starts,
 *    parentbased_traceidratio at 0.1, logs and metrics on), off, on, on, off, each fresh, with the
 *    spans the receiver got; then our gateway with tracing on beside Hive Gateway with its own
 *    OpenTelemetry at the same sampling and its response cache on. Verdicts: on ≥ 0.9× off, ≥ 1.5× Hive.
 * 2d. Physical limit (`physical`): a visitor's and a member's kept answer against a bare Node http
 *    server sending the same bytes, the load client in a process of its own (scripts/bench-physical.ts).
 * 2e. Server-rendered pages (`ssr`, issue 42): a visitor's kept page (home, catalogue, an article)
 *    against a bare Node http server sending the same HTML, its time to first byte at 20 connections
 *    (and a page not kept's, as information), and the members' soak before and after on the same
 *    stack (scripts/bench-ssr.ts). The bench stacks set PUBLIC_ORIGIN so that rendered pages are kept.
 * 3. Peers: our gateway against Hive Gateway (JavaScript and Rust query planners) on the same
 *    stack (the production-default one of section 2), see scripts/bench-peers.ts.
 * 3b. Members' mix (`club`): a thousand signed-in members' visits, ours against Hive (Rust planner, its
 *    response cache per member), upstream calls per request and cache hit share of each, on a
 *    PostgreSQL server and on PGlite, the upstream seeded at 2× (scripts/bench-club.ts).
 * 4. In containers (`containers`, issue 42): the deploy suite's soak through HAProxy for
 *    BENCH_SOAK_SECONDS (20) against the compose fleet (deploy/compose.yaml, the image built from
 *    deploy/Dockerfile), then against the process fleet (fleet/harness.ts); verdicts 0 errors and
 *    p99 < 500 ms on each side, containers ÷ processes as information (scripts/bench-containers.ts).
 *    Without docker it prints 'containers: not measured: <reason>' (NOT MET) and goes on.
 *
 * An answer counts as an error when its HTTP status is not 2xx or its body carries GraphQL `errors`
 * (every answer of the load is checked), and each operation is sample-checked once per form before
 * the load (and given up to 15 s to recover when the check fails, e.g. a breaker the previous load
 * opened). Starts its own production-mode stacks on ports 4700+ (BENCH_PORT_OFFSET, 700, shifts
 * them; the bench stops if one is taken) with a fresh database unless BENCH_URL points at a running
 * one (then BENCH_UPSTREAM_URL gives its upstream for the call counts, that gateway must load the
 * manifest the bench writes to .data/bench-persisted-documents.json, and section 2 is skipped).
 * BENCH_SECONDS (5) sets the length of each run; BENCH_SECTIONS (persisted,metrics,usage,observability,physical,ssr,peers,club,containers) picks
 * sections and BENCH_PEERS=off drops the third. BENCH_SECTIONS=traces (not run by default) measures
 * the kept traces: every operation sampled (OTEL_TRACES_SAMPLER=always_on: its trace kept and the
 * subgraphs' ftv1 inline traces asked for), one in ten, and none, members' operations with no answer kept.
 *
 * BENCH_SCALE (e.g. `1,20`): the upstream seeded at those multiples of the demo data
 * (UPSTREAM_SEED_SCALE, each scale its own fresh data folder). Sections 1 and 2 run at the first;
 * the peers section runs at each in turn (a fresh stack per scale), and with two or more the bench
 * prints each operation's req/s at every scale over its req/s at the first, with the verdict.
 * Prints figures and the targets' verdicts (scripts/bench-targets.ts); asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as docs from '../web/src/gql/graphql';
import { BENCH_SECRETS, drainUpstream, type Operation, isGoodAnswer, postWeb, problemOf, row, sessionCookie, stopOnInterrupt } from './bench-kit';
import { clubMix } from './bench-club';
import { containersBesideProcesses } from './bench-containers';
import { comparePeers, PEER_DOCUMENTS, type PeersFigures } from './bench-peers';
import { physicalLimit } from './bench-physical';
import { serverRenderedPages } from './bench-ssr';
import { printVerdicts, scaleVerdict, tracingOnHiveVerdict, tracingOnVerdict, usageRecordingVerdict } from './bench-targets';
import { startDiscardingReceiver, type DiscardingReceiver, type ReceiverCounts } from './otlp-discarding-receiver';
import { BENCH_CLAIMS_HEADER, encodeClaims, VISITOR_CLAIMS } from './peers/claims-header';
import { startHivePeer, supergraphFor, type HivePeer } from './peers/hive-peer';
import { cpuSeconds, loadAverage, pidListeningOn } from './proc-stats';
// @ts-expect-error plain ESM module without types
import { ensureServicesBuilt } from './ensure.mjs';
// @ts-expect-error plain ESM module without types
import { portsWithOffset, ROOT, startStack } from './stack.mjs';
import { manifestOf, persistedDocumentId, persistedRequest } from './web-documents';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** Unreported load before the measured runs of a fresh stack (JIT, caches, connection pools). */
const WARMUP_S = 1;

export const OPERATIONS: Operation[] = [
  { name: 'viewer (visitor)', query: 'query BenchViewer { viewer { subscriptionType headerButtons { label href } profileMenu { label href } topBarColour } }' },
  { name: 'layout (navigation, top bar, footer)', query: 'query BenchLayout { navigation { label href children { label href } } topBar { id message } footer { tagline links { label href } } }' },
  {
    name: 'catalogue page (visitor)',
    query: 'query BenchCatalogueVisitor($i: CourseSearchInput) { courseCatalogue(input: $i) { total totalPages items { id title credits series { name } teachingModel { name } viewerStatus { status } } } }',
    variables: { i: { page: 2, credits: 'FROM_3_TO_5' } },
  },
  {
    name: 'catalogue page (premium member)',
    query: 'query BenchCatalogueMember($i: CourseSearchInput) { courseCatalogue(input: $i) { total items { id title credits viewerStatus { status started } } } }',
    variables: { i: { page: 1 } },
    as: 'premium@demo.club',
  },
  {
    name: 'catalogue page with access decisions (premium member)',
    query: 'query BenchCatalogueAccess($i: CourseSearchInput) { courseCatalogue(input: $i) { total items { id title credits viewerStatus { status } accessDecision { outcome showsUpgradeInsteadOfStart } } } }',
    variables: { i: { page: 1 } },
    as: 'premium@demo.club',
  },
  {
    name: 'training area (premium member)',
    query: 'query BenchTrainingArea { trainingSummary { active passed failed expired } trainingArea(status: ACTIVE) { page totalPages items { id title credits viewerStatus { status percentageOfCompletion } } } }',
    as: 'premium@demo.club',
  },
  {
    // Every section of the home in one operation (the browser loads them as they scroll into view):
    // hero banners, latest news, courses teaser, favourite news, latest tools, the two news carousels,
    // the two magazine teasers, most read and the newest professionals.
    name: 'home page (all sections)',
    query: `query BenchHome {
      banners(placement: "home") { id title ctas { label link } }
      latest: contents(input: { contentTypes: [News, Articolo], rows: 6 }) { items { id title link imageUrl publicationDate category { label } } }
      courseCatalogue(input: { page: 1 }) { total items { id slug title credits } }
      favouriteCategories
      newsCategories { label }
      favourite: contents(input: { excludeContentTypes: [Modulo, Tool], rows: 6 }) { items { id title link } }
      latestContents(contentType: Tool, first: 4) { items { id title link } }
      articles: contents(input: { contentTypes: [Articolo], rows: 12 }) { items { id title link } }
      media: contents(input: { contentTypes: [Video, Podcast, Webinar], rows: 12 }) { items { id title link } }
      medical: magazinePosts(magazine: "MedicalMagazine") { categories { posts { id title link } } }
      daily: magazinePosts(magazine: "QuotidianoSanita") { categories { posts { id title link } } }
      mostRead(limit: 5) { id title link }
      latestProfessionals { id firstName lastName profession { description } }
    }`,
  },
  {
    name: 'home page (all sections, premium member)',
    query: `query BenchHomeMember {
      latest: contents(input: { contentTypes: [News, Articolo], rows: 6 }) { items { id title link isFavourite } }
      courseCatalogue(input: { page: 1 }) { total items { id title viewerStatus { status } } }
      favouriteCategories
      favourite: contents(input: { excludeContentTypes: [Modulo, Tool], rows: 6 }) { items { id title link } }
      medical: magazinePosts(magazine: "MedicalMagazine") { categories { posts { id title link } } }
      latestProfessionals { id firstName lastName profession { description } }
    }`,
    as: 'premium@demo.club',
  },
  {
    name: 'article page (premium member)',
    query:
      'query BenchArticle($p: String!) { contentBySlug(path: $p) { id title abstract body headings author publicationDate paywalled isFavourite allowedActions { action allowed upsellTitle } topics { title link } hasTopics relatedComponents hasContinueReading course { id title credits viewerStatus { status } } related { id title link } readAlso { id title link } } }',
    variables: { p: '' },
    as: 'premium@demo.club',
  },
  { name: 'search suggestions', query: 'query BenchSearchSuggestions($t: String!) { searchSuggestions(text: $t) { kind label items { id title href } } }', variables: { t: 'diab' } },
  { name: 'plans', query: 'query BenchPlans { plans { id name mostLiked priceList { installmentPlanId totalPrice { cents } instalmentPrice { cents } } } }' },
  {
    name: 'legal services hub (registered member)',
    query:
      'query BenchLegalHub($p: String!) { servicePage(path: $p) { path kind title hero { title body ctas { label link eventCode } } headerLinks { label link } anchors { label href } menuCtas { label link } areasTitle areas { title } cardGroups { key title anchorId cards { id title body href cta } } form { formType formCampaign formTitle formId } formWithheld legalNotes showsContactButtons } }',
    variables: { p: 'legali' },
    as: 'registrato@demo.club',
  },
  {
    // The shops home: each block one upstream call, in parallel (spec 3 §2, issue 13 'Speed').
    name: 'shops home (all blocks, premium member)',
    query:
      'query BenchShopsHome { shopsIntroVisible shopsBestOffers { id title badgeType reducedPriceValue reducedPriceSymbol endDateText canActivate } shopsFeaturedCoupons { id title canActivate } topShops { id name logoUrl logoLinks } shopsSlideshow { id title imageUrl imageMobileUrl } }',
    as: 'premium@demo.club',
  },
];

/** Section 2: visitors' shared answers (viewer, layout) and members' planned and executed operations. */
/** Section 4 (kept traces): members' operations, which reach the subgraphs on every request once no answer is kept. */
const TRACES_OPERATIONS = ['catalogue page (premium member)', 'training area (premium member)', 'article page (premium member)'];
/** Both stacks of section 4: no answer kept (each request is a full operation), no operation kept for being slow. */
const TRACES_STACK_ENV = { VISITOR_RESPONSE_TTL_MS: '0', MEMBER_RESPONSE_MAX_TTL_MS: '0', TRACE_KEEP_SLOWER_THAN_MS: '0' };

const METRICS_OPERATIONS = ['viewer (visitor)', 'layout (navigation, top bar, footer)', 'catalogue page (premium member)', 'article page (premium member)'];

/** The bench's own persisted documents, in the web client's manifest format. */
export function benchManifest(): Record<string, string> {
  return manifestOf([...OPERATIONS.map((o) => o.query), ...PEER_DOCUMENTS]);
}

type Form = 'hash' | 'ad-hoc';

function bodyOf(op: Operation, form: Form): string {
  const variables = op.variables ?? {};
  if (form === 'ad-hoc') return JSON.stringify({ query: op.query, variables });
  return JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: persistedDocumentId(op.query).replace(/^sha256:/, '') } } });
}

/** The article operation needs a real path: the newest article's link (the home carousel's document). */
async function fillArticlePath(url: string): Promise<void> {
  const res = await postWeb(url, persistedRequest(docs.HomeNewsCarouselDocument, { contentTypes: ['Articolo'], rows: 1 }));
  const link = ((await res.json()) as { data: { contents: { items: { link: string }[] } } }).data.contents.items[0]!.link;
  const article = OPERATIONS.find((o) => o.name.startsWith('article page'))!;
  article.variables = { p: link };
}

async function upstreamCalls(gatewayUrl: string, upstreamUrl: string, body: string, headers: Record<string, string>): Promise<number> {
  await fetch(`${upstreamUrl}/_metrics/reset`, { method: 'POST' });
  await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body });
  const counts = (await (await fetch(`${upstreamUrl}/_metrics/requests`)).json()) as Record<string, number>;
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** One request per operation and form before the load: does the answer carry data and no error? */
async function sampleCheck(url: string, body: string, headers: Record<string, string>): Promise<string | null> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
  const text = await res.text();
  const problem = problemOf(res.status, text);
  if (problem) return problem;
  const data = (JSON.parse(text) as { data?: Record<string, unknown> | null }).data;
  return data && Object.keys(data).length > 0 ? null : `HTTP ${res.status} without data`;
}

/**
 * The sample check, repeated for up to RECOVERY_MS while it fails: the previous operation's load may
 * have left a circuit breaker open (10 s cool-down), which should not count against this one. Returns
 * the problem seen, with how it ended, or null when the first answer was good.
 */
const RECOVERY_MS = 15_000;
async function sampleCheckUntilHealthy(url: string, body: string, headers: Record<string, string>): Promise<string | null> {
  const first = await sampleCheck(url, body, headers);
  if (!first) return null;
  const started = Date.now();
  while (Date.now() - started < RECOVERY_MS) {
    await new Promise((r) => setTimeout(r, 3000));
    if (!(await sampleCheck(url, body, headers))) return `${first} (good again after ${Math.round((Date.now() - started) / 1000)} s)`;
  }
  return `${first} (still failing after ${RECOVERY_MS / 1000} s)`;
}

interface Figures {
  reqPerS: number;
  p50: number;
  p99: number;
  /** Socket errors and timeouts, non-2xx answers and 2xx answers carrying GraphQL errors. */
  errors: number;
  firstProblem: string | null;
  /** The gateway process's CPU per answered request, ms (null when its pid is unknown). */
  gatewayCpuMs: number | null;
  /** Requests answered during the run. */
  answered: number;
}

async function load(url: string, body: string, headers: Record<string, string>, connections: number, seconds: number, gatewayPid: number | null): Promise<Figures> {
  let bad = 0;
  let firstProblem: string | null = null;
  const cpuBefore = cpuSeconds(gatewayPid);
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        headers,
        body,
        onResponse: (status, responseBody) => {
          // Cheap test on every answer; the detail only for the first bad one.
          if (isGoodAnswer(status, responseBody)) return;
          bad += 1;
          firstProblem ??= problemOf(status, responseBody);
        },
      },
    ],
  });
  const cpuAfter = cpuSeconds(gatewayPid);
  const answered = r.requests.total;
  return {
    reqPerS: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + bad,
    firstProblem: firstProblem ?? (r.errors ? `${r.errors} socket errors or timeouts` : null),
    gatewayCpuMs: cpuBefore !== null && cpuAfter !== null && answered > 0 ? (1000 * (cpuAfter - cpuBefore)) / answered : null,
    answered,
  };
}

const cpu = (f: Figures) => (f.gatewayCpuMs === null ? '?' : f.gatewayCpuMs.toFixed(2));

interface Stack {
  url: string;
  upstreamUrl: string;
  gatewayPid: number | null;
  stop: (() => Promise<void>) | null;
}

/** Ports 4700+ by default; BENCH_PORT_OFFSET picks others (e.g. when another bench is running). */
const PORTS = portsWithOffset(Number(process.env.BENCH_PORT_OFFSET ?? 700)) as Record<string, number> & { gateway: number; upstream: number };

/** Refuses to start on a port something else listens on: the stack's health checks would measure that other stack. */
async function assertPortsFree(): Promise<void> {
  for (const [name, port] of Object.entries(PORTS)) {
    await new Promise<void>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', () => reject(new Error(`port ${port} (${name}) is in use: another stack is running there; set BENCH_PORT_OFFSET to another offset`)));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
    });
  }
}

/**
 * BENCH_SCALE: the upstream's seed scales, e.g. `1,20` (each a positive integer); empty when unset,
 * then the upstream seeds the demo data as it always does.
 */
function benchScales(value: string | undefined): number[] {
  const scales = (value ?? '').split(',').map((x) => x.trim()).filter(Boolean).map(Number);
  const wrong = scales.filter((n) => !Number.isInteger(n) || n < 1);
  if (wrong.length) throw new Error(`BENCH_SCALE: ${value} is not a list of positive integers (e.g. 1,20)`);
  return scales;
}
const SCALES = benchScales(process.env.BENCH_SCALE);

/**
 * A stack's upstream at one scale: its own data folder under the bench's (the upstream prepares a
 * folder once, for the seed and scale it was prepared with) and UPSTREAM_SEED_SCALE for its seed.
 * The folder is prepared here first, by the upstream's own preparation (upstream/src/prepare-data-dir.ts,
 * what the upstream runs in a child process at its start), so the stack's start is not held to its
 * readiness wait by a large seed, and the seed's time is printed. No scale: the bench's folder and
 * the upstream's default seed, prepared by the upstream as always.
 */
async function scaled(dataDir: string, scale: number | undefined): Promise<{ dataDir: string; env: Record<string, string> }> {
  if (scale === undefined) return { dataDir, env: {} };
  const folder = path.join(dataDir, `upstream-scale-${scale}`);
  const env = { UPSTREAM_SEED_SCALE: String(scale) };
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true });
    const started = Date.now();
    const result = spawnSync(process.execPath, ['upstream/dist/prepare-data-dir.js'], {
      cwd: ROOT as string,
      env: { ...process.env, ...env, UPSTREAM_DATA_DIR: folder },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`preparing the upstream's folder at ${scale}× failed (${result.signal ?? `exit code ${result.status}`}):\n${`${result.stdout}${result.stderr}`.slice(-2000)}`);
    console.log(`(upstream's data folder seeded at ${scale}× the demo data in ${Math.round((Date.now() - started) / 1000)} s)`);
  }
  return { dataDir: folder, env };
}

async function startBenchStack(dataDir: string, manifestPath: string, env: Record<string, string> = {}, scale: number | undefined = SCALES[0]): Promise<Stack> {
  await assertPortsFree();
  // The stack runs the compiled services, as production does (scripts/stack.mjs).
  ensureServicesBuilt();
  const upstream = await scaled(dataDir, scale);
  const stack = await startStack({
    ports: PORTS,
    dataDir: upstream.dataDir,
    quiet: true,
    env: {
      NODE_ENV: 'production',
      // The bench counts the upstream calls per operation (/_metrics/requests), a hook production never serves.
      UPSTREAM_TEST_HOOKS: '1',
      SESSION_COOKIE_SECURE: 'false',
      ...BENCH_SECRETS,
      // Both forms from everyone: the web client's documents, the bench's own, and their text.
      BROWSER_DOCUMENTS: 'any',
      // Every connection comes from this one address: the keyless limit per address (a browser's, 1200 a
      // minute by default) is raised, or the bench would measure 429s (docs/performance.md).
      KEYLESS_REQUESTS_PER_MINUTE: '1000000',
      // A rendered page is kept for other visitors only with a public origin (section ssr); nothing else the bench measures reads it.
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORTS.gateway}`,
      PERSISTED_DOCUMENTS_PATHS: `${path.join(ROOT as string, 'web/src/gql/persisted-documents.json')},${manifestPath}`,
      ...upstream.env,
      ...env,
    },
  });
  const unregister = stopOnInterrupt(stack.stop);
  const stop = async () => {
    unregister();
    await stack.stop();
  };
  return { url: stack.url, upstreamUrl: `http://127.0.0.1:${PORTS.upstream}`, gatewayPid: pidListeningOn(PORTS.gateway), stop };
}

/** Signs the members in once per stack; each operation's headers. */
async function headersFor(url: string): Promise<Map<Operation, Record<string, string>>> {
  const cookies = new Map<string, string>();
  const result = new Map<Operation, Record<string, string>>();
  for (const op of OPERATIONS) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (op.as) {
      if (!cookies.has(op.as)) cookies.set(op.as, await sessionCookie(url, op.as));
      headers.cookie = cookies.get(op.as)!;
    }
    result.set(op, headers);
  }
  return result;
}

async function warmUp(stack: Stack, ops: Operation[], headers: Map<Operation, Record<string, string>>, forms: Form[]): Promise<void> {
  for (const op of ops) for (const form of forms) await load(stack.url, bodyOf(op, form), headers.get(op)!, 10, WARMUP_S, null);
}

/** Section 1: each operation as a hash and as text. */
async function persistedVersusAdHoc(stack: Stack): Promise<void> {
  const headers = await headersFor(stack.url);
  await fillArticlePath(stack.url);
  // Upstream calls of one operation on the fresh stack, before the warm-up and the sample checks
  // fill the visitors' shared answers and the subgraphs' shared reads.
  const calls = new Map<Operation, number>();
  for (const op of OPERATIONS) {
    await drainUpstream(stack.upstreamUrl);
    calls.set(op, await upstreamCalls(stack.url, stack.upstreamUrl, bodyOf(op, 'hash'), headers.get(op)!));
  }
  await warmUp(stack, OPERATIONS, headers, ['hash', 'ad-hoc']);
  const sampleProblems: string[] = [];
  const loadProblems: string[] = [];
  console.log('## Persisted (hash) vs ad-hoc documents\n');
  console.log('| operation | form | connections | req/s | p50 ms | p99 ms | errors | gateway CPU ms/req | upstream calls/op |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [index, op] of OPERATIONS.entries()) {
    const h = headers.get(op)!;
    await drainUpstream(stack.upstreamUrl);
    for (const form of ['hash', 'ad-hoc'] as const) {
      const problem = await sampleCheckUntilHealthy(stack.url, bodyOf(op, form), h);
      if (problem) sampleProblems.push(`${op.name} (${form}): ${problem}`);
    }
    // The 1-connection run is the hash form's only (the ad-hoc one would add a run per operation).
    // The two 50-connection runs swap order from one operation to the next, so drift favours neither.
    const runs: [Form, number][] = [['hash', 1], ['hash', 50], ['ad-hoc', 50]];
    const order = index % 2 === 0 ? runs : [runs[0]!, runs[2]!, runs[1]!];
    const results = new Map<[Form, number], Figures>();
    for (const run of order) results.set(run, await load(stack.url, bodyOf(op, run[0]), h, run[1], DURATION_S, stack.gatewayPid));
    for (const run of runs) {
      const [form, connections] = run;
      const f = results.get(run)!;
      if (f.firstProblem) loadProblems.push(`${op.name} (${form}, ${connections} connections): ${f.errors} errors, first: ${f.firstProblem}`);
      console.log(row([op.name, form, connections, f.reqPerS.toFixed(0), f.p50, f.p99, f.errors, cpu(f), calls.get(op)!]));
    }
  }
  console.log(`\nSample check (one request per operation and form before the load): ${sampleProblems.length ? '' : 'every answer had data and no error'}`);
  for (const p of sampleProblems) console.log(`- ${p}`);
  console.log(`Errors during the load: ${loadProblems.length ? '' : 'none'}`);
  for (const p of loadProblems) console.log(`- ${p}`);
}

/** The visitors' operations of section 2: their repeated answers come from the kept answers (the path usage recording is measured on). */
const KEPT_ANSWER_OPERATIONS = ['viewer (visitor)', 'layout (navigation, top bar, footer)'];
/** Past a gateway's first usage flush (USAGE_FLUSH_SECONDS, 10 s by default). */
const USAGE_FIRST_FLUSH_WAIT_MS = 12_000;

/** Section 2b's order of stacks: off, on, on, off, so that a load drifting through the section weighs on both alike. */
const USAGE_ROUNDS = ['off', 'on', 'on', 'off'] as const;

/**
 * Section 2b: usage recording off and on (USAGE_ROUNDS), each on a fresh stack; the kept-answer
 * operations' figures side by side (each setting's mean over its two stacks) and the verdict. Before
 * the load each stack serves a request and waits past its first usage flush, so the embedded database's
 * opening (once per gateway, at its first flush) is not counted as a per-request cost.
 */
async function usageRuns(dataDir: string, manifestPath: string): Promise<void> {
  const problems: string[] = [];
  const runs: { setting: 'off' | 'on'; figures: Map<string, Figures> }[] = [];
  for (const setting of USAGE_ROUNDS) {
    const stack = await startBenchStack(dataDir, manifestPath, { USAGE_RECORDING: setting });
    try {
      await pastFirstUsageFlush(stack, OPERATIONS.find((o) => o.name === KEPT_ANSWER_OPERATIONS[0])!);
      runs.push({ setting, figures: await metricsRuns(stack, problems, KEPT_ANSWER_OPERATIONS) });
    } finally {
      await stack.stop?.();
    }
  }
  const meanOf = (setting: 'off' | 'on', name: string) => meanFigures(runs.filter((r) => r.setting === setting).map((r) => r.figures.get(name)!));
  console.log(`\n## Usage recording: off vs on (USAGE_RECORDING), kept answers, hash form, 50 connections; stacks ${USAGE_ROUNDS.join(', ')}, mean per setting (p50/p99: the worse)\n`);
  console.log('| operation | usage recording | req/s | p50 ms | p99 ms | errors | gateway CPU ms/req | per stack, CPU ms/req |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const name of KEPT_ANSWER_OPERATIONS) {
    for (const setting of ['off', 'on'] as const) {
      const m = meanOf(setting, name);
      const each = runs.filter((r) => r.setting === setting).map((r) => cpu(r.figures.get(name)!)).join(', ');
      console.log(row([name, setting, m.reqPerS.toFixed(0), m.p50, m.p99, m.errors, m.gatewayCpuMs === null ? '?' : m.gatewayCpuMs.toFixed(3), each]));
    }
  }
  for (const r of runs) for (const [name, f] of r.figures) if (f.firstProblem) problems.push(`${name} (${r.setting}): ${f.errors} errors, first: ${f.firstProblem}`);
  console.log(`\nSample checks and errors: ${problems.length ? '' : 'every answer had data and no error'}`);
  for (const p of problems) console.log(`- ${p}`);
  printVerdicts([usageRecordingVerdict(KEPT_ANSWER_OPERATIONS.map((operation) => ({ operation, offCpuMs: meanOf('off', operation).gatewayCpuMs, onCpuMs: meanOf('on', operation).gatewayCpuMs })))]);
}

/** Section 2c's order of stacks: tracing off, on, on, off (a drifting load weighs on both alike). */
const TRACING_ROUNDS = ['off', 'on', 'on', 'off'] as const;
/**
 * The sampling operations run with (docs/operations.md 'Following a slow request'): one trace in ten, the client's decision
 * followed. BENCH_TRACING_RATIO measures another ratio (the verdicts are the 10 % target's all the same).
 */
const TRACING_SAMPLING = { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: process.env.BENCH_TRACING_RATIO ?? '0.1' };
/** Longer than the batch span processors' export delay (5 s, ours and Hive's): spans ended before it have reached the receiver after it. */
const EXPORT_DELAY_MS = 6_000;

const tracingEnv = (receiver: DiscardingReceiver) => ({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, ...TRACING_SAMPLING });
const countsSince = (before: ReceiverCounts, after: ReceiverCounts): ReceiverCounts => ({ requests: after.requests - before.requests, bytes: after.bytes - before.bytes, spans: after.spans - before.spans });
const spansNote = (c: ReceiverCounts, answered: number) =>
  `${c.spans} spans received in ${c.requests} export requests (${Math.round(c.bytes / 1024)} KiB) for ${answered} requests answered: ${answered > 0 ? (c.spans / answered).toFixed(3) : '?'} per request`;

/**
 * One request, then a wait past the gateway's first usage flush, which opens its embedded database
 * (hundreds of ms of CPU, section 2b): else it falls in whichever operation's load runs then (in a
 * first version of this section, the viewer's on the stacks with tracing on, which wait longer).
 */
async function pastFirstUsageFlush(stack: Stack, op: Operation): Promise<void> {
  await load(stack.url, bodyOf(op, 'hash'), { 'content-type': 'application/json' }, 1, 1, null);
  await new Promise((resolve) => setTimeout(resolve, USAGE_FIRST_FLUSH_WAIT_MS));
}

function meanFigures(all: Figures[]) {
  const cpus = all.map((f) => f.gatewayCpuMs);
  return {
    reqPerS: all.reduce((n, f) => n + f.reqPerS, 0) / all.length,
    p50: Math.max(...all.map((f) => f.p50)),
    p99: Math.max(...all.map((f) => f.p99)),
    errors: all.reduce((n, f) => n + f.errors, 0),
    gatewayCpuMs: cpus.some((c) => c === null) ? null : cpus.reduce<number>((n, c) => n + (c ?? 0), 0) / cpus.length,
  };
}

/**
 * Section 2c (issue 42): the kept-answer operations on fresh stacks with tracing off and on
 * (TRACING_ROUNDS), logs and metrics on (production's defaults). With tracing on, every process of the
 * stack exports to a discarding OTLP receiver; the spans it got between the end of the warm-up (and
 * the export delay) and the stack's stop (which exports what is left) are printed beside the requests
 * answered, so the figures are those of a gateway really exporting one trace in ten. Then Hive beside
 * ours (hiveWithTracing), and the verdicts.
 */
async function observabilityRuns(dataDir: string, manifestPath: string): Promise<void> {
  const problems: string[] = [];
  const ops = OPERATIONS.filter((o) => KEPT_ANSWER_OPERATIONS.includes(o.name));
  const receiver = await startDiscardingReceiver();
  const runs: { setting: 'off' | 'on'; figures: Map<string, Figures>; spans: string | null }[] = [];
  try {
    for (const setting of TRACING_ROUNDS) {
      const stack = await startBenchStack(dataDir, manifestPath, setting === 'on' ? tracingEnv(receiver) : {});
      const figures = new Map<string, Figures>();
      let before: ReceiverCounts | null = null;
      try {
        await pastFirstUsageFlush(stack, ops[0]!);
        const headers = await headersFor(stack.url);
        await warmUp(stack, ops, headers, ['hash']);
        // Both settings wait alike; with tracing on, the warm-up's spans reach the receiver before counting starts.
        await new Promise((resolve) => setTimeout(resolve, EXPORT_DELAY_MS));
        if (setting === 'on') before = receiver.counts();
        for (const op of ops) {
          const problem = await sampleCheckUntilHealthy(stack.url, bodyOf(op, 'hash'), headers.get(op)!);
          if (problem) problems.push(`sample check of ${op.name} (tracing ${setting}): ${problem}`);
          figures.set(op.name, await load(stack.url, bodyOf(op, 'hash'), headers.get(op)!, 50, DURATION_S, stack.gatewayPid));
        }
      } finally {
        await stack.stop?.();
      }
      const answered = [...figures.values()].reduce((n, f) => n + f.answered, 0);
      runs.push({ setting, figures, spans: before ? spansNote(countsSince(before, receiver.counts()), answered) : null });
    }
    const meanOf = (setting: 'off' | 'on', name: string) => meanFigures(runs.filter((r) => r.setting === setting).map((r) => r.figures.get(name)!));
    console.log(
      `\n## Observability on (issue 42): tracing off vs on (OTLP/HTTP to a discarding receiver, ${TRACING_SAMPLING.OTEL_TRACES_SAMPLER} ${TRACING_SAMPLING.OTEL_TRACES_SAMPLER_ARG}), logs and metrics on, kept answers, hash form, 50 connections; stacks ${TRACING_ROUNDS.join(', ')}, mean per setting (p50/p99: the worse)\n`,
    );
    console.log('| operation | tracing | req/s | p50 ms | p99 ms | errors | gateway CPU ms/req | per stack, req/s |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { name } of ops) {
      for (const setting of ['off', 'on'] as const) {
        const m = meanOf(setting, name);
        const each = runs.filter((r) => r.setting === setting).map((r) => r.figures.get(name)!.reqPerS.toFixed(0)).join(', ');
        console.log(row([name, setting, m.reqPerS.toFixed(0), m.p50, m.p99, m.errors, m.gatewayCpuMs === null ? '?' : m.gatewayCpuMs.toFixed(3), each]));
      }
    }
    console.log('\nSpans exported by the stacks with tracing on (the whole stack, during the measured loads):');
    runs.forEach((r, i) => r.spans && console.log(`- stack ${i + 1}: ${r.spans}`));
    for (const r of runs) for (const [name, f] of r.figures) if (f.firstProblem) problems.push(`${name} (tracing ${r.setting}): ${f.errors} errors, first: ${f.firstProblem}`);

    const hive = await hiveWithTracing(dataDir, manifestPath, ops, receiver, problems);
    console.log(`\nSample checks and errors: ${problems.length ? '' : 'every answer had data and no error'}`);
    for (const p of problems) console.log(`- ${p}`);
    printVerdicts([
      tracingOnVerdict(ops.map(({ name }) => ({ operation: name, offReqPerS: meanOf('off', name).reqPerS, onReqPerS: meanOf('on', name).reqPerS }))),
      tracingOnHiveVerdict(
        ops.map(({ name }) => ({ operation: name, oursReqPerS: hive.ours.get(name) ?? null, hiveReqPerS: hive.hive.get(name) ?? null })),
        hive.notMeasured ?? undefined,
      ),
    ]);
  } finally {
    await receiver.close();
  }
}

/**
 * Section 2c, second part: a fresh stack with tracing on, and Hive Gateway (JavaScript planner) with
 * its own OpenTelemetry (scripts/peers/hive.config.ts: HIVE_OTEL_ENDPOINT, samplingRate 0.1, parent
 * based like ours) exporting to a receiver of its own, and its response cache on (5 s, visitors
 * shared), on the same subgraphs. Per operation, rounds alternate ours, Hive, ours, Hive; each
 * gateway's mean req/s. If Hive does not start, why is printed and nothing is measured for it.
 */
async function hiveWithTracing(
  dataDir: string,
  manifestPath: string,
  ops: Operation[],
  oursReceiver: DiscardingReceiver,
  problems: string[],
): Promise<{ ours: Map<string, number>; hive: Map<string, number>; notMeasured: string | null }> {
  const result = { ours: new Map<string, number>(), hive: new Map<string, number>(), notMeasured: null as string | null };
  const hiveReceiver = await startDiscardingReceiver();
  const stack = await startBenchStack(dataDir, manifestPath, tracingEnv(oursReceiver));
  let peer: HivePeer | null = null;
  try {
    try {
      peer = await startHivePeer({
        planner: 'js',
        port: PORTS.gateway + 20,
        supergraphPath: supergraphFor(PORTS, path.join(dataDir, 'observability-supergraph.graphql')),
        signingSecret: BENCH_SECRETS.VIEWER_SIGNING_SECRET,
        responseCacheTtlMs: 5000,
        env: { HIVE_OTEL_ENDPOINT: hiveReceiver.endpoint, HIVE_OTEL_SAMPLING_RATE: TRACING_SAMPLING.OTEL_TRACES_SAMPLER_ARG },
      });
    } catch (err) {
      result.notMeasured = `hive-js with its OpenTelemetry did not start: ${(err as Error).message}`;
      console.log(`\n${result.notMeasured}`);
      return result;
    }
    await pastFirstUsageFlush(stack, ops[0]!);
    const oursHeaders = await headersFor(stack.url);
    const hiveHeaders = { 'content-type': 'application/json', [BENCH_CLAIMS_HEADER]: encodeClaims(VISITOR_CLAIMS) };
    // Hive gets the document's text (it knows no persisted ids) and a visitor's claims, as in the peers section.
    const hiveBody = (op: Operation) => JSON.stringify({ query: op.query, variables: op.variables ?? {} });
    await warmUp(stack, ops, oursHeaders, ['hash']);
    for (const op of ops) await load(peer.url, hiveBody(op), hiveHeaders, 10, WARMUP_S, null);
    await new Promise((resolve) => setTimeout(resolve, EXPORT_DELAY_MS));
    const hiveBefore = hiveReceiver.counts();
    const figures = new Map<string, { ours: Figures[]; hive: Figures[] }>();
    for (const op of ops) {
      const f = { ours: [] as Figures[], hive: [] as Figures[] };
      figures.set(op.name, f);
      const oursProblem = await sampleCheckUntilHealthy(stack.url, bodyOf(op, 'hash'), oursHeaders.get(op)!);
      const hiveProblem = await sampleCheckUntilHealthy(peer.url, hiveBody(op), hiveHeaders);
      if (oursProblem) problems.push(`sample check of ${op.name} (ours, tracing on, beside Hive): ${oursProblem}`);
      if (hiveProblem) problems.push(`sample check of ${op.name} (hive-js with OpenTelemetry): ${hiveProblem}`);
      for (let round = 0; round < 2; round++) {
        f.ours.push(await load(stack.url, bodyOf(op, 'hash'), oursHeaders.get(op)!, 50, DURATION_S, stack.gatewayPid));
        f.hive.push(await load(peer.url, hiveBody(op), hiveHeaders, 50, DURATION_S, peer.child.pid ?? null));
      }
    }
    // Hive's batch exports what the loads ended within its delay (it is stopped without being asked to flush).
    await new Promise((resolve) => setTimeout(resolve, EXPORT_DELAY_MS));
    const hiveAnswered = [...figures.values()].reduce((n, f) => n + f.hive.reduce((m, r) => m + r.answered, 0), 0);
    console.log(
      `\n## Observability on: our gateway (tracing on, ${TRACING_SAMPLING.OTEL_TRACES_SAMPLER} ${TRACING_SAMPLING.OTEL_TRACES_SAMPLER_ARG}) vs Hive Gateway (JavaScript planner) with its OpenTelemetry (samplingRate ${TRACING_SAMPLING.OTEL_TRACES_SAMPLER_ARG}, parent based) and its response cache (5 s, visitors shared), same stack, 50 connections, rounds alternating, mean of 2\n`,
    );
    console.log('| operation | gateway | req/s | p50 ms | p99 ms | errors | gateway CPU ms/req |');
    console.log('|---|---|---|---|---|---|---|');
    for (const { name } of ops) {
      const f = figures.get(name)!;
      for (const [label, all] of [['ours', f.ours], ['hive-js', f.hive]] as const) {
        const m = meanFigures(all);
        console.log(row([name, label, m.reqPerS.toFixed(0), m.p50, m.p99, m.errors, m.gatewayCpuMs === null ? '?' : m.gatewayCpuMs.toFixed(3)]));
        (label === 'ours' ? result.ours : result.hive).set(name, m.reqPerS);
        for (const r of all) if (r.firstProblem) problems.push(`${name} (${label} beside Hive): ${r.errors} errors, first: ${r.firstProblem}`);
      }
    }
    console.log(`\nHive's spans: ${spansNote(countsSince(hiveBefore, hiveReceiver.counts()), hiveAnswered)}.`);
    return result;
  } finally {
    await peer?.stop();
    await stack.stop?.();
    await hiveReceiver.close();
  }
}

/** Section 2, on one stack: the key operations' figures at 50 connections (hash form). */
async function metricsRuns(stack: Stack, problems: string[], names: string[] = METRICS_OPERATIONS): Promise<Map<string, Figures>> {
  const ops = OPERATIONS.filter((o) => names.includes(o.name));
  const headers = await headersFor(stack.url);
  await fillArticlePath(stack.url);
  await warmUp(stack, ops, headers, ['hash']);
  const figures = new Map<string, Figures>();
  for (const op of ops) {
    await drainUpstream(stack.upstreamUrl);
    const problem = await sampleCheckUntilHealthy(stack.url, bodyOf(op, 'hash'), headers.get(op)!);
    if (problem) problems.push(`sample check of ${op.name}: ${problem}`);
    figures.set(op.name, await load(stack.url, bodyOf(op, 'hash'), headers.get(op)!, 50, DURATION_S, stack.gatewayPid));
  }
  return figures;
}

/**
 * BENCH_SCALE with two or more scales: our gateway's req/s per operation at each scale (the peers
 * section's means), its ratio to the first scale's, and the verdict per mix and scale.
 */
function printScales(byScale: [number, PeersFigures][]): void {
  const [baseScale, base] = byScale[0]!;
  const others = byScale.slice(1);
  console.log(`\n## Scale: our gateway's req/s at ${byScale.map(([n]) => `${n}×`).join(', ')} the demo data (peers section, mean of the rounds)\n`);
  console.log(`| mix | operation | ${byScale.map(([n]) => `${n}× req/s`).join(' | ')} | ${others.map(([n]) => `${n}× ÷ ${baseScale}×`).join(' | ')} |`);
  console.log(`|---|---|${byScale.map(() => '---|').join('')}${others.map(() => '---|').join('')}`);
  const verdicts = [];
  for (const mix of ['varied', 'identical'] as const) {
    const ratiosByScale = others.map(([n, f]) => [n, new Map([...base[mix]].map(([op, reqPerS]) => [op, f[mix].has(op) ? f[mix].get(op)! / reqPerS : null]))] as const);
    for (const [op] of base[mix]) {
      const figures = byScale.map(([, f]) => f[mix].get(op)?.toFixed(0) ?? '?');
      const ratios = ratiosByScale.map(([, r]) => (r.get(op) === null ? '?' : `${r.get(op)!.toFixed(2)}×`));
      console.log(row([mix, op, ...figures, ...ratios]));
    }
    for (const [n, r] of ratiosByScale) verdicts.push(scaleVerdict(`${mix} mix`, n, baseScale, r));
  }
  printVerdicts(verdicts, 'Against the scale target (this run)');
}

/** Which sections run: BENCH_SECTIONS (comma-separated, default all); BENCH_PEERS=off drops the peers. */
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'persisted,metrics,usage,observability,physical,ssr,peers,club,containers').split(',').map((x) => x.trim()));
if (process.env.BENCH_PEERS === 'off') SECTIONS.delete('peers');

async function main() {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-bench-'));
  const manifestPath = path.join(dataDir, 'bench-persisted-documents.json');
  writeFileSync(manifestPath, JSON.stringify(benchManifest(), null, 2));
  let stack: Stack | null = null;
  /**
   * The production-default stack a section measures on: the running one, or a fresh one once past its first usage
   * flush, which opens the gateway's embedded database (a second or two of its CPU, seen in a profile of the physical
   * section), as sections 2b and 2c do, so that it falls in no measured round.
   */
  const measuredStack = async (running: Stack | null): Promise<Stack> => {
    if (running) return running;
    const fresh = await startBenchStack(dataDir, manifestPath);
    try {
      await pastFirstUsageFlush(fresh, OPERATIONS.find((o) => o.name === KEPT_ANSWER_OPERATIONS[0])!);
    } catch (err) {
      await fresh.stop?.();
      throw err;
    }
    return fresh;
  };
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  try {
    const scales = SCALES.length ? `; upstream seeded at ${SCALES.map((n) => `${n}×`).join(', ')} the demo data (BENCH_SCALE: sections 1 and 2 at the first, the peers at each)` : '';
    console.log(`Benchmark — ${DURATION_S} s per run, ${availableParallelism()} cores, load average at start ${loadAverage()}, sections: ${[...SECTIONS].join(', ')}${scales}\n`);
    if (process.env.BENCH_URL) {
      const url = process.env.BENCH_URL;
      // A lasting copy of the manifest (.data/ is not versioned) for that gateway to load, before or after this run.
      const lasting = path.join(ROOT as string, '.data', 'bench-persisted-documents.json');
      mkdirSync(path.dirname(lasting), { recursive: true });
      writeFileSync(lasting, JSON.stringify(benchManifest(), null, 2));
      console.log(`Against ${url}: its gateway must accept ad-hoc documents (BROWSER_DOCUMENTS=any) and load ${lasting} (PERSISTED_DOCUMENTS_PATHS, after the web client's manifest); sections 2 and 3 need stacks of their own and are skipped.\n`);
      const port = Number(new URL(url).port || 80);
      await persistedVersusAdHoc({ url, upstreamUrl: process.env.BENCH_UPSTREAM_URL ?? 'http://127.0.0.1:4010', gatewayPid: pidListeningOn(port), stop: null });
      return;
    }
    if (SECTIONS.has('persisted')) {
      stack = await startBenchStack(dataDir, manifestPath);
      await persistedVersusAdHoc(stack);
      console.log(`\n(section 1 done after ${elapsed()}, load average ${loadAverage()})`);
      await stack.stop?.();
      stack = null;
    }

    if (SECTIONS.has('metrics')) {
      // Each configuration on a fresh gateway (same database), warmed up the same way; off first.
      stack = await startBenchStack(dataDir, manifestPath, { OPERATION_METRICS: 'off', LOG_LEVEL: 'silent' });
      const problems: string[] = [];
      const off = await metricsRuns(stack, problems);
      await stack.stop?.();
      stack = null;
      // The production-default stack stays up for section 3.
      stack = await startBenchStack(dataDir, manifestPath);
      const on = await metricsRuns(stack, problems);

      console.log('\n## Operation metrics and JSON logs: on (production default) vs off (OPERATION_METRICS=off, LOG_LEVEL=silent), hash form, 50 connections\n');
      console.log('| operation | metrics + logs | req/s | p50 ms | p99 ms | errors | gateway CPU ms/req |');
      console.log('|---|---|---|---|---|---|---|');
      for (const name of METRICS_OPERATIONS) {
        for (const [label, figures] of [['on', on], ['off', off]] as const) {
          const f = figures.get(name)!;
          console.log(row([name, label, f.reqPerS.toFixed(0), f.p50, f.p99, f.errors, cpu(f)]));
        }
      }
      for (const [label, figures] of [['on', on], ['off', off]] as const) {
        for (const [name, f] of figures) if (f.firstProblem) problems.push(`${name} (${label}): ${f.errors} errors, first: ${f.firstProblem}`);
      }
      console.log(`\nSample checks and errors: ${problems.length ? '' : 'every answer had data and no error'}`);
      for (const p of problems) console.log(`- ${p}`);
      console.log(`\n(section 2 done after ${elapsed()}, load average ${loadAverage()})`);
    }

    if (SECTIONS.has('traces')) {
      // Kept traces: every operation sampled (its trace kept, with the subgraphs' ftv1 inline traces) against none.
      await stack?.stop?.();
      stack = null;
      const problems: string[] = [];
      const runs: [string, Map<string, Figures>][] = [];
      const samplers = [
        ['none (always_off)', 'always_off', '1'],
        ['one in ten (traceidratio 0.1)', 'traceidratio', '0.1'],
        ['every operation (always_on)', 'always_on', '1'],
      ] as const;
      for (const [label, sampler, ratio] of samplers) {
        stack = await startBenchStack(dataDir, manifestPath, { ...TRACES_STACK_ENV, OTEL_TRACES_SAMPLER: sampler, OTEL_TRACES_SAMPLER_ARG: ratio });
        runs.push([label, await metricsRuns(stack, problems, TRACES_OPERATIONS)]);
        await stack.stop?.();
        stack = null;
      }
      console.log('\n## Kept traces: sampled operations (trace kept, subgraphs asked for ftv1) vs none, no answer kept, hash form, 50 connections\n');
      console.log('| operation | sampled | req/s | p50 ms | p99 ms | errors | gateway CPU ms/req |');
      console.log('|---|---|---|---|---|---|---|');
      for (const name of TRACES_OPERATIONS) {
        for (const [label, figures] of runs) {
          const f = figures.get(name)!;
          console.log(row([name, label, f.reqPerS.toFixed(0), f.p50, f.p99, f.errors, cpu(f)]));
        }
      }
      console.log(`\nSample checks and errors: ${problems.length ? '' : 'every answer had data and no error'}`);
      for (const p of problems) console.log(`- ${p}`);
      console.log(`\n(section 4 done after ${elapsed()}, load average ${loadAverage()})`);
    }
    if (SECTIONS.has('usage')) {
      // Stacks of its own: the peers section's stack is started again after it.
      await stack?.stop?.();
      stack = null;
      await usageRuns(dataDir, manifestPath);
      console.log(`\n(section 2b done after ${elapsed()}, load average ${loadAverage()})`);
    }

    if (SECTIONS.has('observability')) {
      // Stacks of its own, as section 2b.
      await stack?.stop?.();
      stack = null;
      await observabilityRuns(dataDir, manifestPath);
      console.log(`\n(section 2c done after ${elapsed()}, load average ${loadAverage()})`);
    }

    if (SECTIONS.has('physical')) {
      // On the production-default stack (kept answers on), which the peers section then uses.
      stack = await measuredStack(stack);
      await physicalLimit({ gatewayUrl: stack.url, gatewayPid: stack.gatewayPid, seconds: DURATION_S, workDir: dataDir });
      console.log(`\n(section 2d done after ${elapsed()}, load average ${loadAverage()})`);
    }

    if (SECTIONS.has('ssr')) {
      // The same production-default stack (its PUBLIC_ORIGIN keeps rendered pages), which the peers section then uses.
      stack = await measuredStack(stack);
      await serverRenderedPages({ gatewayUrl: stack.url, gatewayPid: stack.gatewayPid, seconds: DURATION_S, workDir: dataDir });
      console.log(`\n(section 2e done after ${elapsed()}, load average ${loadAverage()})`);
    }

    if (SECTIONS.has('peers')) {
      // Once per scale (once without BENCH_SCALE), each on a stack of its own.
      const byScale: [number, PeersFigures][] = [];
      for (const [index, scale] of (SCALES.length ? SCALES : [undefined]).entries()) {
        if (index > 0) {
          await stack?.stop?.();
          stack = null;
        }
        stack ??= await startBenchStack(dataDir, manifestPath, {}, scale);
        const label = scale === undefined ? undefined : `upstream seeded at ${scale}× the demo data`;
        const figures = await comparePeers({ gatewayUrl: stack.url, upstreamUrl: stack.upstreamUrl, ports: PORTS, operations: OPERATIONS, seconds: DURATION_S, workDir: dataDir, label });
        if (scale !== undefined) byScale.push([scale, figures]);
        console.log(`\n(section 3${label ? `, ${label},` : ''} done after ${elapsed()}, load average ${loadAverage()})`);
      }
      if (byScale.length > 1) printScales(byScale);
    }

    if (SECTIONS.has('club')) {
      // Stacks of its own (a PostgreSQL server, then PGlite), each seeded at the section's scale.
      await stack?.stop?.();
      stack = null;
      await clubMix({ ports: PORTS, operations: OPERATIONS, seconds: DURATION_S, workDir: dataDir, startStack: (env, scale) => startBenchStack(dataDir, manifestPath, env, scale) });
      console.log(`\n(section 3b done after ${elapsed()}, load average ${loadAverage()})`);
    }

    if (SECTIONS.has('containers')) {
      // Last: the compose fleet and the process fleet each take the machine, without the bench's stack.
      await stack?.stop?.();
      stack = null;
      await containersBesideProcesses();
      console.log(`\n(section containers done after ${elapsed()}, load average ${loadAverage()})`);
    }
  } finally {
    await stack?.stop?.();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`\nTotal ${elapsed()}; load average at the end ${loadAverage()}`);
  }
}

await main();
