/**
 * A steady load of GraphQL requests for the fleet tests: `concurrency` loops, each sending one
 * request after the other until stopped (bounded: `maxMs`), every outcome recorded with its start
 * and end time so a test can tell which requests were in flight when an instance went away.
 */
export interface Outcome {
  started: number;
  ended: number;
  /** HTTP status (0: no answer at all). */
  status: number;
  /** The first error code of the answer, or the network failure. */
  error: string | null;
}

export interface LoadRequest {
  url: string;
  body: string;
  headers?: Record<string, string>;
}

export interface SteadyLoad {
  /** Stops the loops and resolves with every outcome once the requests in flight have ended. */
  stop(): Promise<Outcome[]>;
}

export function steadyLoad(options: { concurrency: number; next: (i: number) => LoadRequest; maxMs?: number }): SteadyLoad {
  const outcomes: Outcome[] = [];
  const deadline = Date.now() + (options.maxMs ?? 60_000);
  let stopped = false;
  let sent = 0;
  const loop = async () => {
    while (!stopped && Date.now() < deadline) {
      const request = options.next(sent++);
      const started = Date.now();
      try {
        const res = await fetch(request.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...request.headers },
          body: request.body,
          signal: AbortSignal.timeout(15_000),
        });
        const text = await res.text();
        outcomes.push({ started, ended: Date.now(), status: res.status, error: firstErrorCode(res.status, text) });
      } catch (err) {
        outcomes.push({ started, ended: Date.now(), status: 0, error: (err as Error).cause ? String((err as Error & { cause: { code?: string } }).cause.code ?? err) : String(err) });
      }
    }
  };
  const loops = Array.from({ length: options.concurrency }, loop);
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

function firstErrorCode(status: number, text: string): string | null {
  try {
    const body = JSON.parse(text) as { errors?: { extensions?: { code?: string; reason?: string } }[] };
    const first = body.errors?.[0];
    if (first) return `${first.extensions?.code ?? 'ERROR'}${first.extensions?.reason ? `:${first.extensions.reason}` : ''}`;
    return status === 200 ? null : `HTTP_${status}`;
  } catch {
    return `HTTP_${status}`;
  }
}

/** The failed outcomes (no answer, an HTTP error or a GraphQL error). */
export const failuresOf = (outcomes: Outcome[]) => outcomes.filter((o) => o.error !== null);
