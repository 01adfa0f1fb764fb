import { RESTDataSource, type AugmentedRequest, type DataSourceConfig, type DataSourceFetchResult, type DataSourceRequest } from '@apollo/datasource-rest';
import type { FetcherResponse } from '@apollo/utils.fetcher';
import type { AnswerOf, RouteContract, UpstreamFamily } from '@club/contracts';
import { GraphQLError } from 'graphql';
import { codeForStatus } from './errors';
import { fillPath, searchParamsOf, type CallArgs, type UntypedCallInput } from './route-call';
import { throughSharedReads, type SharedReadRoute } from './shared-reads';
import { badPayload, parseUpstream } from './upstream-payload';
import type { z } from 'zod';
import { CircuitOpenError, circuitBreakerFor } from './circuit-breaker';
import { RequestMemo } from './request-memo';
import { observeUpstreamCall } from './observability';
import { currentRequestId, REQUEST_ID_HEADER } from './request-id';

/** A file an upstream route answered (`callFile`). */
export interface UpstreamFile {
  bytes: Buffer;
  /** The answer's content type, one of the route's `mediaTypes` (parameters included). */
  contentType: string;
  contentDisposition: string | null;
}

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
 * A subclass calls routes by their contracts (`this.call(route, { params, query, body })`): method,
 * path, sharing and the answer's check all come from the contract (@club/contracts). The path
 * called is named in errors (`service`) so the web can show the spec's 'Errore nel servizio {path}' toasts.
 */
export abstract class ClubDataSource extends RESTDataSource {
  /** The upstream family this client calls; its circuit breaker is shared by the whole process. */
  protected abstract readonly family: UpstreamFamily;
  private readonly token: string | null;
  private readonly timeoutMs: number;
  /** Reads made once per GraphQL request (a data source lives for one request): `this.memo.once(key, load)`. */
  protected readonly memo = new RequestMemo();

  constructor(options: ClubDataSourceOptions) {
    super(options);
    this.baseURL = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
    this.token = options.token;
    this.timeoutMs = options.timeoutMs;
  }

  /**
   * Calls an upstream route as its contract says: its method; its path with each `{name}` filled from
   * `params` (URL-encoded: a value never leaves its segment); `query` as URL parameters; `body` as
   * JSON; the member's token unless the contract shares the read with everyone. The answer is checked
   * with the contract's `response` (a mismatch is UPSTREAM_UNAVAILABLE / BAD_PAYLOAD naming the
   * route, see parseUpstream); a 204 or an empty answer is checked as `undefined`.
   */
  protected async call<R extends RouteContract>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
    return parseUpstream<R['response']>(route.response, await this.sendRoute(route, input), route.path);
  }

  /** `call`, made once per request (this data source's memo): several fields asking the same read cost one call. */
  protected async callOnce<R extends RouteContract>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
    const { params, query, body } = (input ?? {}) as UntypedCallInput;
    const key = `${route.method} ${fillPath(route, params)}?${searchParamsOf(query)} ${body === undefined ? '' : JSON.stringify(body)}`;
    return this.memo.once(key, () => this.call(route, ...([input] as CallArgs<R>)));
  }

  /**
   * `call` as a visitor would make it, without the member's token, whoever the viewer is: for the
   * member-independent part of a member's read (a catalogue page's cards and total, the search's
   * course titles), which is then shared with every other caller of the same read (shared-reads.ts);
   * the member's own part is fetched apart with `call`. Only for routes whose visitor answer is the
   * same as the member's but for fields the caller does not use or overlays itself.
   */
  protected async callAsVisitor<R extends RouteContract>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
    return parseUpstream<R['response']>(route.response, await this.sendRoute(route, input, true), route.path);
  }

  /**
   * `call` for a route that may answer 204 (nothing yet): null then, else the answer checked with
   * the contract's `response`.
   */
  protected async callOrNone<R extends RouteContract>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R> | null> {
    const payload = await this.sendRoute(route, input);
    return payload === undefined || payload === null ? null : parseUpstream<R['response']>(route.response, payload, route.path);
  }

  /**
   * `call` whose answer is checked with `schema`, one branch of the contract's union that this call
   * is known to get (a course's access rather than the catalogue's): a mismatch is BAD_PAYLOAD as
   * with `call`.
   */
  protected async callExpecting<R extends RouteContract, S extends z.ZodType<AnswerOf<R>>>(route: R, schema: S, ...[input]: CallArgs<R>): Promise<z.output<S>> {
    return parseUpstream<S>(schema, await this.sendRoute(route, input), route.path);
  }

  /**
   * Calls a route answering a file (its contract's `mediaTypes`: a PDF, an image): the bytes, the
   * answer's content type and content-disposition. An answer of another media type is BAD_PAYLOAD,
   * as a JSON answer that breaks its contract.
   */
  protected async callFile<R extends RouteContract & { mediaTypes: readonly string[] }>(route: R, ...[input]: CallArgs<R>): Promise<UpstreamFile> {
    const { parsedBody, response } = await this.fetchRoute(route, input);
    const contentType = response.headers.get('content-type') ?? '';
    if (!Buffer.isBuffer(parsedBody) || !route.mediaTypes.includes(contentType.split(';')[0]!.trim())) return badPayload(`/${route.path.replace(/^\//, '')}`);
    return { bytes: parsedBody, contentType, contentDisposition: response.headers.get('content-disposition') };
  }

  private async sendRoute(route: RouteContract, input: unknown, asVisitor = false): Promise<unknown> {
    const { parsedBody, response } = await this.fetchRoute(route, input, asVisitor);
    return response.status === 204 || parsedBody === '' ? undefined : parsedBody;
  }

  private fetchRoute(route: RouteContract, input: unknown, asVisitor = false): Promise<DataSourceFetchResult<unknown>> {
    const { params, query, body, headers } = (input ?? {}) as UntypedCallInput;
    const request = { method: route.method, params: searchParamsOf(query), headers, ...(body === undefined ? {} : { body }) } as DataSourceRequest;
    return this.fetch<unknown>(fillPath(route, params), request, route, asVisitor);
  }

  /** A file answer (JSON and text are parsed as the base class does): its bytes. */
  protected override async parseBody(response: FetcherResponse): Promise<object | string> {
    const type = response.headers.get('content-type');
    if (response.status !== 204 && type && !type.startsWith('application/json') && !type.endsWith('+json') && !type.startsWith('text/')) return Buffer.from(await response.arrayBuffer());
    return super.parseBody(response);
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    request.signal = AbortSignal.timeout(this.timeoutMs);
    // The gateway's request id goes on to the upstream, so one id follows an operation through its logs.
    const requestId = currentRequestId();
    if (requestId) request.headers[REQUEST_ID_HEADER] = requestId;
  }

  /**
   * Reads that are the same for every viewer are shared between requests (see shared-reads) before
   * the breaker: one call, one count. `route` is the contract of the call (`call` gives it; a call
   * without one, such as a file's, is never shared).
   */
  override async fetch<T>(path: string, incoming: DataSourceRequest = {}, route?: SharedReadRoute, asVisitor = false): Promise<DataSourceFetchResult<T>> {
    // Reads shared by everyone, and calls made as a visitor, leave without the token: the upstream cannot make them personal.
    const token = asVisitor && route ? null : this.token;
    const request = token && route?.sharing !== 'everyone' ? ({ ...incoming, headers: { ...incoming.headers, authorization: `Bearer ${token}` } } as DataSourceRequest) : incoming;
    return throughSharedReads(route, this.baseURL!, path, request, token !== null, () => this.fetchThroughBreaker<T>(path, request));
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

  /**
   * Each call as it goes out (each attempt): its trace headers, span, metric and log (observability.ts).
   * The base class's own development log of every call's timing is not kept: the metrics cover it.
   */
  protected override trace<TResult>(url: URL, request: { method?: string; headers: Record<string, string> }, fn: () => Promise<TResult>): Promise<TResult> {
    return observeUpstreamCall(this.family, this.baseURL!, url, request, fn);
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
