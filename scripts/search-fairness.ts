/**
 * `npm run bench:search`: does one client's search slow everyone? A member (premium@demo.club) types
 * searches in the header box, one suggestion request after another on one connection, first alone
 * and then while one abusive visitor (one address) sends random-text search suggestions on 20
 * connections, each sending its next request as soon as it has an answer and ignoring Retry-After.
 * Prints the member's p50/p99 in both phases, what the abuser got (answers, 429 refusals), and the
 * verdict: the member's p99 under abuse < 300 ms, MET / NOT MET.
 *
 * It runs twice, on two production-mode stacks of its own over one fresh database (scripts/stack.mjs,
 * ports 4900+; SEARCH_BENCH_PORT_OFFSET shifts them): first with the search bound off
 * (SEARCH_RUNNING_PER_CLIENT=0, what the gateway did before it had one), then with the gateway's
 * defaults; the verdict is the second's. Requests go to 127.0.0.1 only, as the web client sends
 * them (persisted documents). Bounded: each phase lasts SEARCH_BENCH_SECONDS (10), every request
 * at most 10 s, and each client stops at MAX_REQUESTS_PER_PHASE. Asserts nothing (exit code 0 either way).
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import * as docs from '../web/src/gql/graphql';
import { CATEGORIES } from '../upstream/src/families/cms/seed-words';
import { BENCH_SECRETS, row, sessionCookie, stopOnInterrupt } from './bench-kit';
import { loadAverage } from './proc-stats';
// @ts-expect-error plain ESM module without types
import { ensureServicesBuilt } from './ensure.mjs';
// @ts-expect-error plain ESM module without types
import { portsWithOffset, startStack } from './stack.mjs';
import { persistedRequest } from './web-documents';

const SECONDS = Number(process.env.SEARCH_BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const ABUSER_CONNECTIONS = 20;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_REQUESTS_PER_PHASE = 50_000;
/** The target: the other member's p99 while the abuser runs. */
export const SEARCH_FAIRNESS_P99_TARGET_MS = 300;
const PORTS = portsWithOffset(Number(process.env.SEARCH_BENCH_PORT_OFFSET ?? 900)) as Record<string, number> & { gateway: number };
const HOST = '127.0.0.1';

/**
 * What the member types: prefixes (3 letters up to the whole word) of the words of the demo's
 * subjects, so that their searches find something, and in a cycle long enough (hundreds of texts)
 * that no kept answer of the 5 s before serves them.
 */
const MEMBER_TEXTS = [
  ...new Set(
    CATEGORIES.flatMap((c) => c.subjects)
      .flatMap((s) => s.toLowerCase().split(/[^a-zà-ù]+/))
      .filter((w) => w.length >= 5)
      .flatMap((w) => Array.from({ length: w.length - 2 }, (_, i) => w.slice(0, i + 3))),
  ),
];

/** A random text of 4 to 10 letters: what no cache holds and (almost always) nothing matches. */
const randomText = () => Array.from({ length: 4 + Math.floor(Math.random() * 7) }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

interface Answer {
  status: number;
  body: string;
}

/**
 * The two clients' addresses, as a balancer in front would pass them (X-Forwarded-For from loopback,
 * which the gateway's TRUST_PROXY default believes): the member and the abuser are two people, so the
 * per-address keyless limit counts each on its own, as it would in production (from one address the
 * abuser's flood spent the member's budget too, and the member got 429s that no member would).
 */
const MEMBER_ADDRESS = '192.0.2.10';
const ABUSER_ADDRESS = '198.51.100.20';

/** POSTs to the gateway's /graphql over keep-alive sockets, from 127.0.0.1 on behalf of one client address. */
function client(sockets: number, address: string, cookie?: string): { post: (body: unknown) => Promise<Answer>; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const post = (body: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        { host: HOST, port: PORTS.gateway, path: '/graphql', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
      req.on('error', reject);
      req.end(payload);
    });
  return { post, close: () => agent.destroy() };
}

const suggestion = (text: string) => persistedRequest(docs.SearchSuggestionsDocument, { text });

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface MemberFigures {
  requests: number;
  errors: number;
  firstError: string | null;
  p50: number;
  p99: number;
  max: number;
}

/** The member's searches, one after another, until `until`; an answer with errors or without groups counts as an error. */
async function memberSearches(post: (body: unknown) => Promise<Answer>, until: number, offset: number): Promise<MemberFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  for (let i = 0; Date.now() < until && i < MAX_REQUESTS_PER_PHASE; i++) {
    const text = MEMBER_TEXTS[(offset + i) % MEMBER_TEXTS.length]!;
    const started = performance.now();
    try {
      const answer = await post(suggestion(text));
      latencies.push(performance.now() - started);
      if (answer.status !== 200 || answer.body.includes('"errors":[') || !answer.body.includes('"searchSuggestions":[')) {
        errors += 1;
        firstError ??= `HTTP ${answer.status} ${answer.body.slice(0, 160)}`;
      }
    } catch (err) {
      latencies.push(performance.now() - started);
      errors += 1;
      firstError ??= String(err);
    }
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { requests: sorted.length, errors, firstError, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

interface AbuserFigures {
  answered: number;
  refused: number;
  other: number;
}

/** The abuser: 20 connections of random-text suggestions, each sending its next request at once, Retry-After ignored. */
async function abuse(until: number): Promise<AbuserFigures> {
  const { post, close } = client(ABUSER_CONNECTIONS, ABUSER_ADDRESS);
  const figures: AbuserFigures = { answered: 0, refused: 0, other: 0 };
  let sent = 0;
  await Promise.all(
    Array.from({ length: ABUSER_CONNECTIONS }, async () => {
      while (Date.now() < until && sent++ < MAX_REQUESTS_PER_PHASE) {
        try {
          const answer = await post(suggestion(randomText()));
          if (answer.status === 200) figures.answered += 1;
          else if (answer.status === 429) figures.refused += 1;
          else figures.other += 1;
        } catch {
          figures.other += 1;
        }
      }
    }),
  );
  close();
  return figures;
}

interface RunFigures {
  alone: MemberFigures;
  abused: MemberFigures;
  abuser: AbuserFigures;
}

/** One stack: warm-up, the member alone, then the member beside the abuser. */
async function run(label: string, dataDir: string, gatewayEnv: Record<string, string>): Promise<RunFigures> {
  await assertPortsFree();
  // The stack runs the compiled services, as production does (scripts/stack.mjs).
  ensureServicesBuilt();
  const stack = await startStack({ ports: PORTS, dataDir, quiet: true, env: { NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false', ...BENCH_SECRETS }, gatewayEnv });
  const unregister = stopOnInterrupt(stack.stop);
  try {
    const cookie = await sessionCookie(`http://${HOST}:${PORTS.gateway}`, 'premium@demo.club');
    const member = client(1, MEMBER_ADDRESS, cookie);
    // Warm-up: both kinds of request, unreported (JIT, plans, connection pools of a fresh stack).
    await Promise.all([memberSearches(member.post, Date.now() + WARMUP_SECONDS * 1000, 500), abuse(Date.now() + WARMUP_SECONDS * 1000)]);
    await new Promise((r) => setTimeout(r, 1000));
    const alone = await memberSearches(member.post, Date.now() + SECONDS * 1000, 0);
    const until = Date.now() + SECONDS * 1000;
    const [abused, abuser] = await Promise.all([memberSearches(member.post, until, 200), abuse(until)]);
    member.close();
    console.log(`(${label} done, load average ${loadAverage()})`);
    return { alone, abused, abuser };
  } finally {
    unregister();
    await stack.stop();
  }
}

async function assertPortsFree(): Promise<void> {
  for (const [name, port] of Object.entries(PORTS)) {
    await new Promise<void>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', () => reject(new Error(`port ${port} (${name}) is in use: set SEARCH_BENCH_PORT_OFFSET to another offset`)));
      server.listen(port, HOST, () => server.close(() => resolve()));
    });
  }
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');

async function main() {
  const started = Date.now();
  console.log(`Search fairness — ${SECONDS} s per phase, ${ABUSER_CONNECTIONS} abusive connections, ${availableParallelism()} cores, load average at start ${loadAverage()}\n`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-search-bench-'));
  try {
    // The first start seeds the database; the second reuses it.
    const off = await run('bound off', dataDir, { SEARCH_RUNNING_PER_CLIENT: '0' });
    // The bound as this process's environment sets it (scripts/stack.mjs hands it to the gateway), else the gateway's defaults.
    const setting = (name: string, fallback: string) => process.env[name] ?? fallback;
    const onLabel = `on (${setting('SEARCH_RUNNING_PER_CLIENT', '2')} running, ${setting('SEARCH_WAITING_PER_CLIENT', '18')} waiting, ${setting('SEARCH_WAIT_MS', '1000')} ms)`;
    const on = await run(`bound ${onLabel}`, dataDir, {});
    console.log('\n| search bound | member alone p50 / p99 ms | member beside the abuser p50 / p99 / max ms | member requests (errors) | abuser answered | abuser refused (429) | abuser other |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [label, f] of [['off (SEARCH_RUNNING_PER_CLIENT=0)', off], [onLabel, on]] as const) {
      console.log(row([label, `${ms(f.alone.p50)} / ${ms(f.alone.p99)}`, `${ms(f.abused.p50)} / ${ms(f.abused.p99)} / ${ms(f.abused.max)}`, `${f.alone.requests} + ${f.abused.requests} (${f.alone.errors + f.abused.errors})`, f.abuser.answered, f.abuser.refused, f.abuser.other]));
    }
    for (const [label, f] of [['off', off], ['on', on]] as const) {
      const first = f.alone.firstError ?? f.abused.firstError;
      if (first) console.log(`\nMember errors with the bound ${label}, first: ${first}`);
    }
    const met = on.abused.p99 < SEARCH_FAIRNESS_P99_TARGET_MS && on.abused.errors === 0;
    console.log(`\nTarget: the member's p99 beside the abuser < ${SEARCH_FAIRNESS_P99_TARGET_MS} ms, no member error (bound on): ${ms(on.abused.p99)} ms, ${on.abused.errors} errors — ${met ? 'MET' : 'NOT MET'}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`\nTotal ${Math.round((Date.now() - started) / 1000)} s; load average at the end ${loadAverage()}`);
  }
}

await main();
