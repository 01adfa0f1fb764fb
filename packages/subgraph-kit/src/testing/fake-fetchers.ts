import type { Fetcher, FetcherResponse } from '@apollo/utils.fetcher';

/**
 * Fake upstream clients for tests: a subgraph or data source under test takes one as its `fetch`
 * option, so a test can see which upstream calls were made and fail some of them, while every
 * other call reaches the real upstream reference.
 */

/** The real network as the data sources' Fetcher (Node's fetch and Apollo's Fetcher types differ only on paper). */
export const realFetch: Fetcher = (url, init) => fetch(url, init as RequestInit) as unknown as Promise<FetcherResponse>;

/** A JSON answer as the upstream gives it. */
export function jsonAnswer(status: number, body: unknown): FetcherResponse {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }) as unknown as FetcherResponse;
}

/** One upstream call as the fake client saw it. */
export interface UpstreamCall {
  method: string;
  /** URL path, e.g. `/CRM/Utente`. */
  path: string;
  /** The JSON body of a write, null without one. */
  body: Record<string, unknown> | null;
  /** The Authorization header sent, null without one (shared reads leave without the token). */
  authorization: string | null;
}

export interface UpstreamRecorderOptions {
  /** Answers a call instead of the upstream when it returns an answer (e.g. one route failing with a given status). */
  answer?: (call: UpstreamCall) => FetcherResponse | undefined;
}

/**
 * Records every upstream call, answers 503 on the paths in `failing`, and sends the rest to the
 * real upstream. `reset()` (in a `beforeEach`) empties `calls`, `paths` and `failing` in place, so
 * a test file may keep references to them.
 */
export class UpstreamRecorder {
  readonly calls: UpstreamCall[] = [];
  /** The paths of `calls`, in order. */
  readonly paths: string[] = [];
  /** Paths answered 503 `{ message: 'down' }`: one section's service down. */
  readonly failing = new Set<string>();
  /** Most calls in flight at once: proves parallel calls without timing anything. */
  maxInFlight = 0;
  private inFlight = 0;

  constructor(private readonly options: UpstreamRecorderOptions = {}) {}

  /** The Fetcher to pass to the subgraph or data source. */
  readonly fetch: Fetcher = async (url, init) => {
    const call = upstreamCall(url, init);
    this.calls.push(call);
    this.paths.push(call.path);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.failing.has(call.path)) return jsonAnswer(503, { message: 'down' });
      return this.options.answer?.(call) ?? (await realFetch(url, init));
    } finally {
      this.inFlight -= 1;
    }
  };

  reset(): void {
    this.calls.length = 0;
    this.paths.length = 0;
    this.failing.clear();
    this.maxInFlight = 0;
  }
}

/** A Fetcher that answers `status` on the paths that match (a service down) and sends the rest to the real upstream. */
export function failingFetcher(matches: Iterable<string> | RegExp, status = 503): Fetcher {
  const failsOn = pathMatcher(matches);
  return new UpstreamRecorder({ answer: (call) => (failsOn(call.path) ? jsonAnswer(status, { message: 'Servizio non disponibile.' }) : undefined) }).fetch;
}

function pathMatcher(matches: Iterable<string> | RegExp): (path: string) => boolean {
  if (matches instanceof RegExp) return (path) => matches.test(path);
  const paths = new Set(matches);
  return (path) => paths.has(path);
}

function upstreamCall(url: string, init: Parameters<Fetcher>[1]): UpstreamCall {
  const headers = new Headers(init?.headers);
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: new URL(url).pathname,
    body: typeof init?.body === 'string' ? jsonObjectOrNull(init.body) : null,
    authorization: headers.get('authorization'),
  };
}

function jsonObjectOrNull(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
