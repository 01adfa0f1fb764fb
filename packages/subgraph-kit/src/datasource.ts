import { RESTDataSource, type AugmentedRequest, type DataSourceConfig, type DataSourceFetchResult, type DataSourceRequest } from '@apollo/datasource-rest';
import type { FetcherResponse } from '@apollo/utils.fetcher';
import { GraphQLError } from 'graphql';
import { codeForStatus } from './errors';
import { sharingOf, throughSharedReads, type SharedReadPolicy } from './shared-reads';
import { CircuitOpenError, circuitBreakerFor } from './circuit-breaker';
import { RequestMemo } from './request-memo';
import { currentRequestId, REQUEST_ID_HEADER } from './request-id';

/** The upstream families (upstream/README.md); each has its own circuit breaker. */
export type UpstreamFamily = 'crm' | 'fad' | 'cms' | 'commerce';


export interface ClubDataSourceOptions extends DataSourceConfig {
  baseURL: string;
  /** Upstream bearer token of the member, or null for a visitor. */
  token: string | null;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
}

/**
 * Base for every upstream family client: base URL from config, the member's bearer token,
 * a timeout, one retry for idempotent reads on network failure, and HTTP status → extensions.code.
 * The upstream family path is named in each subclass; `service` carries it into errors so the web
 * can show the spec's 'Errore nel servizio {path}' toasts.
 */
export abstract class ClubDataSource extends RESTDataSource {
  /** The upstream family this client calls; its circuit breaker is shared by the whole process. */
  protected abstract readonly family: UpstreamFamily;
  private readonly token: string | null;
  private readonly timeoutMs: number;
  /** Upstream calls made by this instance (tests and benchmarks read it). */
  calls = 0;
  /** Reads made once per GraphQL request (a data source lives for one request): `this.memo.once(key, load)`. */
  protected readonly memo = new RequestMemo();

  constructor(options: ClubDataSourceOptions) {
    super(options);
    this.baseURL = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
    this.token = options.token;
    this.timeoutMs = options.timeoutMs;
  }

  protected override willSendRequest(path: string, request: AugmentedRequest): void {
    this.calls += 1;
    // Reads shared by everyone leave without the token: the upstream cannot make them personal.
    if (this.token && sharingOf(this.sharedReadPolicy(), request.method ?? 'GET', path, true) !== 'everyone') request.headers['authorization'] = `Bearer ${this.token}`;
    request.signal = AbortSignal.timeout(this.timeoutMs);
    // The gateway's request id goes on to the upstream, so one id follows an operation through its logs.
    const requestId = currentRequestId();
    if (requestId) request.headers[REQUEST_ID_HEADER] = requestId;
  }

  /** Reads that are the same for every viewer are shared between requests (see shared-reads) before the breaker: one call, one count. */
  override async fetch<T>(path: string, incoming?: DataSourceRequest): Promise<DataSourceFetchResult<T>> {
    return throughSharedReads(this.sharedReadPolicy(), this.baseURL!, path, incoming, this.token !== null, () => this.fetchThroughBreaker<T>(path, incoming));
  }

  /** Every upstream call goes through the family's circuit breaker: an upstream in trouble fails fast. */
  private async fetchThroughBreaker<T>(path: string, incoming?: DataSourceRequest): Promise<DataSourceFetchResult<T>> {
    try {
      return await circuitBreakerFor(this.family).run(() => this.fetchWithRetry<T>(path, incoming), isUpstreamOutage);
    } catch (err) {
      throw toGraphQLError(err, path);
    }
  }

  /**
   * One retry for GETs whose connection failed (refused, reset): it costs nothing and rides out a
   * restart. A timed-out call is not retried: that would double the wait the deadline promises.
   */
  private async fetchWithRetry<T>(path: string, incoming?: DataSourceRequest): Promise<DataSourceFetchResult<T>> {
    const method = (incoming?.method ?? 'GET').toUpperCase();
    const attempts = method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await super.fetch<T>(path, incoming);
      } catch (err) {
        if (err instanceof GraphQLError || attempt >= attempts || isTimeout(err)) throw err;
      }
    }
  }

  protected override async errorFromResponse({ response, parsedBody, url }: { response: FetcherResponse; parsedBody: unknown; url: URL }): Promise<GraphQLError> {
    // A 4xx carries the upstream's own message for the member (spec texts); a 5xx only the service it came from.
    // A message longer than any of the spec's texts is not one of them (it may quote a request value at length): not passed on.
    const upstreamMessage = typeof parsedBody === 'object' && parsedBody && 'message' in parsedBody ? String((parsedBody as { message: unknown }).message) : null;
    const shownMessage = upstreamMessage !== null && upstreamMessage.length <= UPSTREAM_MESSAGE_MAX ? upstreamMessage : null;
    const service = serviceLabel(url.pathname);
    const message = response.status < 500 && shownMessage ? shownMessage : `Errore nel servizio ${service}`;
    // No `extensions.http`: that would turn the subgraph's whole answer into an HTTP error, and the
    // gateway would then drop every field of it. The failing field is null with this error; the rest stands.
    return new GraphQLError(message, {
      extensions: { code: codeForStatus(response.status), service, upstreamStatus: response.status },
    });
  }

  /** The base class logs every call's timing in development; the gateway's metrics cover that. */
  protected override trace<TResult>(_url: URL, _request: unknown, fn: () => Promise<TResult>): Promise<TResult> {
    return fn();
  }

  /** The upstream calls of this family that are the same for every viewer (see shared-reads); none by default. */
  protected sharedReadPolicy(): SharedReadPolicy | undefined {
    return undefined;
  }

  /** Don't cache per-member answers in the shared HTTP cache. */
  protected override cacheOptionsFor() {
    return { ttl: 0 };
  }
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

/** What opens a family's breaker: no answer (refused, reset, timed out) or a 5xx. A 4xx is an answer. */
function isUpstreamOutage(err: unknown): boolean {
  return !(err instanceof GraphQLError) || err.extensions.code === 'UPSTREAM_UNAVAILABLE';
}

function toGraphQLError(err: unknown, path: string): GraphQLError {
  if (err instanceof GraphQLError) return err;
  const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
  const service = serviceLabel(`/${path.replace(/^\//, '')}`);
  return new GraphQLError(`Errore nel servizio ${service}`, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', service, reason: timedOut ? 'TIMEOUT' : err instanceof CircuitOpenError ? 'CIRCUIT_OPEN' : 'UNREACHABLE' },
  });
}

/** The longest upstream message passed on to clients (the spec's longest texts are about 200 characters). */
export const UPSTREAM_MESSAGE_MAX = 400;

/** The longest path segment an error names in full: a longer one is a request value, cut. */
export const SERVICE_SEGMENT_MAX = 48;

/**
 * The upstream path an error names (`extensions.service`, the message), without the query and with
 * every segment over SERVICE_SEGMENT_MAX characters cut with '…': the path tells ops which service
 * failed, and a client's value (a slug, a search text) is never echoed back at length.
 */
export function serviceLabel(path: string): string {
  return path
    .split('?')[0]!
    .split('/')
    .map((segment) => (segment.length > SERVICE_SEGMENT_MAX ? `${segment.slice(0, SERVICE_SEGMENT_MAX)}…` : segment))
    .join('/');
}
