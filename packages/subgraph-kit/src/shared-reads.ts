import type { RouteContract, RouteSharing } from '@club/contracts';
import { KEPT_ANSWER_MS } from '@club/observability';
import { LRUCache } from 'lru-cache';

/**
 * Shared upstream reads: one process-wide store through which every request's data sources share
 * the upstream answers that are the same for every viewer (layout, visitors' searches, catalogue
 * pages, articles, magazines, suggestions). While one such read is in flight, identical reads wait
 * for it instead of sending their own — twenty visitors opening the home cost one search, not
 * twenty — and its answer is kept for a few seconds: the upstream's `cache-control: max-age` where
 * it sends one, else a short default. When asking again fails (timeout, breaker open), a recently
 * expired answer is served instead of an error for up to `staleIfErrorMs` (HTTP's stale-if-error):
 * an overloaded upstream then slows the refresh of the layout and searches, not the pages.
 *
 * Which calls may be shared is declared on each route's contract (`sharing`, `memberOnlyWrite` in
 * @club/contracts) and is the whole safety argument: a read shared by 'everyone' leaves without the
 * member's token, so the upstream cannot answer it with member data; a 'visitors' read is shared
 * only between calls that carry no token. Per-member answers are never declared and so never
 * shared. A write through any data source of the process drops the shared answers it may change
 * (everything, unless its contract declares it touches only the member's own data), including
 * reads still in flight.
 */

/** What shared reads need of a route's contract: its method and what it declares about sharing. */
export type SharedReadRoute = Pick<RouteContract, 'method' | 'sharing' | 'memberOnlyWrite'>;

export type Sharing = RouteSharing;

export interface SharedReadsOptions {
  /** Kept time of an answer without `cache-control: max-age`. */
  defaultTtlMs: number;
  /** Upper bound of the kept time, whatever the upstream says. */
  maxTtlMs: number;
  maxEntries: number;
  /** How long after expiry an answer may still stand in for a failed refresh (0: never). */
  staleIfErrorMs?: number;
  /**
   * How long after expiry an answer may still be given to callers that arrive while its refresh is
   * in flight (HTTP's stale-while-revalidate; 0: they wait for the refresh). The caller that starts
   * the refresh always waits for it, so a caller after a quiet spell never gets a stale answer; under
   * load the others don't queue behind it.
   */
  staleWhileRevalidateMs?: number;
}

interface Kept {
  value: unknown;
  freshUntil: number;
}

export class SharedReads {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Bumped by every invalidation: a read that started before it must not store its (maybe stale) answer. */
  private generation = 0;
  /** Upstream loads actually started (tests read it). */
  loads = 0;

  private answers: LRUCache<string, Kept>;

  constructor(readonly options: SharedReadsOptions) {
    this.answers = new LRUCache<string, Kept>({ max: options.maxEntries, ttlAutopurge: false });
  }

  /** Takes the settings read at start (its kept answers are dropped: they were kept under the old ones). */
  configure(options: SharedReadsOptions): void {
    Object.assign(this.options, options);
    this.invalidateAll();
    this.answers = new LRUCache<string, Kept>({ max: options.maxEntries, ttlAutopurge: false });
  }

  /**
   * The answer for `key`: a kept one, the one in flight, or a new `load`. `keepMs` says, from the
   * loaded answer, how long to keep it (0: share while in flight only).
   */
  async read<T>(key: string, load: () => Promise<T>, keepMs: (value: T) => number): Promise<T> {
    const kept = this.answers.get(key);
    if (kept && kept.freshUntil > Date.now()) return kept.value as T;
    const pending = this.inFlight.get(key);
    if (pending) {
      if (kept && Date.now() - kept.freshUntil < (this.options.staleWhileRevalidateMs ?? 0)) return kept.value as T;
      return pending as Promise<T>;
    }
    const startedIn = this.generation;
    this.loads += 1;
    const staleMs = Math.max(this.options.staleIfErrorMs ?? 0, this.options.staleWhileRevalidateMs ?? 0);
    const promise = load().then(
      (value) => {
        const ttl = Math.min(keepMs(value), this.options.maxTtlMs);
        if (ttl > 0 && startedIn === this.generation) this.answers.set(key, { value, freshUntil: Date.now() + ttl }, { ttl: ttl + staleMs });
        return value;
      },
      (err: unknown) => {
        // The expired answer stands in, unless a write has dropped it meanwhile.
        if (kept && this.answers.get(key) === kept) return kept.value as T;
        throw err;
      },
    );
    this.inFlight.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
    }
  }

  /** The kept answer for `key` while it is fresh, without loading or waiting for anything. */
  fresh<T>(key: string): T | undefined {
    const kept = this.answers.get(key);
    return kept && kept.freshUntil > Date.now() ? (kept.value as T) : undefined;
  }

  /** Drops every kept answer and forgets the reads in flight (later callers load afresh). */
  invalidateAll(): void {
    this.generation += 1;
    this.answers.clear();
    this.inFlight.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}

/**
 * The production settings (SHARED_READS_* in env.ts give the same defaults): answers without the
 * upstream's max-age kept the kit's kept-answer lifetime, never longer than a minute.
 */
export const SHARED_READS_DEFAULTS: SharedReadsOptions = {
  defaultTtlMs: KEPT_ANSWER_MS,
  maxTtlMs: 60_000,
  maxEntries: 2_000,
  staleIfErrorMs: 60_000,
  staleWhileRevalidateMs: 10_000,
};

/**
 * The one store of the process: every data source instance (one set per GraphQL request) uses it.
 * Its settings come from the environment when the subgraph starts (`configure`, define-subgraph.ts);
 * tests that change the upstream between calls start with SHARED_READS_TTL_MS=0 (vitest.config.ts).
 */
export const sharedReads = new SharedReads({ ...SHARED_READS_DEFAULTS });

const READ_METHODS = new Set(['GET', 'HEAD']);

/** How a call of a route may be shared, as its contract declares (null: it is the caller's own; a call without a contract is). */
export function sharingOf(route: SharedReadRoute | undefined, hasToken: boolean): Sharing | null {
  if (route?.sharing === 'everyone') return 'everyone';
  if (route?.sharing === 'visitors' && !hasToken) return 'visitors';
  return null;
}

/** Whether a call is a write that may change shared answers. */
export function invalidatesSharedReads(route: SharedReadRoute | undefined, method: string): boolean {
  if (READ_METHODS.has(method.toUpperCase())) return false;
  if (route?.sharing) return false; // a read sent as POST (searches)
  return !route?.memberOnlyWrite;
}

/** Seconds of `max-age` in a cache-control header; 0 for no-store/no-cache/private; null when it says nothing. */
export function maxAgeMs(cacheControl: string | null | undefined): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl.toLowerCase();
  if (/\b(no-store|no-cache|private)\b/.test(directives)) return 0;
  const maxAge = /\bmax-age=(\d+)/.exec(directives);
  return maxAge ? Number(maxAge[1]) * 1000 : null;
}

/** The parts of a data source call that identify it (RESTDataSource's DataSourceRequest). */
export interface UpstreamRequest {
  method?: string;
  params?: Record<string, string | undefined> | URLSearchParams;
  body?: unknown;
}

interface UpstreamResult {
  parsedBody: unknown;
  response: { headers: { get(name: string): string | null } };
}

/** The call as one string: method, address with its parameters, body. */
function keyOf(sharing: Sharing, method: string, baseURL: string, path: string, request: UpstreamRequest | undefined): string {
  const params = request?.params instanceof URLSearchParams ? request.params : new URLSearchParams(Object.entries(request?.params ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
  const body = request?.body === undefined ? '' : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  return `${sharing} ${method} ${baseURL}${path.replace(/^\//, '')}?${params} ${body}`;
}

/**
 * Runs one upstream call of a data source through the shared store: shared reads are deduplicated
 * and kept, writes drop what they may change, every other call just runs. `call` is the whole call
 * (deadline, retry, circuit breaker): a shared read counts once however many requests wait for it.
 * Each caller gets its own copy of a shared body, so no resolver can change what another request sees.
 * `route` is the contract of the call (none for a call without one: never shared, and a write drops everything).
 */
export async function throughSharedReads<T extends UpstreamResult>(
  route: SharedReadRoute | undefined,
  baseURL: string,
  path: string,
  request: UpstreamRequest | undefined,
  hasToken: boolean,
  call: () => Promise<T>,
  store: SharedReads = sharedReads,
): Promise<T> {
  const method = (request?.method ?? route?.method ?? 'GET').toUpperCase();
  const sharing = sharingOf(route, hasToken);
  if (!sharing) {
    if (!invalidatesSharedReads(route, method)) return call();
    try {
      return await call();
    } finally {
      // Also after a failure: the write may have reached the upstream before its answer was lost.
      store.invalidateAll();
    }
  }
  const result = await store.read(keyOf(sharing, method, baseURL, path, request), call, (r) => maxAgeMs(r.response.headers.get('cache-control')) ?? store.options.defaultTtlMs);
  return { ...result, parsedBody: structuredClone(result.parsedBody) } as T;
}
