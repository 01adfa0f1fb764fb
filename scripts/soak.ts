/**
 * `npm run soak`: holds SOAK_CONNECTIONS (100) keep-alive connections for SOAK_SECONDS (60) against a
 * running stack (SOAK_URL, default http://localhost:4000 — e.g. `npm start`) with a realistic mix of
 * the portal's operations: visitors and the demo members (premium, trial, registrato) loading the
 * layout, home sections, catalogue pages, an article, search suggestions, the training area and
 * favourites, plus a small share of favourite add/remove writes. The operations are the web client's
 * own documents (web/src/gql), sent as the browser sends them: the persisted document's hash
 * (`__meta__.hash`, in `extensions.persistedQuery`) instead of the text, so the soak runs against a
 * production-mode stack, where callers without an API key may send nothing else.
 *
 * Prints requests, errors by kind (HTTP errors, answers carrying GraphQL `errors`, groups that came
 * back empty though they never are), p50/p95/p99 overall and per operation, and the resident memory
 * of each process of the stack (found by its listening port) at start and end. Asserts nothing.
 */
import http from 'node:http';
import { availableParallelism } from 'node:os';
import type { DocumentNode } from 'graphql';
import { encryptPassword } from '@club/subgraph-kit';
import * as docs from '../web/src/gql/graphql';
import { cpuSeconds, loadAverage, pidListeningOn, rssMb } from './proc-stats';
import { persistedRequest as persisted } from './web-documents';

const BASE_URL = new URL(process.env.SOAK_URL ?? 'http://localhost:4000');
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
// The same mix runs this long before the measured window (JIT and caches warm up after a start);
// its requests and failures are printed apart, never hidden.
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
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

// One keep-alive agent with as many sockets as connections: each connection keeps its socket.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

function post(body: unknown, cookie?: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL('/graphql', BASE_URL),
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
    req.on('error', reject);
    req.end(payload);
  });
}

async function login(username: string): Promise<string> {
  const key = JSON.parse((await post(persisted(docs.LoginPublicKeyDocument))).body) as { data: { loginPublicKey: { publicKeyPEM: string } } };
  const res = await post(persisted(docs.LoginDocument, { username, encryptedPassword: encryptPassword(key.data.loginPublicKey.publicKeyPEM, PASSWORD) }));
  const status = (JSON.parse(res.body) as { data?: { login?: { status?: string } } }).data?.login?.status;
  const cookie = res.setCookie.map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`Login of ${username} failed (${status ?? res.status})`);
  return cookie;
}

/** The article to read and the contents to toggle as favourites: the newest news and articles, from the home carousel's document. */
async function prepareContext(): Promise<Context> {
  const answer = await post(persisted(docs.HomeNewsCarouselDocument, { contentTypes: ['News', 'Articolo'], rows: 100 }));
  const res = JSON.parse(answer.body) as { data?: { contents?: { items: { id: string; link: string; contentTypeLabel: string }[] } }; errors?: { message: string }[] };
  const items = res.data?.contents?.items ?? [];
  if (items.length === 0) throw new Error(`No contents to soak with (HTTP ${answer.status}): ${res.errors?.map((e) => e.message).join('; ') ?? answer.body.slice(0, 200)}`);
  const article = items.find((i) => i.contentTypeLabel === 'Articolo') ?? items[0]!;
  return { articlePath: article.link, writableContentIds: items.map((i) => i.id) };
}

interface ProcessSample {
  rssMb: number | null;
  cpuS: number | null;
}

function processSnapshot(): Record<string, ProcessSample> {
  const gatewayPort = Number(BASE_URL.port || 80);
  return Object.fromEntries(
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
  let parsed: { data?: unknown; errors?: { message: string; extensions?: { code?: string; service?: string; reason?: string } }[] };
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return ['HTTP 200 with a body that is not JSON'];
  }
  const kinds = (parsed.errors ?? []).map((e) => `GraphQL ${e.extensions?.code ?? 'error'}${e.extensions?.service ? ` ${e.extensions.service}` : ''}${e.extensions?.reason ? ` ${e.extensions.reason}` : ''}`);
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

async function main() {
  console.log(`Soak against ${BASE_URL.origin}: ${CONNECTIONS} connections for ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up\n`);
  const beforeWarmup = processSnapshot();
  let atStart = beforeWarmup;
  let clientCpuAtStart = process.cpuUsage();
  const cookies = new Map<Persona, string>(await Promise.all(MEMBERS.map(async (m) => [m, await login(m)] as [Persona, string])));
  const ctx = await prepareContext();
  const bodies = new Map(OPERATIONS.map((op) => [op, { query: op.document, alternate: op.alternate ?? null }]));
  const totalWeight = OPERATIONS.reduce((s, op) => s + op.weight, 0);
  const latencies = new Map<Operation, number[]>(OPERATIONS.map((op) => [op, []]));
  const errorKinds = new Map<string, number>();
  let failedRequests = 0;
  const warmup = { requests: 0, failed: 0 };
  const measureFrom = Date.now() + WARMUP_SECONDS * 1000;
  const deadline = measureFrom + SECONDS * 1000;
  const measuring = setTimeout(() => {
    atStart = processSnapshot();
    clientCpuAtStart = process.cpuUsage();
  }, WARMUP_SECONDS * 1000);

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
        continue;
      }
      latencies.get(op)!.push(performance.now() - started);
      if (kinds.length) failedRequests += 1;
      for (const k of kinds) errorKinds.set(k, (errorKinds.get(k) ?? 0) + 1);
    }
  };
  const removeNext: boolean[] = [];
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => connection(c)));
  clearTimeout(measuring);
  const elapsedS = SECONDS;
  const atEnd = processSnapshot();
  agent.destroy();

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v);
  console.log(`warm-up: ${warmup.requests} requests, ${warmup.failed} failed (not counted below)`);
  console.log(`requests: ${all.length} (${(all.length / elapsedS).toFixed(1)} req/s)   failed: ${failedRequests} (${((100 * failedRequests) / Math.max(1, all.length)).toFixed(2)} %)`);
  console.log(`latency overall: p50 ${ms(percentile(all, 50))} ms   p95 ${ms(percentile(all, 95))} ms   p99 ${ms(percentile(all, 99))} ms   max ${ms(all.at(-1) ?? 0)} ms\n`);

  console.log('| error kind | count |\n|---|---|');
  if (errorKinds.size === 0) console.log('| (none) | 0 |');
  for (const [kind, count] of [...errorKinds].sort((a, b) => b[1] - a[1])) console.log(`| ${kind} | ${count} |`);

  console.log('\n| operation | requests | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
  for (const [op, values] of latencies) {
    const sorted = values.sort((a, b) => a - b);
    console.log(`| ${label(op)} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} |`);
  }

  // CPU per request tells what each process costs even when other work shares the machine.
  console.log('\n| process | RSS MB at start | RSS MB at end | CPU s during the run | CPU ms per request |\n|---|---|---|---|---|');
  for (const name of Object.keys(PROCESS_PORTS)) {
    const [start, end] = [atStart[name]!, atEnd[name]!];
    const rssBefore = beforeWarmup[name]!.rssMb;
    const cpu = start.cpuS !== null && end.cpuS !== null ? end.cpuS - start.cpuS : null;
    const perRequest = cpu === null ? '?' : ((1000 * cpu) / Math.max(1, all.length)).toFixed(1);
    console.log(`| ${name} | ${rssBefore ?? '?'} | ${end.rssMb ?? '?'} | ${cpu === null ? '?' : cpu.toFixed(1)} | ${perRequest} |`);
  }
  const client = process.cpuUsage(clientCpuAtStart);
  console.log(`| soak client (this process) | | | ${((client.user + client.system) / 1e6).toFixed(1)} | ${((client.user + client.system) / 1e3 / Math.max(1, all.length)).toFixed(1)} |`);
  console.log(`\nMachine load average at the end: ${loadAverage()} (${availableParallelism()} cores)`);
}

await main();
