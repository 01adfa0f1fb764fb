/**
 * Section 3 of `npm run bench`: our gateway against Hive Gateway on the same running stack (same
 * supergraph, subgraphs, upstream): Hive with its JavaScript query planner and with its Rust one
 * (@graphql-hive/router-runtime; left out, with the reason printed, if it does not start).
 *
 * - Every answer is compared first: the three must give the same `data` (keys sorted) for each request.
 * - The peers run with Hive's response cache on (scripts/peers/hive.config.ts: 5 s like our kept
 *   visitor answers, a member's answers kept for that member, visitors' shared; BENCH_PEER_RESPONSE_CACHE=off
 *   for Hive's defaults only), and the section first proves it serves from it: a member's request sent
 *   twice, the upstream calls of each.
 * - Identical mix: each visitor operation sent identically by all 20 connections. Hive merges identical
 *   in-flight subgraph requests and answers from its response cache; ours shares visitors' complete
 *   answers while in flight and keeps them 5 s (VISITOR_RESPONSE_TTL_MS). Beside the gateways, a bare
 *   Node `http` server (scripts/peers/bare-http.ts, a child process) sends our gateway's recorded
 *   answer to each of these requests: the limit of sending an answer already made.
 * - Varied mix: each connection rotates through requests that differ (catalogue pages and filters,
 *   article paths, search terms) and personas (visitor, premium and registered member), so merging
 *   alone cannot hide the cost of a request (the response caches still answer repeats within their 5 s).
 * - Through the gateway vs straight to the subgraph: a member's catalogue page (fad only).
 * Rounds alternate between the gateways (ours, hive-js, hive-rust, ours, …) so the busy machine's
 * drift favours none, and each run starts primed (see `prime`). Peers get the member's claims in a bench-only header that they sign for the
 * subgraphs (scripts/peers/claims-header.ts); ours gets the session cookie, as browsers send it.
 */
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { signViewer, VIEWER_HEADER } from '@club/subgraph-kit';
import { SessionCodec } from '../gateway/src/callers/session-cookie';
import { ClaimsLoader } from '../gateway/src/callers/claims';
import { BENCH_SECRETS, drainUpstream, isGoodAnswer, problemOf, row, sessionCookie, stopOnInterrupt, upstreamTotal, type Operation } from './bench-kit';
import { BENCH_CLAIMS_HEADER, encodeClaims, VISITOR_CLAIMS, type BenchClaims } from './peers/claims-header';
import { recordAnswer, startBareServer, type BareServer, type RecordedAnswer } from './peers/bare-http';
import { startHivePeer, supergraphFor, type HivePeer, type Planner } from './peers/hive-peer';
import { cpuSeconds, loadAverage, pidListeningOn, rssMb } from './proc-stats';
import { BARE_HTTP, memoryVerdict, mixVerdicts, printVerdicts, throughGatewayVerdict } from './bench-targets';
import { persistedDocumentId } from './web-documents';

const CONNECTIONS = 20;
const ROUNDS = 2;
/** Unreported load per gateway through every request of the section first (JIT, plan caches, pools). */
const WARMUP_S = 2;
/**
 * Hive's response cache lifetime for the peers: the 5 s our gateway keeps visitors' answers
 * (VISITOR_RESPONSE_TTL_MS's default). BENCH_PEER_RESPONSE_CACHE=off runs them with Hive's defaults only.
 */
const PEER_RESPONSE_CACHE_TTL_MS = process.env.BENCH_PEER_RESPONSE_CACHE === 'off' ? null : 5000;

const ARTICLE_VISITOR: Operation = {
  name: 'article (visitor)',
  query:
    'query BenchArticleVisitor($p: String!) { contentBySlug(path: $p) { id title abstract body headings author publicationDate paywalled allowedActions { action allowed upsellTitle } topics { title link } hasTopics related { id title link } readAlso { id title link } } }',
};

/** Documents of this section that bench.ts's OPERATIONS lack: our gateway receives them as persisted documents. */
export const PEER_DOCUMENTS = [ARTICLE_VISITOR.query];

const MEMBERS = ['premium@demo.club', 'registrato@demo.club'];
/** null: a visitor. */
export type Persona = string | null;

/** One request: a document with its variables, as one persona. */
export interface Item {
  query: string;
  variables: Record<string, unknown>;
  persona: Persona;
}

/** The requests one load sends (each connection in turn) and what an answer's data must hold besides having no errors. */
export interface Mix {
  name: string;
  items: Item[];
  check?: (data: Record<string, unknown>) => string | null;
}

export interface Target {
  name: string;
  url: string;
  pid: number | null;
  request: (item: Item) => { headers: Record<string, string>; body: string };
}

export interface Run {
  reqPerS: number;
  p50: number;
  p99: number;
  answered: number;
  errors: number;
  firstProblem: string | null;
  cpuS: number | null;
  upstreamCalls: number;
  /** Answers `LoadOptions.isCacheHit` recognised (0 without it). */
  hits: number;
}

export interface LoadOptions {
  /** Each request sent once before the run (default): every run starts from the same warm state. Off: the run starts cold. */
  prime?: boolean;
  /** Recognises an answer served from the target's response cache (Hive's `extensions.responseCache.hit`). */
  isCacheHit?: (body: string) => boolean;
}

export interface PeersOptions {
  gatewayUrl: string;
  upstreamUrl: string;
  ports: Record<string, number>;
  /** bench.ts's operations: the identical mix reuses them by name. */
  operations: Operation[];
  seconds: number;
  /** A scratch folder (the supergraph copy with this stack's ports, the bare server's answers). */
  workDir: string;
  /** Printed in the section's title, e.g. 'upstream seeded at 20× the demo data'. */
  label?: string;
}

/** Our gateway's req/s (mean of the rounds) per operation of each mix: BENCH_SCALE compares them across scales. */
export interface PeersFigures {
  identical: Map<string, number>;
  varied: Map<string, number>;
}

// --- answers -------------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Where two answers first differ, e.g. `data.courseCatalogue.items[3].title: "a" ≠ "b"`; null when equal. */
function firstDifference(a: Json | undefined, b: Json | undefined, at: string): string | null {
  const short = (v: unknown) => (v === undefined ? 'missing' : JSON.stringify(v).slice(0, 80));
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    // Sorted keys: the order of fields is not part of the comparison.
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const d = firstDifference(a[k], b[k], `${at}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : `${at}: ${short(a)} ≠ ${short(b)}`;
}

/** A load's answer is bad when it has errors (bench-kit) or its data fails the mix's check (e.g. every suggestion group empty). */
function problemOfAnswer(mix: Mix, status: number, body: string): string | null {
  if (!isGoodAnswer(status, body)) return problemOf(status, body);
  if (!mix.check) return null;
  try {
    const data = (JSON.parse(body) as { data?: Record<string, unknown> | null }).data;
    return data ? mix.check(data) : `HTTP ${status} without data`;
  } catch {
    return `HTTP ${status} unreadable body ${body.slice(0, 80)}`;
  }
}

const describe = (item: Item) => `${item.persona ?? 'visitor'} ${JSON.stringify(item.variables).slice(0, 60)}`;

/** Sends every distinct request of the mixes to every target: prints MISMATCH lines, returns the problems seen. */
export async function compareAnswers(mixes: Mix[], targets: Target[]): Promise<{ compared: number; mismatches: number; problems: string[] }> {
  let compared = 0;
  let mismatches = 0;
  const problems: string[] = [];
  for (const mix of mixes) {
    for (const item of mix.items) {
      const answers = await Promise.all(
        targets.map(async (t) => {
          const { headers, body } = t.request(item);
          const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers, body });
          const text = await res.text();
          const problem = problemOfAnswer(mix, res.status, text);
          if (problem) problems.push(`${mix.name} [${describe(item)}] on ${t.name}: ${problem}`);
          let data: Json | undefined;
          try {
            data = (JSON.parse(text) as { data?: Json }).data;
          } catch {
            data = undefined;
          }
          return { target: t.name, data };
        }),
      );
      compared += 1;
      const [first, ...others] = answers;
      for (const other of others) {
        const d = firstDifference(first!.data, other.data, 'data');
        if (!d) continue;
        mismatches += 1;
        console.log(`MISMATCH ${mix.name} [${describe(item)}]: ${first!.target} vs ${other.target}: ${d}`);
      }
    }
  }
  return { compared, mismatches, problems };
}

// --- load ----------------------------------------------------------------------------------------

/**
 * Sends each request of the list once (not measured) just before a run. The subgraphs keep shared
 * reads for 5 s, and otherwise the gateway that runs first after they expired would pay the upstream
 * calls the next one is spared: primed, every run starts from the same state.
 */
async function prime(target: Target, requests: { headers: Record<string, string>; body: string }[]): Promise<void> {
  const queue = [...requests];
  const worker = async () => {
    for (let r = queue.shift(); r; r = queue.shift()) await (await fetch(`${target.url}/graphql`, { method: 'POST', ...r })).arrayBuffer();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

/** One autocannon run against one target, the connections rotating through the mix's requests. */
export async function loadRun(target: Target, mix: Mix, seconds: number, connections: number, upstreamUrl: string | null, options: LoadOptions = {}): Promise<Run> {
  const built = mix.items.map((item) => target.request(item));
  let next = 0;
  let errors = 0;
  let hits = 0;
  let firstProblem: string | null = null;
  if (upstreamUrl) {
    await drainUpstream(upstreamUrl);
    if (options.prime !== false) await prime(target, built);
    await fetch(`${upstreamUrl}/_metrics/reset`, { method: 'POST' });
  }
  const cpuBefore = cpuSeconds(target.pid);
  const r = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        // A new request from the list each time (a single-item list sends the same one every time).
        setupRequest: (req) => ({ ...req, ...built[next++ % built.length]! }),
        onResponse: (status, body) => {
          if (options.isCacheHit?.(body)) hits += 1;
          const problem = problemOfAnswer(mix, status, body);
          if (!problem) return;
          errors += 1;
          firstProblem ??= problem;
        },
      },
    ],
  });
  const cpuAfter = cpuSeconds(target.pid);
  return {
    reqPerS: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    answered: r.requests.total,
    errors: errors + r.errors,
    firstProblem: firstProblem ?? (r.errors ? `${r.errors} socket errors or timeouts` : null),
    cpuS: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
    upstreamCalls: upstreamUrl ? await upstreamTotal(upstreamUrl) : 0,
    hits,
  };
}

/** Every mix on every target, ROUNDS times, the targets alternating within each round. */
async function measure(mixes: Mix[], targets: Target[], options: PeersOptions): Promise<Map<Mix, Map<Target, Run[]>>> {
  const runs = new Map(mixes.map((m) => [m, new Map(targets.map((t) => [t, [] as Run[]]))]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const mix of mixes) for (const target of targets) runs.get(mix)!.get(target)!.push(await loadRun(target, mix, options.seconds, CONNECTIONS, options.upstreamUrl));
  }
  return runs;
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A target's CPU per answered request over its runs, ms (null when its CPU could not be read). */
export function cpuMsPerRequest(rs: Run[]): number | null {
  const answered = sum(rs.map((r) => r.answered));
  return rs.every((r) => r.cpuS !== null) && answered ? (1000 * sum(rs.map((r) => r.cpuS!))) / answered : null;
}

/**
 * The bare server's CPU per request over ours, per operation: ours ÷ bare read from the servers' own
 * CPU, which the load client does not cap (it runs in this process, on the same two cores, and
 * sets the bare server's req/s more than the server does).
 */
function bareByCpu(runs: Map<Mix, Map<Target, Run[]>>): string {
  return [...runs]
    .map(([mix, byTarget]) => {
      const [ours, bare] = [[...byTarget.values()][0]!, [...byTarget].find(([t]) => t.name === BARE_HTTP)?.[1]];
      const [o, b] = [cpuMsPerRequest(ours), bare ? cpuMsPerRequest(bare) : null];
      return `${mix.name} ${o && b !== null ? `${(b / o).toFixed(2)}×` : '?'}`;
    })
    .join(', ');
}

/** Prints the runs; returns, per operation, our req/s over each other target's. */
function printTable(title: string, runs: Map<Mix, Map<Target, Run[]>>, problems: string[]): Map<string, Map<string, number>> {
  const ratios = new Map<string, Map<string, number>>();
  console.log(`\n### ${title}\n`);
  console.log('| operation | gateway | req/s (rounds) | p50 ms | p99 ms | errors | gateway CPU ms/req | upstream calls/req | ours ÷ this, req/s |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [mix, byTarget] of runs) {
    const ours = mean([...byTarget.values()][0]!.map((r) => r.reqPerS));
    for (const [target, rs] of byTarget) {
      const reqPerS = mean(rs.map((r) => r.reqPerS));
      const answered = sum(rs.map((r) => r.answered));
      const cpu = cpuMsPerRequest(rs)?.toFixed(2) ?? '?';
      const calls = answered ? (sum(rs.map((r) => r.upstreamCalls)) / answered).toFixed(2) : '?';
      const isOurs = target === [...byTarget.keys()][0];
      if (!isOurs) ratios.set(mix.name, (ratios.get(mix.name) ?? new Map<string, number>()).set(target.name, ours / reqPerS));
      const ratio = isOurs ? '—' : `${(ours / reqPerS).toFixed(2)}×`;
      const rounds = rs.map((r) => r.reqPerS.toFixed(0)).join('/');
      console.log(row([mix.name, target.name, `${reqPerS.toFixed(0)} (${rounds})`, mean(rs.map((r) => r.p50)).toFixed(0), mean(rs.map((r) => r.p99)).toFixed(0), sum(rs.map((r) => r.errors)), cpu, calls, ratio]));
      for (const r of rs) if (r.firstProblem) problems.push(`${mix.name} on ${target.name}: ${r.errors} errors, first: ${r.firstProblem}`);
    }
  }
  return ratios;
}

/** Our gateway's (the first target's) mean req/s per operation. */
function oursReqPerS(runs: Map<Mix, Map<Target, Run[]>>): Map<string, number> {
  return new Map([...runs].map(([mix, byTarget]) => [mix.name, mean([...byTarget.values()][0]!.map((r) => r.reqPerS))]));
}

/**
 * Proof that the peers answer from their response cache: a member's request sent twice in a row to
 * each target, the upstream calls of each. Each target gets a catalogue page of its own, one no mix
 * asks for (pages 7, 8, …), so the first request is not served by what another target's made the
 * subgraphs keep (their shared reads): it costs upstream calls, and with a response cache the second
 * costs none.
 */
async function responseCacheCheck(targets: Target[], item: Item, upstreamUrl: string): Promise<string> {
  const parts: string[] = [];
  for (const [index, target] of targets.entries()) {
    const calls: number[] = [];
    const own: Item = { ...item, variables: { ...item.variables, i: { page: 7 + index } } };
    for (let i = 0; i < 2; i++) {
      await drainUpstream(upstreamUrl);
      await fetch(`${upstreamUrl}/_metrics/reset`, { method: 'POST' });
      const { headers, body } = target.request(own);
      await (await fetch(`${target.url}/graphql`, { method: 'POST', headers, body })).arrayBuffer();
      calls.push(await upstreamTotal(upstreamUrl));
    }
    parts.push(`${target.name} ${calls.join(' → ')}`);
  }
  return parts.join(', ');
}

/** Prints each process's RSS; returns them. */
function printMemory(after: string, processes: [string, number | null][]): [string, number | null][] {
  const rss = processes.map(([name, pid]): [string, number | null] => [name, rssMb(pid)]);
  console.log(`\nRSS after ${after} (MB): ${rss.map(([name, mb]) => `${name} ${mb ?? '?'}`).join(', ')}`);
  return rss;
}

// --- the section ---------------------------------------------------------------------------------

export async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ad-hoc query through our gateway (the stack accepts text) for the real data the varied requests need. */
async function ask<T>(gatewayUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors ?? body).slice(0, 200)}`);
  return body.data;
}

const hasSuggestions = (data: Record<string, unknown>) =>
  (data.searchSuggestions as { items: unknown[] }[] | null)?.some((g) => g.items.length > 0) ? null : 'every suggestion group empty';
const hasArticle = (data: Record<string, unknown>) => (data.contentBySlug ? null : 'no article at that path');

/** Every combination of variables and persona, personas alternating from one request to the next. */
const crossed = (query: string, variableSets: Record<string, unknown>[], personas: Persona[]): Item[] =>
  variableSets.flatMap((variables) => personas.map((persona) => ({ query, variables, persona })));

async function buildMixes(options: PeersOptions): Promise<{ identical: Mix[]; varied: Mix[]; direct: Mix }> {
  const op = (name: string) => {
    const found = options.operations.find((o) => o.name === name);
    if (!found) throw new Error(`bench.ts has no operation '${name}'`);
    return found;
  };
  const single = (o: Operation, check?: Mix['check']): Mix => ({ name: o.name, items: [{ query: o.query, variables: o.variables ?? {}, persona: o.as ?? null }], check });

  // Real data: the newest articles' paths, the course series, words of titles as search terms.
  const { contents } = await ask<{ contents: { items: { link: string; title: string }[] } }>(options.gatewayUrl, 'query { contents(input: { contentTypes: [Articolo], rows: 12 }) { items { link title } } }');
  const { courseSeries, courseCatalogue } = await ask<{ courseSeries: { id: string }[]; courseCatalogue: { items: { title: string }[] } }>(
    options.gatewayUrl,
    'query { courseSeries { id } courseCatalogue(input: { page: 1 }) { items { title } } }',
  );
  const paths = contents.items.map((i) => i.link);
  const words = [...contents.items, ...courseCatalogue.items].flatMap((i) => i.title.toLowerCase().match(/\p{L}{6,}/gu) ?? []);
  const candidates = [...new Set(words.map((w) => w.slice(0, 5)))].slice(0, 24);
  const search = op('search suggestions');
  // Only terms with suggestions: an empty answer counts as an error in the load.
  const terms: string[] = [];
  for (const t of candidates) {
    if (terms.length === 12) break;
    if (hasSuggestions(await ask<Record<string, unknown>>(options.gatewayUrl, search.query, { t })) === null) terms.push(t);
  }
  const catalogue = op('catalogue page (visitor)');
  const credits = ['ALL', 'FROM_1_TO_2', 'FROM_3_TO_5', 'FROM_6_TO_10', 'FROM_11'];
  const filters = [...[1, 2, 3].flatMap((page) => credits.map((c) => ({ page, credits: c }))), ...courseSeries.slice(0, 3).map((s) => ({ page: 1, seriesId: s.id }))];
  const personas: Persona[] = [null, ...MEMBERS];

  return {
    identical: [
      single(op('viewer (visitor)')),
      single(op('layout (navigation, top bar, footer)')),
      single(catalogue),
      single({ ...ARTICLE_VISITOR, variables: { p: paths[0] } }, hasArticle),
      single(search, hasSuggestions),
      single(op('home page (all sections)')),
    ],
    varied: [
      { name: 'catalogue pages (pages × credit and series filters × personas)', items: crossed(catalogue.query, filters.map((i) => ({ i })), personas) },
      { name: 'article pages (articles × personas)', items: crossed(ARTICLE_VISITOR.query, paths.map((p) => ({ p })), personas), check: hasArticle },
      { name: 'search suggestions (terms × personas)', items: crossed(search.query, terms.map((t) => ({ t })), personas), check: hasSuggestions },
    ],
    direct: single(op('catalogue page (premium member)')),
  };
}

export async function comparePeers(options: PeersOptions): Promise<PeersFigures> {
  const { gatewayUrl, upstreamUrl, ports } = options;
  const cacheNote =
    PEER_RESPONSE_CACHE_TTL_MS === null
      ? 'Hive with its defaults (response cache off: BENCH_PEER_RESPONSE_CACHE=off)'
      : `Hive with its response cache on (responseCaching, ttl ${PEER_RESPONSE_CACHE_TTL_MS / 1000} s, members' answers per member, visitors' shared)`;
  console.log(`\n## Peers: our gateway vs Hive Gateway (JavaScript and Rust query planners), same stack${options.label ? `, ${options.label}` : ''}; ${cacheNote}\n`);

  // Personas: ours gets the session cookie; the peers get the claims our gateway computes for that
  // session (its own session codec and claims loader, on the same upstream token).
  const codec = new SessionCodec(BENCH_SECRETS.SESSION_SECRET, false);
  const loader = new ClaimsLoader(upstreamUrl, 10_000, 0);
  const cookies = new Map<string, string>();
  const claims = new Map<string, BenchClaims>();
  for (const member of MEMBERS) {
    const cookie = await sessionCookie(gatewayUrl, member);
    const token = codec.tokenFromCookieHeader(cookie);
    const outcome = token ? await loader.load(token) : null;
    if (!token || outcome?.kind !== 'member') throw new Error(`no claims for ${member}: ${outcome?.kind ?? 'the session cookie does not open'}`);
    cookies.set(member, cookie);
    claims.set(member, { ...outcome.viewer, upstreamToken: token });
  }
  const claimsOf = (persona: Persona) => (persona ? claims.get(persona)! : VISITOR_CLAIMS);
  const json = { 'content-type': 'application/json' };

  const ours: Target = {
    name: 'ours',
    url: gatewayUrl,
    pid: pidListeningOn(ports.gateway),
    // As browsers send it: the persisted document's hash (bench.ts's manifest holds these documents) and the session cookie.
    request: (item) => ({
      headers: { ...json, ...(item.persona ? { cookie: cookies.get(item.persona)! } : {}) },
      body: JSON.stringify({ variables: item.variables, extensions: { persistedQuery: { version: 1, sha256Hash: persistedDocumentId(item.query).replace(/^sha256:/, '') } } }),
    }),
  };
  const peerTarget = (name: string, peer: HivePeer): Target => ({
    name,
    url: peer.url,
    pid: peer.child.pid ?? null,
    request: (item) => ({ headers: { ...json, [BENCH_CLAIMS_HEADER]: encodeClaims(claimsOf(item.persona)) }, body: JSON.stringify({ query: item.query, variables: item.variables }) }),
  });
  const fadDirect: Target = {
    name: 'fad subgraph, direct',
    url: `http://127.0.0.1:${ports.fad}`,
    pid: pidListeningOn(ports.fad),
    // Signed as our gateway signs it, valid for the whole run (the request list is built before each run).
    request: (item) => ({
      headers: { ...json, [VIEWER_HEADER]: signViewer({ ...claimsOf(item.persona), partnerId: null, clientIp: null, idempotencyKey: null }, BENCH_SECRETS.VIEWER_SIGNING_SECRET, options.seconds + 120) },
      body: JSON.stringify({ query: item.query, variables: item.variables }),
    }),
  };

  // The peers, on ports 20 and 21 above the gateway's.
  const supergraphPath = supergraphFor(ports, path.join(options.workDir, 'peers-supergraph.graphql'));
  const peers: HivePeer[] = [];
  let bare: BareServer | null = null;
  const unregister = stopOnInterrupt(async () => void (await Promise.all([...peers, ...(bare ? [bare] : [])].map((p) => p.stop()))));
  const targets: Target[] = [ours];
  try {
    // Both start at once (each takes seconds to load); a peer that fails is left out, the other goes on.
    const planners: Planner[] = ['js', 'rust'];
    const started = await Promise.allSettled(
      planners.map(async (planner, i) => {
        const port = ports.gateway + 20 + i;
        if (!(await portFree(port))) throw new Error(`port ${port} is in use`);
        const peer = await startHivePeer({ planner, port, supergraphPath, signingSecret: BENCH_SECRETS.VIEWER_SIGNING_SECRET, responseCacheTtlMs: PEER_RESPONSE_CACHE_TTL_MS });
        peers.push(peer);
        return peer;
      }),
    );
    started.forEach((outcome, i) => {
      const name = `hive-${planners[i]}`;
      if (outcome.status === 'fulfilled') targets.push(peerTarget(name, outcome.value));
      else console.log(`${name} left out: it did not start: ${(outcome.reason as Error).message}\n`);
    });
    const processes = (): [string, number | null][] => [
      ...targets.map((t): [string, number | null] => [t.name, t.pid]),
      ...['crm', 'fad', 'cms', 'commerce', 'upstream'].map((n): [string, number | null] => [n, pidListeningOn(ports[n])]),
    ];
    console.log(
      `Gateways: ${targets.map((t) => `${t.name} (${t.url})`).join(', ')}. ${CONNECTIONS} connections, ${options.seconds} s per run, ${ROUNDS} rounds alternating between the gateways. ` +
        'Ours gets persisted-document hashes and session cookies as browsers send them; the peers get the text and, for members, the claims ours computes for that session (a bench-only header they sign for the subgraphs). ' +
        `Hive merges identical in-flight subgraph requests${PEER_RESPONSE_CACHE_TTL_MS === null ? '' : ` and keeps complete answers ${PEER_RESPONSE_CACHE_TTL_MS / 1000} s in its response cache (scripts/peers/hive.config.ts: session = the member's id from the claims, none for visitors)`}; ` +
        "ours shares visitors' complete answers while in flight and keeps them 5 s, and caches members' claims 30 s. " +
        `Beside them in the identical mix, ${BARE_HTTP}: a bare Node http server (a child process) sending the bytes and headers our gateway sent for each of its requests.\n`,
    );

    const { identical, varied, direct } = await buildMixes(options);
    const all = [...identical, ...varied];
    console.log(
      `Response caches: a premium member's catalogue page (a page of its own per gateway) sent twice in a row, upstream calls of each: ${await responseCacheCheck(targets, direct.items[0]!, upstreamUrl)}.`,
    );
    const check = await compareAnswers(all, targets);
    const directCheck = await compareAnswers([direct], [ours, fadDirect]);
    console.log(
      `Same answers: ${check.compared + directCheck.compared} distinct requests compared across ${targets.map((t) => t.name).join(', ')} (and the member's catalogue page with the fad subgraph direct): ` +
        `${check.mismatches + directCheck.mismatches ? `${check.mismatches + directCheck.mismatches} MISMATCHES (above)` : 'the same data everywhere'}.`,
    );
    for (const p of [...check.problems, ...directCheck.problems]) console.log(`- problem: ${p}`);

    // The bare server: our gateway's answers to the identical mix's requests, recorded as the load sends them.
    const identicalTargets = [...targets];
    try {
      const answers: RecordedAnswer[] = [];
      for (const item of identical.flatMap((m) => m.items)) {
        const { headers, body } = ours.request(item);
        answers.push(await recordAnswer(gatewayUrl, headers, body));
      }
      const port = ports.gateway + 22;
      if (!(await portFree(port))) throw new Error(`port ${port} is in use`);
      bare = await startBareServer(answers, port, path.join(options.workDir, 'bare-http-answers.json'));
      identicalTargets.push({ name: BARE_HTTP, url: bare.url, pid: bare.child.pid ?? null, request: ours.request });
      const viewer = answers[0]!;
      console.log(`${BARE_HTTP} (${bare.url}) sends what ours sent, e.g. for the viewer: HTTP ${viewer.status}, ${Buffer.from(viewer.body, 'base64').length} bytes, headers ${Object.keys(viewer.headers).join(', ')}.`);
    } catch (err) {
      console.log(`${BARE_HTTP} left out: ${(err as Error).message}`);
    }

    // Warm-up: every request of the section on each gateway (not reported).
    const everything: Mix = { name: 'warm-up', items: [...all, direct].flatMap((m) => m.items) };
    for (const t of targets) await loadRun(t, everything, WARMUP_S, 10, null);
    for (const t of identicalTargets.slice(targets.length)) await loadRun(t, { name: 'warm-up', items: identical.flatMap((m) => m.items) }, WARMUP_S, 10, null);

    const problems: string[] = [];
    const identicalRuns = await measure(identical, identicalTargets, options);
    const identicalRatios = printTable('Identical mix: each visitor operation, the same request from every connection', identicalRuns, problems);
    if (identicalTargets.length > targets.length) console.log(`\nOurs ÷ ${BARE_HTTP} by CPU per request (the bare server's ms ÷ ours; the load client caps the bare server's req/s): ${bareByCpu(identicalRuns)}`);
    const rssIdentical = printMemory('the identical mix', processes());
    console.log(
      `\nVaried mix: ${varied.map((m) => `${m.name}: ${m.items.length} distinct requests`).join('; ')}. ` +
        "A third are visitors' requests. A request repeated within 5 s may be answered from a response cache (ours: visitors' kept answers, and members' where the gateway keeps them; " +
        `Hive's: ${PEER_RESPONSE_CACHE_TTL_MS === null ? 'off' : "every answer, per member for members"}); the gateway CPU per request shows how often a request was executed instead.`,
    );
    const variedRuns = await measure(varied, targets, options);
    const variedRatios = printTable('Varied mix: the connections rotate through different requests and personas', variedRuns, problems);
    const rssVaried = printMemory('the varied mix', processes());

    const directRuns = await measure([direct], [ours, fadDirect], options);
    printTable('Through our gateway vs straight to the fad subgraph (signed viewer header), premium member', directRuns, problems);
    const [through, straight] = [...directRuns.get(direct)!.values()].map((rs) => ({ reqPerS: mean(rs.map((r) => r.reqPerS)), p50: mean(rs.map((r) => r.p50)) }));
    console.log(`\nDirect ÷ through our gateway: ${(straight!.reqPerS / through!.reqPerS).toFixed(2)}× the req/s; the gateway adds ${(through!.p50 - straight!.p50).toFixed(0)} ms at p50.`);

    console.log(`\nErrors during the load: ${problems.length ? '' : 'none'}`);
    for (const p of problems) console.log(`- ${p}`);

    // Our services' highest RSS of the two readings (the peers are listed above, not held to it).
    const peerNames = new Set(targets.slice(1).map((t) => t.name));
    const highest = rssIdentical
      .filter(([name]) => !peerNames.has(name))
      .map(([name, mb]): [string, number | null] => {
        const other = rssVaried.find(([n]) => n === name)?.[1] ?? null;
        return [name, mb === null || other === null ? null : Math.max(mb, other)];
      });
    printVerdicts([
      ...mixVerdicts('identical', identicalRatios),
      ...mixVerdicts('varied', variedRatios),
      throughGatewayVerdict(straight!.reqPerS / through!.reqPerS),
      memoryVerdict(highest),
      { target: 'no errors in the load', figure: `${problems.length} problems`, met: problems.length === 0 },
    ]);
    console.log(`(load average ${loadAverage()})`);
    return { identical: oursReqPerS(identicalRuns), varied: oursReqPerS(variedRuns) };
  } finally {
    unregister();
    await Promise.all([...peers, ...(bare ? [bare] : [])].map((p) => p.stop()));
  }
}
