import { responseOf, type FetchedResponse, type SubgraphAnswer } from './subgraph-http';

/**
 * Identical subgraph fetches in flight share one HTTP call.
 *
 * Twenty visitors opening the same article make twenty identical fetches to cms (same document,
 * same variables, same anonymous viewer): the first one goes out, the other nineteen wait for its
 * answer, and each gets its own copy of it (the gateway merges later fetches' data into the objects
 * it parsed, so a parsed answer is never shared — only the status, headers and body text, each
 * caller parsing its own; subgraph-http.ts).
 *
 * What may be merged is decided by the caller through the key (see `mergeKeyOf` in
 * signed-data-source.ts): only queries, and only between calls that carry the same viewer —
 * every visitor alike, a member only with the same member's session. A key of null sends the
 * call on its own. Nothing is kept once the call has answered: this is not a cache.
 */
export class InFlightFetches {
  private readonly pending = new Map<string, Promise<SubgraphAnswer>>();
  /** Calls actually sent and calls that waited for another's answer (tests and metrics read them). */
  sent = 0;
  merged = 0;

  async fetch(key: string | null, send: () => Promise<SubgraphAnswer>): Promise<FetchedResponse> {
    if (key === null) {
      this.sent += 1;
      return responseOf(await send());
    }
    let shared = this.pending.get(key);
    if (shared) {
      this.merged += 1;
    } else {
      this.sent += 1;
      shared = send();
      this.pending.set(key, shared);
      // Settled either way, the next identical call goes out afresh.
      const forget = () => {
        if (this.pending.get(key) === shared) this.pending.delete(key);
      };
      shared.then(forget, forget);
    }
    return responseOf(await shared);
  }
}
