/**
 * `npm run soak`: holds SOAK_CONNECTIONS (100) keep-alive connections for SOAK_SECONDS (60) against a
 * running stack (SOAK_URL, default http://localhost:4000 — e.g. `npm start`) with a realistic mix of
 * the portal's operations: visitors and the demo members (premium, trial, registrato) loading the
 * layout, home sections, catalogue pages, an article, search suggestions, the training area and
 * favourites, plus a small share of favourite add/remove writes. The operations are the web client's
 * own documents (web/src/gql), sent as the browser sends them: the persisted document's hash
 * (`__meta__.hash`, in `extensions.persistedQuery`) instead of the text, so the soak runs against a
 * production-mode stack, where callers without an API key may send nothing else. All its connections
 * come from one address, so start the target with the keyless limit per address raised, e.g.
 * `KEYLESS_REQUESTS_PER_MINUTE=1000000 npm start` (1200 a minute by default, a browser's: past it the
 * soak would count 429s; docs/performance.md 'Load and soak'). `--fleet` raises it itself.
 *
 * Prints requests, errors by kind (HTTP errors, answers carrying GraphQL `errors`, groups that came
 * back empty though they never are), p50/p95/p99 overall and per operation, the resident memory
 * of each process of the stack (found by its listening port) at start and end, and how busy the
 * machine was (with the CPU that went to none of the processes listed: other work), and ends with
 * the target's verdict, MET / NOT MET (scripts/bench-targets.ts): 0 errors and p99 < 500 ms on the
 * whole mix and on the members' operations alone (MEMBER_OPERATIONS: premium, trial and registrato's
 * requests, writes included). Asserts nothing (the exit code is 0 either way).
 *
 * SOAK_RESULT_FILE=<path> also writes the measured figures there as JSON (`SoakResultFile`).
 *
 * `npm run soak -- --fleet` (or SOAK_FLEET=1) starts the fleet itself (fleet/harness.ts: PostgreSQL
 * and Redis servers, two crm instances behind HAProxy, fad, cms, commerce, the gateways behind
 * HAProxy) twice in sequence, with 1 gateway and then with 2 behind the balancer, runs the same soak
 * through the balancer against each, prints each run and then both side by side (the memory and CPU
 * of every process of the fleet from scripts/soak-fleet.ts, not by port, and the times the
 * balancer's checks took a gateway out), and stops each fleet, also when the soak fails. SOAK_URL is
 * not used then. docs/performance.md 'Fleet: two gateways behind a balancer'.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import type { DocumentNode } from 'graphql';
import { encryptPassword } from '@club/subgraph-kit';
import * as docs from '../web/src/gql/graphql';
import { printVerdicts, SOAK_P99_TARGET_MS, soakVerdict, type SoakFigures, type Verdict } from './bench-targets';
import { cpuSeconds, loadAverage, pidListeningOn, rssMb } from './proc-stats';
import type { BalancerEvent, ProcessSample, ProcessSampler } from './soak-fleet';
import { persistedRequest as persisted } from './web-documents';

const FLEET = process.argv.includes('--fleet') || ['1', 'true', 'on'].includes(process.env.SOAK_FLEET ?? '');
const BASE_URL = new URL(process.env.SOAK_URL ?? 'http://localhost:4000');
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
// The same mix runs this long before the measured window (JIT and caches warm up after a start);
// its requests and failures are printed apart, never hidden.
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
// No request waits longer (the loops end at the deadline; this bounds the last request of each).
const REQUEST_TIMEOUT_MS = 60_000;
const PASSWORD = 'Club2026!';
const MEMBERS = ['premium@demo.club', 'trial@demo.club', 'registrato@demo.club'] as const;
type Persona = 'visitor' | (typeof MEMBERS)[number];

/** The processes of the stack by their default port offsets from the gateway's port. */
const PROCESS_PORTS = { gateway: 0, crm: 1, fad: 2, cms: 3, commerce: 4, upstream: 10 } as const;

/** Search terms typed in the header's search box (each gives suggestions in the demo data). */
const SEARCH_TERMS = ['diab', 'cardio', 'vaccin', 'pediatr', 'ecm', 'farmac'];

interface Context {
  articlePath: string;
  /** Contents the favourite writes toggle: one per connection, so no two connections race on one. */
  writableContentIds: string[];
}

interface Operation {
  name: string;
  persona: Persona;
  /** Relative frequency in the mix. */
  weight: number;
  document: DocumentNode;
  variables?: (ctx: Context, connection: number, iteration: number) => Record<string, unknown>;
  /** Paths into `data` of lists (or objects) that are never empty for this operation in the demo data. */
  nonEmpty?: string[];
  /** A write: alternates between two documents per connection (add, then remove). */
  alternate?: DocumentNode;
}

const HOME_VISITOR: Operation[] = [
  { name: 'layout', persona: 'visitor', weight: 6, document: docs.AppLayoutDocument, nonEmpty: ['navigation', 'footer.links'] },
  { name: 'viewer', persona: 'visitor', weight: 6, document: docs.ViewerDocument },
  { name: 'home banners', persona: 'visitor', weight: 4, document: docs.HomeBannersDocument, nonEmpty: ['banners'] },
  { name: 'home latest news', persona: 'visitor', weight: 4, document: docs.HomeLatestNewsDocument, nonEmpty: ['contents.items'] },
  { name: 'home courses teaser', persona: 'visitor', weight: 3, document: docs.HomeCoursesTeaserDocument, nonEmpty: ['courseCatalogue.items'] },
  { name: 'home articles carousel', persona: 'visitor', weight: 3, document: docs.HomeNewsCarouselDocument, variables: () => ({ contentTypes: ['Articolo'], rows: 12 }), nonEmpty: ['contents.items'] },
  { name: 'home media carousel', persona: 'visitor', weight: 3, document: docs.HomeNewsCarouselDocument, variables: () => ({ contentTypes: ['Video', 'Podcast', 'Webinar'], rows: 12 }), nonEmpty: ['contents.items'] },
  { name: 'home magazine teaser', persona: 'visitor', weight: 3, document: docs.HomeMagazineTeaserDocument, variables: (_c, conn) => ({ magazine: conn % 2 ? 'MedicalMagazine' : 'QuotidianoSanita' }), nonEmpty: ['magazinePosts.categories'] },
  { name: 'home most read', persona: 'visitor', weight: 3, document: docs.HomeMostReadDocument, nonEmpty: ['mostRead'] },
  { name: 'home latest tools', persona: 'visitor', weight: 2, document: docs.HomeLatestToolsDocument, variables: () => ({ first: 4 }), nonEmpty: ['latestContents.items'] },
  { name: 'home latest professionals', persona: 'visitor', weight: 2, document: docs.HomeLatestProfessionalsDocument, variables: () => ({ take: 4 }), nonEmpty: ['latestProfessionals'] },
  { name: 'catalogue page', persona: 'visitor', weight: 4, document: docs.CourseCatalogueDocument, variables: (_c, _conn, i) => ({ input: { page: 1 + (i % 3) } }), nonEmpty: ['courseCatalogue.items'] },
  { name: 'article', persona: 'visitor', weight: 4, document: docs.ArticleDocument, variables: (c) => ({ path: c.articlePath }), nonEmpty: ['contentBySlug'] },
  { name: 'search suggestions', persona: 'visitor', weight: 4, document: docs.SearchSuggestionsDocument, variables: (_c, conn, i) => ({ text: SEARCH_TERMS[(conn + i) % SEARCH_TERMS.length] }), nonEmpty: ['searchSuggestions'] },
];

const MEMBER_OPERATIONS: Operation[] = [
  { name: 'layout', persona: 'premium@demo.club', weight: 3, document: docs.AppLayoutDocument, nonEmpty: ['navigation'] },
  { name: 'viewer', persona: 'premium@demo.club', weight: 3, document: docs.ViewerDocument },
  { name: 'home latest news', persona: 'premium@demo.club', weight: 2, document: docs.HomeLatestNewsDocument, nonEmpty: ['contents.items'] },
  { name: 'home favourite news', persona: 'premium@demo.club', weight: 2, document: docs.HomeFavouriteNewsDocument, variables: () => ({ categories: null }), nonEmpty: ['contents.items'] },
  { name: 'catalogue page', persona: 'premium@demo.club', weight: 2, document: docs.CourseCatalogueDocument, variables: (_c, _conn, i) => ({ input: { page: 1 + (i % 2) } }), nonEmpty: ['courseCatalogue.items'] },
  { name: 'article', persona: 'premium@demo.club', weight: 2, document: docs.ArticleDocument, variables: (c) => ({ path: c.articlePath }), nonEmpty: ['contentBySlug'] },
  { name: 'training summary', persona: 'premium@demo.club', weight: 1, document: docs.TrainingSummaryDocument },
  { name: 'training area', persona: 'premium@demo.club', weight: 2, document: docs.TrainingAreaDocument, variables: () => ({ status: 'ACTIVE', page: 1 }) },
  { name: 'favourites', persona: 'premium@demo.club', weight: 2, document: docs.FavouritesDocument, variables: () => ({ kind: 'NEWS', page: 1 }) },
  {
    name: 'favourite add/remove',
    persona: 'premium@demo.club',
    weight: 1,
    document: docs.AddFavouriteDocument,
    alternate: docs.RemoveFavouriteDocument,
    variables: (c, conn) => ({ contentId: c.writableContentIds[conn % c.writableContentIds.length] }),
  },
  { name: 'search suggestions', persona: 'premium@demo.club', weight: 1, document: docs.SearchSuggestionsDocument, variables: (_c, conn, i) => ({ text: SEARCH_TERMS[(conn + i + 3) % SEARCH_TERMS.length] }), nonEmpty: ['searchSuggestions'] },
  { name: 'viewer', persona: 'trial@demo.club', weight: 2, document: docs.ViewerDocument },
  { name: 'home latest news', persona: 'trial@demo.club', weight: 1, document: docs.HomeLatestNewsDocument, nonEmpty: ['contents.items'] },
  { name: 'article', persona: 'trial@demo.club', weight: 2, document: docs.ArticleDocument, variables: (c) => ({ path: c.articlePath }), nonEmpty: ['contentBySlug'] },
  { name: 'catalogue page', persona: 'trial@demo.club', weight: 1, document: docs.CourseCatalogueDocument, variables: () => ({ input: { page: 1 } }), nonEmpty: ['courseCatalogue.items'] },
  { name: 'favourites', persona: 'trial@demo.club', weight: 1, document: docs.FavouritesDocument, variables: () => ({ kind: 'NEWS', page: 1 }) },
  { name: 'viewer', persona: 'registrato@demo.club', weight: 2, document: docs.ViewerDocument },
  { name: 'home latest news', persona: 'registrato@demo.club', weight: 1, document: docs.HomeLatestNewsDocument, nonEmpty: ['contents.items'] },
  { name: 'article', persona: 'registrato@demo.club', weight: 2, document: docs.ArticleDocument, variables: (c) => ({ path: c.articlePath }), nonEmpty: ['contentBySlug'] },
  { name: 'catalogue page', persona: 'registrato@demo.club', weight: 1, document: docs.CourseCatalogueDocument, variables: () => ({ input: { page: 1 } }), nonEmpty: ['courseCatalogue.items'] },
];

const OPERATIONS = [...HOME_VISITOR, ...MEMBER_OPERATIONS];
const label = (op: Operation) => `${op.name} (${op.persona === 'visitor' ? 'visitor' : op.persona.split('@')[0]})`;

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

type Post = (body: unknown, cookie?: string) => Promise<Answer>;

/** POSTs to `base`'s /graphql over one keep-alive agent with as many sockets as connections: each connection keeps its socket. */
function graphqlClient(base: URL): { post: Post; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL('/graphql', base);
  const post: Post = (body, cookie) => {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(cookie ? { cookie } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), setCookie: res.headers['set-cookie'] ?? [] }));
          res.on('error', reject);
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timeout'), { code: `TIMEOUT (${REQUEST_TIMEOUT_MS / 1000} s)` })));
      req.on('error', reject);
      req.end(payload);
    });
  };
  return { post, close: () => agent.destroy() };
}

async function login(post: Post, username: string): Promise<string> {
  const keyAnswer = await post(persisted(docs.LoginPublicKeyDocument));
  const key = JSON.parse(keyAnswer.body) as { data?: { loginPublicKey?: { publicKeyPEM: string } } | null };
  if (!key.data?.loginPublicKey) throw new Error(`No login key for ${username} (HTTP ${keyAnswer.status}): ${keyAnswer.body.slice(0, 300)}`);
  const res = await post(persisted(docs.LoginDocument, { username, encryptedPassword: encryptPassword(key.data.loginPublicKey.publicKeyPEM, PASSWORD) }));
  const status = (JSON.parse(res.body) as { data?: { login?: { status?: string } } }).data?.login?.status;
  const cookie = res.setCookie.map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`Login of ${username} failed (${status ?? res.status})`);
  return cookie;
}

/** The article to read and the contents to toggle as favourites: the newest news and articles, from the home carousel's document. */
async function prepareContext(post: Post): Promise<Context> {
  const answer = await post(persisted(docs.HomeNewsCarouselDocument, { contentTypes: ['News', 'Articolo'], rows: 100 }));
  const res = JSON.parse(answer.body) as { data?: { contents?: { items: { id: string; link: string; contentTypeLabel: string }[] } }; errors?: { message: string }[] };
  const items = res.data?.contents?.items ?? [];
  if (items.length === 0) throw new Error(`No contents to soak with (HTTP ${answer.status}): ${res.errors?.map((e) => e.message).join('; ') ?? answer.body.slice(0, 200)}`);
  const article = items.find((i) => i.contentTypeLabel === 'Articolo') ?? items[0]!;
  return { articlePath: article.link, writableContentIds: items.map((i) => i.id) };
}

/** The processes of a running stack, found by their listening ports (PROCESS_PORTS) from the gateway's. */
function portSampler(base: URL): ProcessSampler {
  const gatewayPort = Number(base.port || 80);
  return () =>
    Object.fromEntries(
      Object.entries(PROCESS_PORTS).map(([name, offset]) => {
        const pid = pidListeningOn(gatewayPort + offset);
        return [name, { rssMb: rssMb(pid), cpuS: cpuSeconds(pid) }];
      }),
    );
}

function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), data);
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The error kinds of one answer (none for a good one). */
function problems(op: Operation, answer: Answer): string[] {
  if (answer.status !== 200) return [`HTTP ${answer.status}`];
  let parsed: { data?: unknown; errors?: { message: string; extensions?: { code?: string; service?: string; subgraph?: string; reason?: string } }[] };
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return ['HTTP 200 with a body that is not JSON'];
  }
  const kinds = (parsed.errors ?? []).map((e) => {
    const service = e.extensions?.service ?? e.extensions?.subgraph;
    return `GraphQL ${e.extensions?.code ?? 'error'}${service ? ` ${service}` : ''}${e.extensions?.reason ? ` ${e.extensions.reason}` : ''}`;
  });
  for (const path of op.nonEmpty ?? []) if (isEmpty(valueAt(parsed.data, path))) kinds.push(`empty ${path} in ${label(op)}`);
  return kinds;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function pickWeighted(ops: Operation[], total: number): Operation {
  let r = Math.random() * total;
  for (const op of ops) {
    r -= op.weight;
    if (r < 0) return op;
  }
  return ops[ops.length - 1]!;
}

interface SoakResult {
  base: URL;
  warmup: { requests: number; failed: number; kinds: Map<string, number> };
  /** The measured window (ms since the epoch): requests that started in it are counted. */
  measured: { from: number; to: number };
  latencies: Map<Operation, number[]>;
  /** Every measured latency, sorted. */
  all: number[];
  failedRequests: number;
  /** Failed requests of the measured window by operation. */
  failedByOperation: Map<Operation, number>;
  errorKinds: Map<string, number>;
  /** Before the warm-up (RSS at start), after it (CPU from there) and at the end. */
  beforeWarmup: Record<string, ProcessSample>;
  atStart: Record<string, ProcessSample>;
  atEnd: Record<string, ProcessSample>;
  /** CPU seconds of this process during the measured window. */
  clientCpuS: number;
  /** The machine's CPU seconds (all cores) during the measured window: in all, busy, stolen by the hypervisor. */
  machine: { totalS: number; busyS: number; stealS: number } | null;
  loadAverage: string;
}

/** The machine's CPU time so far (all cores, clock ticks), from /proc/stat. */
function machineCpu(): { idle: number; steal: number; total: number } | null {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number) as number[];
    return { idle: idle! + iowait!, steal: steal!, total: user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal! };
  } catch {
    return null;
  }
}

/** The soak against `base` (its /graphql): warm-up, then SECONDS measured; `sample` reads the stack's processes. */
async function runSoak(base: URL, sample: ProcessSampler): Promise<SoakResult> {
  const { post, close } = graphqlClient(base);
  try {
    const beforeWarmup = sample();
    let atStart = beforeWarmup;
    let clientCpuAtStart = process.cpuUsage();
    let machineAtStart = machineCpu();
    const cookies = new Map<Persona, string>(await Promise.all(MEMBERS.map(async (m) => [m, await login(post, m)] as [Persona, string])));
    const ctx = await prepareContext(post);
    const bodies = new Map(OPERATIONS.map((op) => [op, { query: op.document, alternate: op.alternate ?? null }]));
    const totalWeight = OPERATIONS.reduce((s, op) => s + op.weight, 0);
    const latencies = new Map<Operation, number[]>(OPERATIONS.map((op) => [op, []]));
    const errorKinds = new Map<string, number>();
    let failedRequests = 0;
    const failedByOperation = new Map<Operation, number>();
    const warmup = { requests: 0, failed: 0, kinds: new Map<string, number>() };
    const measureFrom = Date.now() + WARMUP_SECONDS * 1000;
    const deadline = measureFrom + SECONDS * 1000;
    const measuring = setTimeout(() => {
      atStart = sample();
      clientCpuAtStart = process.cpuUsage();
      machineAtStart = machineCpu();
    }, WARMUP_SECONDS * 1000);

    const removeNext: boolean[] = [];
    // Each loop ends at the deadline (its last request bounded by REQUEST_TIMEOUT_MS).
    const connection = async (conn: number) => {
      for (let i = 0; Date.now() < deadline; i++) {
        const op = pickWeighted(OPERATIONS, totalWeight);
        const { query, alternate } = bodies.get(op)!;
        // Add, then remove once the add went through: a failed write is retried rather than undone.
        const document = alternate && removeNext[conn] ? alternate : query;
        const started = performance.now();
        let kinds: string[];
        try {
          const answer = await post(persisted(document, op.variables?.(ctx, conn, i) ?? {}), op.persona === 'visitor' ? undefined : cookies.get(op.persona));
          kinds = problems(op, answer);
          if (alternate && kinds.length === 0) removeNext[conn] = !removeNext[conn];
        } catch (err) {
          kinds = [`network ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`];
        }
        if (Date.now() - (performance.now() - started) < measureFrom) {
          warmup.requests += 1;
          if (kinds.length) warmup.failed += 1;
          for (const k of kinds) warmup.kinds.set(k, (warmup.kinds.get(k) ?? 0) + 1);
          continue;
        }
        latencies.get(op)!.push(performance.now() - started);
        if (kinds.length) {
          failedRequests += 1;
          failedByOperation.set(op, (failedByOperation.get(op) ?? 0) + 1);
        }
        for (const k of kinds) errorKinds.set(k, (errorKinds.get(k) ?? 0) + 1);
      }
    };
    try {
      await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => connection(c)));
    } finally {
      clearTimeout(measuring);
    }
    const atEnd = sample();
    const client = process.cpuUsage(clientCpuAtStart);
    const machineAtEnd = machineCpu();
    const ticks = machineAtStart && machineAtEnd ? machineAtEnd.total - machineAtStart.total : 0;
    for (const values of latencies.values()) values.sort((a, b) => a - b);
    return {
      base,
      warmup,
      measured: { from: measureFrom, to: deadline },
      latencies,
      all: [...latencies.values()].flat().sort((a, b) => a - b),
      failedRequests,
      failedByOperation,
      errorKinds,
      beforeWarmup,
      atStart,
      atEnd,
      clientCpuS: (client.user + client.system) / 1e6,
      // /proc/stat counts in 1/100 s.
      machine: ticks > 0 ? { totalS: ticks / 100, busyS: (ticks - (machineAtEnd!.idle - machineAtStart!.idle)) / 100, stealS: (machineAtEnd!.steal - machineAtStart!.steal) / 100 } : null,
      loadAverage: loadAverage(),
    };
  } finally {
    close();
  }
}

const ms = (v: number) => Math.round(v);
const rate = (r: SoakResult) => r.all.length / SECONDS;
const failedShare = (r: SoakResult) => `${r.failedRequests} (${((100 * r.failedRequests) / Math.max(1, r.all.length)).toFixed(2)} %)`;
/** CPU seconds a process used in the measured window (null when it could not be read). */
function cpuDuring(r: SoakResult, name: string): number | null {
  const [start, end] = [r.atStart[name]?.cpuS, r.atEnd[name]?.cpuS];
  return start !== null && start !== undefined && end !== null && end !== undefined ? end - start : null;
}

const kindsList = (kinds: Map<string, number>) => [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${kind} × ${count}`).join(', ');
/**
 * How busy the machine was during the run, and how much of that CPU went neither to the processes
 * sampled nor to this client: other work sharing the machine (a figure to read the run by), the
 * kernel's own share of the network and processes not sampled.
 */
function machineShare(r: SoakResult): string {
  if (!r.machine) return '?';
  const sampled = Object.keys(r.atEnd).reduce((sum, name) => sum + (cpuDuring(r, name) ?? 0), 0) + r.clientCpuS;
  const other = Math.max(0, r.machine.busyS - sampled);
  const pct = (v: number) => `${Math.round((100 * v) / r.machine!.totalS)} %`;
  return `${pct(r.machine.busyS)} busy, ${pct(other)} of it outside the processes listed and the client (steal ${pct(r.machine.stealS)})`;
}

/** The measured figures of the operations `which` picks: requests, failed, p99. */
function figuresOf(r: SoakResult, which: (op: Operation) => boolean): SoakFigures {
  const ops = OPERATIONS.filter(which);
  const sorted = ops.flatMap((op) => r.latencies.get(op) ?? []).sort((a, b) => a - b);
  return { requests: sorted.length, failed: ops.reduce((sum, op) => sum + (r.failedByOperation.get(op) ?? 0), 0), p99Ms: percentile(sorted, 99) };
}

/** The soak's target on the whole mix (visitors among members) and on the members' operations alone. */
function soakVerdicts(r: SoakResult): Verdict[] {
  return [soakVerdict('whole mix (visitors and members)', figuresOf(r, () => true)), soakVerdict("members' operations", figuresOf(r, (op) => op.persona !== 'visitor'))];
}

function printRun(r: SoakResult): void {
  console.log(`warm-up: ${r.warmup.requests} requests, ${r.warmup.failed} failed (not counted below)${r.warmup.failed ? `: ${kindsList(r.warmup.kinds)}` : ''}`);
  console.log(`requests: ${r.all.length} (${rate(r).toFixed(1)} req/s)   failed: ${failedShare(r)}`);
  console.log(`latency overall: p50 ${ms(percentile(r.all, 50))} ms   p95 ${ms(percentile(r.all, 95))} ms   p99 ${ms(percentile(r.all, 99))} ms   max ${ms(r.all.at(-1) ?? 0)} ms\n`);

  console.log('| error kind | count |\n|---|---|');
  if (r.errorKinds.size === 0) console.log('| (none) | 0 |');
  for (const [kind, count] of [...r.errorKinds].sort((a, b) => b[1] - a[1])) console.log(`| ${kind} | ${count} |`);

  console.log('\n| operation | requests | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
  for (const [op, sorted] of r.latencies) {
    console.log(`| ${label(op)} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} |`);
  }

  // CPU per request tells what each process costs even when other work shares the machine.
  console.log('\n| process | RSS MB at start | RSS MB at end | CPU s during the run | CPU ms per request |\n|---|---|---|---|---|');
  for (const name of Object.keys(r.atEnd)) {
    const cpu = cpuDuring(r, name);
    const perRequest = cpu === null ? '?' : ((1000 * cpu) / Math.max(1, r.all.length)).toFixed(1);
    console.log(`| ${name} | ${r.beforeWarmup[name]?.rssMb ?? '?'} | ${r.atEnd[name]?.rssMb ?? '?'} | ${cpu === null ? '?' : cpu.toFixed(1)} | ${perRequest} |`);
  }
  console.log(`| soak client (this process) | | | ${r.clientCpuS.toFixed(1)} | ${((1000 * r.clientCpuS) / Math.max(1, r.all.length)).toFixed(1)} |`);
  console.log(`\nMachine load average at the end: ${r.loadAverage} (${availableParallelism()} cores)${r.machine ? `; CPU during the run ${machineShare(r)}` : ''}`);
  printVerdicts(soakVerdicts(r), `Against the soak target (${CONNECTIONS} connections, ${SECONDS} s measured)`);
}

/** What SOAK_RESULT_FILE receives: the measured window's figures of each part, for a caller that judges them (scripts/bench-ssr.ts). */
export interface SoakResultFile {
  reqPerS: number;
  p50Ms: number;
  whole: SoakFigures;
  members: SoakFigures;
  /** The measured window's failures by kind. */
  errorKinds: Record<string, number>;
}

async function main() {
  console.log(`Soak against ${BASE_URL.origin}: ${CONNECTIONS} connections for ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up\n`);
  const result = await runSoak(BASE_URL, portSampler(BASE_URL));
  printRun(result);
  // SOAK_RESULT_FILE: the same figures as JSON, for `npm run bench` (section ssr), which runs the soak as a child process.
  if (process.env.SOAK_RESULT_FILE) {
    const figures: SoakResultFile = {
      reqPerS: rate(result),
      p50Ms: percentile(result.all, 50),
      whole: figuresOf(result, () => true),
      members: figuresOf(result, (op) => op.persona !== 'visitor'),
      errorKinds: Object.fromEntries(result.errorKinds),
    };
    writeFileSync(process.env.SOAK_RESULT_FILE, JSON.stringify(figures));
  }
}

/** The fleets compared: the same fleet but for the number of gateways behind the balancer. */
const FLEETS = [
  { name: '1 gateway', gateways: 1 },
  { name: '2 gateways', gateways: 2 },
] as const;
const FLEET_CRMS = 2;

async function fleetMain() {
  const { withFleet } = await import('./soak-fleet');
  console.log(
    `Fleet soak: ${FLEETS.map((f) => f.name).join(', then ')} behind HAProxy (${FLEET_CRMS} crm instances behind HAProxy, PostgreSQL and Redis servers, ` +
      `the gateways' query plan warm-up on); through the balancer, ${CONNECTIONS} connections for ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up each\n`,
  );
  const results: (SoakResult & { balancer: { warmup: string; measured: string } })[] = [];
  for (const config of FLEETS) {
    const started = Date.now();
    const { result, balancer } = await withFleet(
      { gateways: config.gateways, crms: FLEET_CRMS, gatewayEnv: { QUERY_PLAN_WARMUP: 'on' } },
      async (fleet, sample) => {
        console.log(`## ${config.name}: fleet started in ${((Date.now() - started) / 1000).toFixed(0)} s, balancer ${fleet.url}\n`);
        return runSoak(new URL(fleet.url), sample);
      },
      (r) => r.failedRequests > 0 || r.warmup.failed > 0,
    );
    printRun(result);
    const changes = balancerChanges(result, balancer);
    console.log(`Balancer's checks, gateways out of rotation: in the warm-up ${changes.warmup}; in the measured window ${changes.measured}\n`);
    results.push({ ...result, balancer: changes });
  }
  printSideBySide(results);
}

/** The balancer's changes of the gateways' state by phase of the soak, counted by kind (`gateway-1 DOWN (Layer7 timeout) × 2, …`). */
function balancerChanges(r: SoakResult, events: BalancerEvent[]): { warmup: string; measured: string } {
  const count = (from: number, to: number) => {
    const kinds = new Map<string, number>();
    for (const e of events) if (e.at >= from && e.at < to && !e.what.endsWith(' UP')) kinds.set(e.what, (kinds.get(e.what) ?? 0) + 1);
    return kinds.size ? kindsList(kinds) : 'none';
  };
  return { warmup: count(r.measured.from - WARMUP_SECONDS * 1000, r.measured.from), measured: count(r.measured.from, Infinity) };
}

function printSideBySide(results: (SoakResult & { balancer: { warmup: string; measured: string } })[]): void {
  const names = FLEETS.map((f) => f.name);
  const row = (title: string, cell: (r: (typeof results)[number]) => string) => console.log(`| ${title} | ${results.map(cell).join(' | ')} |`);
  console.log(`## Side by side (through the balancer, ${CONNECTIONS} connections, ${SECONDS} s)\n`);
  console.log(`| | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`);
  row('requests', (r) => String(r.all.length));
  row('req/s', (r) => rate(r).toFixed(1));
  row('failed', failedShare);
  row('warm-up requests (failed)', (r) => `${r.warmup.requests} (${r.warmup.failed}${r.warmup.failed ? `: ${kindsList(r.warmup.kinds)}` : ''})`);
  for (const p of [50, 95, 99]) row(`p${p} ms`, (r) => String(ms(percentile(r.all, p))));
  row('max ms', (r) => String(ms(r.all.at(-1) ?? 0)));
  row('balancer took gateways out (warm-up)', (r) => r.balancer.warmup);
  row('balancer took gateways out (measured window)', (r) => r.balancer.measured);
  row('machine CPU during the run', machineShare);
  for (const [i, part] of ['whole mix', "members' operations"].entries()) {
    row(`${part}: 0 errors, p99 < ${SOAK_P99_TARGET_MS} ms`, (r) => {
      const v = soakVerdicts(r)[i]!;
      return `${v.met ? 'MET' : 'NOT MET'} (${v.figure})`;
    });
  }
  row('load average at the end', (r) => r.loadAverage);

  const kinds = [...new Set(results.flatMap((r) => [...r.errorKinds.keys()]))];
  console.log(`\n| error kind | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`);
  if (kinds.length === 0) console.log(`| (none) | ${names.map(() => '0').join(' | ')} |`);
  for (const kind of kinds) row(kind, (r) => String(r.errorKinds.get(kind) ?? 0));

  console.log(`\n| operation | ${names.map((n) => `${n}: requests, p50 / p99 ms`).join(' | ')} |\n|---|${names.map(() => '---|').join('')}`);
  for (const op of OPERATIONS) {
    row(label(op), (r) => {
      const sorted = r.latencies.get(op)!;
      return `${sorted.length}, ${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`;
    });
  }

  // In the order of the fleet with the most processes (gateways first).
  const processes = [...new Set([...results].sort((a, b) => Object.keys(b.atEnd).length - Object.keys(a.atEnd).length).flatMap((r) => Object.keys(r.atEnd)))];
  console.log(`\n| process | ${names.map((n) => `${n}: RSS MB start → end, CPU ms/req`).join(' | ')} |\n|---|${names.map(() => '---|').join('')}`);
  const total = (at: Record<string, ProcessSample>) => Object.values(at).reduce((sum, p) => sum + (p.rssMb ?? 0), 0);
  for (const name of processes) {
    row(name, (r) => {
      if (!(name in r.atEnd)) return '—';
      const cpu = cpuDuring(r, name);
      return `${r.beforeWarmup[name]?.rssMb ?? '?'} → ${r.atEnd[name]?.rssMb ?? '?'}, ${cpu === null ? '?' : ((1000 * cpu) / Math.max(1, r.all.length)).toFixed(2)}`;
    });
  }
  row('all of the fleet', (r) => {
    const cpu = processes.reduce((sum, name) => sum + (cpuDuring(r, name) ?? 0), 0);
    return `${total(r.beforeWarmup)} → ${total(r.atEnd)}, ${((1000 * cpu) / Math.max(1, r.all.length)).toFixed(2)}`;
  });
  row('soak client (this process)', (r) => `—, ${((1000 * r.clientCpuS) / Math.max(1, r.all.length)).toFixed(2)}`);
  console.log(`\n${availableParallelism()} cores; CPU ms/req is the process's CPU time in the measured window over its requests.`);
}

await (FLEET ? fleetMain() : main());
