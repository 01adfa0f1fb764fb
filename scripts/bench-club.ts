/**
 * Section `club` of `npm run bench` (issue 42, 'a club, not a handful'): the members' mix over at
 * least a thousand distinct signed-in members, ours beside Hive Gateway with its Rust planner and its
 * response cache per member, on a PostgreSQL server and on the embedded database.
 *
 * - The upstream is seeded at CLUB_SCALE× the demo data (`--scale`: the generic members copied, each
 *   copy with its own enrolments on its own editions of the courses), on a throwaway PostgreSQL
 *   server (`DATABASE_URL`, the gateway's own database there too: `GATEWAY_DATABASE_URL`) and on
 *   PGlite, each on a stack of its own. BENCH_CLUB_DATABASES (postgres,embedded) picks them.
 * - BENCH_CLUB_MEMBERS (1000) members, spread over the originals and the copies, are signed in at the
 *   upstream (its own login, one scrypt each: the gateway's login limits are for browsers) and get
 *   the session cookie our gateway would seal for that token (the bench stack's SESSION_SECRET); the
 *   peer gets the claims our gateway computes for the same token (claims-header.ts), as in the peers section.
 * - Each member makes one visit: their training area, a catalogue page with their own course states,
 *   and their home page, one after the other; the connections rotate through the members. No run is
 *   primed and each starts after the kept answers, Hive's cache and the subgraphs' shared reads have
 *   expired (CACHES_EXPIRE_MS), so what is cached is what the run itself made.
 * - Printed per gateway: req/s, p50/p99, errors, its CPU per request and the subgraphs' and upstream's
 *   (what its requests cost downstream), upstream calls per request and the
 *   cache hit share (ours: gateway_kept_answers_total over the answers; Hive: its answers saying
 *   `extensions.responseCache.hit`, HIVE_RESPONSE_CACHE_METADATA=on).
 */
import { startTestPostgres, type TestPostgres } from '@club/shared-state/testing';
import { encryptPassword } from '@club/subgraph-kit';
import path from 'node:path';
import { ClaimsLoader } from '../gateway/src/callers/claims';
import { SESSION_COOKIE, SessionCodec } from '../gateway/src/callers/session-cookie';
import { FIRST_GENERIC_ID, GENERIC_MEMBERS } from '../upstream/src/families/crm/seed-members';
import { BENCH_SECRETS, row, stopOnInterrupt, type Operation } from './bench-kit';
import { compareAnswers, cpuMsPerRequest, loadRun, mean, portFree, sum, type Item, type Mix, type Run, type Target } from './bench-peers';
import { clubMixVerdicts, printVerdicts } from './bench-targets';
import { BENCH_CLAIMS_HEADER, encodeClaims, type BenchClaims } from './peers/claims-header';
import { startHivePeer, supergraphFor, type HivePeer } from './peers/hive-peer';
import { cpuSeconds, loadAverage, pidListeningOn } from './proc-stats';
import { persistedDocumentId } from './web-documents';

/** The upstream's seed scale: the generic members and their copies (3,000 per scale). */
export const CLUB_SCALE = Number(process.env.BENCH_CLUB_SCALE ?? 2);
const MEMBERS = Number(process.env.BENCH_CLUB_MEMBERS ?? 1000);
const DATABASES = (process.env.BENCH_CLUB_DATABASES ?? 'postgres,embedded').split(',').map((d) => d.trim()) as ('postgres' | 'embedded')[];
const CONNECTIONS = 20;
const ROUNDS = 2;
/** Longer than every cache in the way: our kept answers and Hive's (5 s) and the subgraphs' shared reads (5 s). */
const CACHES_EXPIRE_MS = 6000;
/** The bench stack's /metrics credential for this section (the kept answers' counter). */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
/** The members' visit, in bench.ts's operations (their documents are in the bench's manifest). */
const VISIT = ['training area (premium member)', 'catalogue page (premium member)', 'home page (all sections, premium member)'];
/** Requests compared across the gateways before the load (a few members' visits: every answer is executed). */
const COMPARED_ITEMS = 30;

export interface ClubStack {
  url: string;
  upstreamUrl: string;
  gatewayPid: number | null;
  stop: (() => Promise<void>) | null;
}

export interface ClubOptions {
  ports: Record<string, number> & { gateway: number };
  operations: Operation[];
  seconds: number;
  workDir: string;
  /** The bench's production-default stack with more environment, the upstream on PGlite seeded at `scale`, or as `env` says. */
  startStack: (env: Record<string, string>, scale: number | undefined) => Promise<ClubStack>;
}

interface Member {
  id: string;
  cookie: string;
  claims: BenchClaims;
}

/** Member ids spread evenly over the originals and their copies (customer codes FIRST_GENERIC_ID + k × GENERIC_MEMBERS + i). */
function candidateIds(scale: number, wanted: number): string[] {
  const total = GENERIC_MEMBERS * scale;
  // A fifth more than wanted: a member with conditions to accept, or blocked, gets no session.
  const step = Math.max(1, Math.floor(total / Math.ceil(wanted * 1.2)));
  const ids: string[] = [];
  for (let n = 0; n < total; n += step) ids.push(String(FIRST_GENERIC_ID + n));
  return ids;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/**
 * Signs members in at the upstream (each member's own password, as the demo seeds it) and makes what
 * each gateway gets from a browser: our session cookie for that token, the peer's claims for it.
 */
async function signIn(upstreamUrl: string, ids: string[], wanted: number): Promise<Member[]> {
  const { publicKeyPEM } = (await (await fetch(`${upstreamUrl}/auth/public-key`)).json()) as { publicKeyPEM: string };
  const codec = new SessionCodec(BENCH_SECRETS.SESSION_SECRET, false);
  const claims = new ClaimsLoader(upstreamUrl, 10_000, 0);
  const signedIn = await inParallel(ids, 4, async (id): Promise<Member | null> => {
    const res = await fetch(`${upstreamUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: id, password: encryptPassword(publicKeyPEM, 'Club2026!') }),
    });
    const token = res.ok ? ((await res.json()) as { token: string | null }).token : null;
    if (!token) return null;
    const outcome = await claims.load(token);
    if (outcome.kind !== 'member') return null;
    return { id, cookie: `${SESSION_COOKIE}=${codec.seal(token)}`, claims: { ...outcome.viewer, upstreamToken: token } };
  });
  const members = signedIn.filter((m): m is Member => m !== null).slice(0, wanted);
  if (members.length < wanted) throw new Error(`only ${members.length} of ${ids.length} members could sign in (wanted ${wanted})`);
  return members;
}

/** Each member's visit, member after member: training area, a catalogue page (one of three, by member), home. */
function visits(members: Member[], operations: Operation[]): Item[] {
  const op = (name: string) => {
    const found = operations.find((o) => o.name === name);
    if (!found) throw new Error(`bench.ts has no operation '${name}'`);
    return found;
  };
  const [training, catalogue, home] = VISIT.map(op) as [Operation, Operation, Operation];
  return members.flatMap((m, i) => [
    { query: training.query, variables: training.variables ?? {}, persona: m.id },
    { query: catalogue.query, variables: { i: { page: 1 + (i % 3) } }, persona: m.id },
    { query: home.query, variables: home.variables ?? {}, persona: m.id },
  ]);
}

/** Our gateway's kept answers so far (gateway_kept_answers_total, every caller). */
async function keptAnswers(gatewayUrl: string): Promise<number> {
  const text = await (await fetch(`${gatewayUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return sum([...text.matchAll(/^gateway_kept_answers_total\{[^}]*\} (\d+(?:\.\d+)?)$/gm)].map((m) => Number(m[1])));
}

interface ClubRun extends Run {
  /** Answers served from the gateway's cache, counted by the gateway (ours) or read in the answers (Hive). */
  cacheHits: number;
  /** CPU seconds the subgraphs and the upstream spent during the run (null if one could not be read). */
  downstreamCpuS: number | null;
}

/** The subgraphs' and the upstream's CPU seconds so far (null if a process is not found). */
function downstreamCpu(pids: (number | null)[]): number | null {
  const each = pids.map(cpuSeconds);
  return each.some((c) => c === null) ? null : sum(each as number[]);
}

/** One run, cold: the caches expire first; ours counts its kept answers around the run. */
async function coldRun(target: Target, mix: Mix, seconds: number, upstreamUrl: string, ours: boolean, downstreamPids: (number | null)[]): Promise<ClubRun> {
  await new Promise((r) => setTimeout(r, CACHES_EXPIRE_MS));
  const before = ours ? await keptAnswers(target.url) : 0;
  const cpuBefore = downstreamCpu(downstreamPids);
  const run = await loadRun(target, mix, seconds, CONNECTIONS, upstreamUrl, { prime: false, isCacheHit: ours ? undefined : (body) => body.includes('"responseCache":{"hit":true') });
  const cpuAfter = downstreamCpu(downstreamPids);
  return { ...run, cacheHits: ours ? (await keptAnswers(target.url)) - before : run.hits, downstreamCpuS: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

/** The figures of one database's stack, for the verdicts and docs/performance.md. */
interface ClubFigures {
  database: string;
  members: number;
  oursReqPerS: number;
  peerReqPerS: number | null;
  oursP99: number;
  problems: string[];
}

async function clubOnStack(database: string, stack: ClubStack, options: ClubOptions, peerName: string): Promise<ClubFigures> {
  const upstreamUrl = stack.upstreamUrl;
  const started = Date.now();
  const members = await signIn(upstreamUrl, candidateIds(CLUB_SCALE, MEMBERS), MEMBERS);
  const mix: Mix = { name: `members' visits (${members.length} members × ${VISIT.length} operations)`, items: visits(members, options.operations) };
  console.log(`${members.length} members signed in at the upstream in ${Math.round((Date.now() - started) / 1000)} s (ids ${members[0]!.id} … ${members.at(-1)!.id}); ${mix.items.length} distinct requests.`);

  const byId = new Map(members.map((m) => [m.id, m]));
  const json = { 'content-type': 'application/json' };
  const ours: Target = {
    name: 'ours',
    url: stack.url,
    pid: stack.gatewayPid,
    request: (item) => ({
      headers: { ...json, cookie: byId.get(item.persona!)!.cookie },
      body: JSON.stringify({ variables: item.variables, extensions: { persistedQuery: { version: 1, sha256Hash: persistedDocumentId(item.query).replace(/^sha256:/, '') } } }),
    }),
  };
  const targets: Target[] = [ours];
  let peer: HivePeer | null = null;
  const unregister = stopOnInterrupt(async () => void (await peer?.stop()));
  try {
    const port = options.ports.gateway + 21;
    if (!(await portFree(port))) throw new Error(`port ${port} is in use`);
    try {
      peer = await startHivePeer({
        planner: 'rust',
        port,
        supergraphPath: supergraphFor(options.ports, path.join(options.workDir, 'club-supergraph.graphql')),
        signingSecret: BENCH_SECRETS.VIEWER_SIGNING_SECRET,
        responseCacheTtlMs: 5000,
        env: { HIVE_RESPONSE_CACHE_METADATA: 'on' },
      });
      targets.push({
        name: peerName,
        url: peer.url,
        pid: peer.child.pid ?? null,
        request: (item) => ({ headers: { ...json, [BENCH_CLAIMS_HEADER]: encodeClaims(byId.get(item.persona!)!.claims) }, body: JSON.stringify({ query: item.query, variables: item.variables }) }),
      });
    } catch (err) {
      console.log(`${peerName} left out: it did not start: ${(err as Error).message}`);
    }

    const sample: Mix = { ...mix, items: mix.items.slice(0, COMPARED_ITEMS) };
    const check = await compareAnswers([sample], targets);
    console.log(`Same answers: ${check.compared} requests of ${COMPARED_ITEMS / VISIT.length} members compared across ${targets.map((t) => t.name).join(', ')}: ${check.mismatches ? `${check.mismatches} MISMATCHES (above)` : 'the same data everywhere'}.`);

    // The upstream's answers include its database's time; a PostgreSQL server's own processes are not counted.
    const downstreamPids = ['crm', 'fad', 'cms', 'commerce', 'upstream'].map((n) => pidListeningOn(options.ports[n]!));
    const runs = new Map(targets.map((t) => [t, [] as ClubRun[]]));
    for (let round = 0; round < ROUNDS; round++) for (const t of targets) runs.get(t)!.push(await coldRun(t, mix, options.seconds, upstreamUrl, t === ours, downstreamPids));

    console.log(`\n| gateway | req/s (rounds) | p50 ms | p99 ms | errors | gateway CPU ms/req | subgraphs + upstream CPU ms/req | upstream calls/req | cache hit share | ours ÷ it |`);
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    const oursRps = mean(runs.get(ours)!.map((r) => r.reqPerS));
    const problems = [...check.problems];
    for (const [t, rs] of runs) {
      const answered = sum(rs.map((r) => r.answered));
      const rps = mean(rs.map((r) => r.reqPerS));
      const cpu = cpuMsPerRequest(rs);
      console.log(
        row([
          t.name,
          `${rps.toFixed(0)} (${rs.map((r) => r.reqPerS.toFixed(0)).join(', ')})`,
          Math.max(...rs.map((r) => r.p50)).toFixed(0),
          Math.max(...rs.map((r) => r.p99)).toFixed(0),
          sum(rs.map((r) => r.errors)),
          cpu === null ? '?' : cpu.toFixed(2),
          answered && rs.every((r) => r.downstreamCpuS !== null) ? ((1000 * sum(rs.map((r) => r.downstreamCpuS!))) / answered).toFixed(2) : '?',
          answered ? (sum(rs.map((r) => r.upstreamCalls)) / answered).toFixed(2) : '?',
          answered ? `${((100 * sum(rs.map((r) => r.cacheHits))) / answered).toFixed(0)} %` : '?',
          t === ours ? '' : `${(oursRps / rps).toFixed(2)}×`,
        ]),
      );
      for (const r of rs) if (r.firstProblem) problems.push(`${t.name}: ${r.errors} errors, first: ${r.firstProblem}`);
    }
    const repeatS = mix.items.length / oursRps;
    console.log(
      `\nAt ours' rate each distinct request comes back every ${repeatS.toFixed(1)} s (${mix.items.length} requests ÷ ${oursRps.toFixed(0)} req/s): ` +
        `${repeatS < 5 ? 'inside' : 'outside'} the 5 s both gateways keep a member's answer. p50/p99: the worse of the rounds. (load average ${loadAverage()}, set up in ${Math.round((Date.now() - started) / 1000)} s)`,
    );
    for (const p of problems) console.log(`- problem: ${p}`);
    const peerRuns = targets[1] ? runs.get(targets[1])! : null;
    return {
      database,
      members: members.length,
      oursReqPerS: oursRps,
      peerReqPerS: peerRuns ? mean(peerRuns.map((r) => r.reqPerS)) : null,
      oursP99: Math.max(...runs.get(ours)!.map((r) => r.p99)),
      problems,
    };
  } finally {
    unregister();
    await peer?.stop();
  }
}

/** The section: one stack per database, the verdicts (the PostgreSQL server's are the targets; the embedded database's are shown beside them). */
export async function clubMix(options: ClubOptions): Promise<void> {
  const peerName = 'hive-rust';
  console.log(
    `\n## Members' mix: ${MEMBERS} signed-in members, ours vs Hive Gateway (Rust planner, response cache 5 s per member), upstream seeded at ${CLUB_SCALE}× (${DATABASES.join(', ')})\n`,
  );
  const figures: ClubFigures[] = [];
  for (const database of DATABASES) {
    let postgres: TestPostgres | null = null;
    let stack: ClubStack | null = null;
    const unregister = stopOnInterrupt(async () => void (await postgres?.stop()));
    try {
      const env: Record<string, string> = { METRICS_TOKEN };
      if (database === 'postgres') {
        postgres = await startTestPostgres();
        Object.assign(env, { DATABASE_URL: await postgres.createDatabase('club'), GATEWAY_DATABASE_URL: await postgres.createDatabase('gateway'), UPSTREAM_SEED_SCALE: String(CLUB_SCALE) });
        console.log(`### On a PostgreSQL server (${postgres.baseUrl}, DATABASE_URL and GATEWAY_DATABASE_URL)\n`);
      } else {
        console.log(`\n### On the embedded database (PGlite in the upstream and the gateway)\n`);
      }
      const startedAt = Date.now();
      stack = await options.startStack(env, database === 'postgres' ? undefined : CLUB_SCALE);
      console.log(`(stack up, upstream seeded at ${CLUB_SCALE}×, in ${Math.round((Date.now() - startedAt) / 1000)} s; gateway pid ${stack.gatewayPid ?? pidListeningOn(options.ports.gateway)})`);
      figures.push(await clubOnStack(database === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite', stack, options, peerName));
    } catch (err) {
      console.log(`members' mix on ${database}: not measured: ${(err as Error).message}`);
      figures.push({ database: database === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite', members: 0, oursReqPerS: 0, peerReqPerS: null, oursP99: Infinity, problems: [(err as Error).message] });
    } finally {
      await stack?.stop?.();
      unregister();
      await postgres?.stop();
    }
  }
  printVerdicts(
    figures.flatMap((f) => clubMixVerdicts({ ...f, peer: peerName, problems: f.problems.length })),
    "Against the members' mix targets (this run; the PostgreSQL server's are the issue's, the embedded database's are beside them)",
  );
}
