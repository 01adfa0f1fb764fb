import { Response } from 'node-fetch';

/**
 * Identical subgraph fetches in flight share one HTTP call.
 *
 * Twenty visitors opening the same article make twenty identical fetches to cms (same document,
 * same variables, same anonymous viewer): the first one goes out, the other nineteen wait for its
 * answer, and each gets its own copy of it (the gateway merges later fetches' data into the objects
 * it parsed, so a parsed answer is never shared — only the status, headers and body text).
 *
 * What may be merged is decided by the caller through the key (see `mergeKeyOf` in
 * signed-data-source.ts): only queries, and only between calls that carry the same viewer —
 * every visitor alike, a member only with the same member's session. A key of null sends the
 * call on its own. Nothing is kept once the call has answered: this is not a cache.
 */
export class InFlightFetches {
  private readonly pending = new Map<string, Promise<SharedAnswer>>();
  /** Calls actually sent and calls that waited for another's answer (tests and metrics read them). */
  sent = 0;
  merged = 0;

  async fetch(key: string | null, send: () => Promise<FetchedResponse>): Promise<FetchedResponse> {
    if (key === null) {
      this.sent += 1;
      return send();
    }
    let shared = this.pending.get(key);
    if (shared) {
      this.merged += 1;
    } else {
      this.sent += 1;
      shared = send().then(readWhole);
      this.pending.set(key, shared);
      // Settled either way, the next identical call goes out afresh.
      const forget = () => {
        if (this.pending.get(key) === shared) this.pending.delete(key);
      };
      shared.then(forget, forget);
    }
    return copyOf(await shared);
  }
}

/** The part of a fetch response the data source reads. */
export interface FetchedResponse {
  ok: boolean;
  status: number;
  statusText: string;
  url: string;
  headers: { get(name: string): string | null; entries(): Iterable<[string, string]> };
  text(): Promise<string>;
}

interface SharedAnswer {
  status: number;
  statusText: string;
  url: string;
  headers: [string, string][];
  body: string;
}

async function readWhole(response: FetchedResponse): Promise<SharedAnswer> {
  const body = await response.text();
  return { status: response.status, statusText: response.statusText, url: response.url, headers: [...response.headers.entries()], body };
}

function copyOf(answer: SharedAnswer): FetchedResponse {
  const response = new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  // node-fetch's Response has no url setter; the data source reads it only in error extensions.
  Object.defineProperty(response, 'url', { value: answer.url });
  return response as unknown as FetchedResponse;
}
