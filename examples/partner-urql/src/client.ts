import { Client, fetchExchange } from '@urql/core';

/** The header the portal reads a partner key from. */
export const API_KEY_HEADER = 'x-api-key';

/** How many times one request is sent again after an HTTP 429 before giving up. */
export const MAX_THROTTLED_RETRIES = 3;

/** What the example reports while it backs off (the seconds come from the answer's `Retry-After`). */
export interface BackoffEvent {
  attempt: number;
  retryAfterSeconds: number;
  message: string | null;
}

export interface BackoffOptions {
  /** Waits this many milliseconds (a test may record the wait instead of sleeping through it). */
  sleep?: (ms: number) => Promise<void>;
  onBackoff?: (event: BackoffEvent) => void;
  maxRetries?: number;
  fetch?: typeof fetch;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `Retry-After` in seconds: a whole number of seconds or an HTTP date (RFC 9110 §10.2.3); 1 when
 * missing or unreadable, so a client never retries in a tight loop.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return 1;
  if (/^\d+$/.test(header.trim())) return Math.max(1, Number(header.trim()));
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1 : Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * A `fetch` that, on HTTP 429, waits what `Retry-After` says and sends the same request again (up to
 * `maxRetries` times; then the 429 goes to urql, which reports its `THROTTLED` error). urql's own
 * retryExchange retries on its own schedule (exponential delays) and never reads `Retry-After`, so
 * the wait is honoured here, at the HTTP edge, under every exchange.
 */
export function backoffFetch(options: BackoffOptions = {}): typeof fetch {
  const { sleep = sleepFor, onBackoff, maxRetries = MAX_THROTTLED_RETRIES, fetch: send = globalThis.fetch } = options;
  return async (input, init) => {
    for (let attempt = 1; ; attempt++) {
      const response = await send(input, init);
      if (response.status !== 429 || attempt > maxRetries) return response;
      const seconds = retryAfterSeconds(response.headers.get('retry-after'));
      const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
      onBackoff?.({ attempt, retryAfterSeconds: seconds, message: body?.errors?.[0]?.message ?? null });
      await sleep(seconds * 1000);
    }
  };
}

export interface PartnerClientOptions extends BackoffOptions {
  /** The portal's GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  url: string;
  /** The partner key (`ck_<id>_<secret>`), sent as `x-api-key` with every request. */
  apiKey: string;
}

/**
 * An urql client for a partner: the key in `x-api-key`, every operation sent as POST (the portal
 * refuses GET as possible CSRF; urql would send short queries as GET by default), no cache (each page
 * is asked once), and the 429 back-off at the HTTP edge.
 */
export function createPartnerClient(options: PartnerClientOptions): Client {
  return new Client({
    url: options.url,
    exchanges: [fetchExchange],
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetch: backoffFetch(options),
    fetchOptions: { headers: { [API_KEY_HEADER]: options.apiKey } },
  });
}
