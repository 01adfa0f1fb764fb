import { createHash } from 'node:crypto';
import http from 'node:http';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { endSpan, injectTraceHeaders, startClientSpan, withSpan } from '@club/observability';
import { CircuitBreaker, VIEWER_HEADER, type CircuitBreakerSettings, type SignedViewer } from '@club/subgraph-kit';
import type { GatewayContext } from '../context';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { elapsedMs } from '../observability/trace';
import { GATEWAY_TRACER } from '../observability/tracing';
import { clientIdempotencyKey } from './idempotency-key';
import { InFlightFetches } from './in-flight-fetches';
import { requestSubgraph, type FetchedResponse, type SubgraphRequest } from './subgraph-http';
import { failureReason, isSubgraphOutage, subgraphUnavailable } from './unavailable';
import { ViewerSignatures } from './viewer-signatures';

export interface SignedDataSourceOptions {
  /** The subgraph's name in the supergraph (errors carry it in `extensions.subgraph`). */
  name: string;
  signingSecret: string;
  /** Deadline of one fetch (SUBGRAPH_TIMEOUT_MS). */
  timeoutMs: number;
  breaker: CircuitBreakerSettings;
}

/**
 * Keep-alive agent shared by all subgraph calls. Its idle timeout (30 s) stays below the
 * subgraphs' keepAliveTimeout (65 s) so the gateway never writes to a socket the subgraph closed.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });

/**
 * Internal header carrying a fetch's merge key from willSendRequest to the fetcher, which removes
 * it before sending: the fetcher sees only the URL and the request init.
 */
const MERGE_KEY_HEADER = 'x-club-merge-key';

/** Apollo's header that asks a subgraph for its inline trace (`extensions.ftv1`). */
export const INCLUDE_TRACE_HEADER = 'apollo-federation-include-trace';

/** Response headers a subgraph uses to ask the gateway to set or clear the session cookie. */
export const SESSION_SET_HEADER = 'x-club-session';
export const SESSION_CLEAR_HEADER = 'x-club-session-clear';
/** Sent by crm after it changed the member's password: the gateway ends the member's other sessions. */
export const PASSWORD_CHANGED_HEADER = 'x-club-password-changed';

/**
 * Forwards each subgraph call with the viewer claims signed into one header, and picks up the
 * session instructions a subgraph (crm: login, logout) sends back.
 */
export class SignedDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly subgraph: string;
  /** This subgraph's breaker (its state is on /metrics as `circuit_breaker_state`). */
  readonly breaker: CircuitBreaker;
  /** Identical queries in flight to this subgraph share one call (in-flight-fetches.ts). */
  readonly inFlight: InFlightFetches;
  private readonly signatures: ViewerSignatures;
  private readonly spanName: string;
  private readonly spanAttributes: Record<string, string | number>;

  constructor(url: string, options: SignedDataSourceOptions) {
    const inFlight = new InFlightFetches();
    // Every fetch has a deadline (connection, answer and body): a frozen subgraph can't hold the page.
    // Over node:http, not node-fetch (subgraph-http.ts says why); `input` is always this source's url.
    const target = new URL(url);
    const fetcher = (input: string, init: SubgraphRequest): Promise<FetchedResponse> => {
      const { [MERGE_KEY_HEADER]: mergeKey, ...headers } = init.headers;
      const send = () => requestSubgraph(input === url ? target : new URL(input), { ...init, headers }, agent, options.timeoutMs);
      return inFlight.fetch(mergeKey === undefined ? null : `${input} ${mergeKey} ${init.body}`, send);
    };
    super({ url, fetcher: fetcher as never });
    this.inFlight = inFlight;
    this.signatures = new ViewerSignatures(options.signingSecret);
    this.subgraph = options.name;
    this.breaker = new CircuitBreaker(`subgraph ${options.name}`, options.breaker);
    this.spanName = `subgraph ${options.name}`;
    this.spanAttributes = { 'club.subgraph': options.name, 'http.request.method': 'POST', 'server.address': target.hostname, 'server.port': Number(target.port || 80), 'url.full': url };
  }

  /**
   * A subgraph that doesn't answer (refused, timed out, breaker open) or answers with an HTTP error
   * becomes field errors on this fetch's fields only (the other subgraphs' fields stay intact), with
   * a stable code and no internal address. Only missing answers count towards the breaker.
   */
  override async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): ReturnType<RemoteGraphQLDataSource<GatewayContext>['process']> {
    const trace = options.context?.trace;
    const startMs = trace ? elapsedMs(trace) : 0;
    // With tracing on, a CLIENT span per fetch: the subgraph's own span is its child (willSendRequest injects it).
    const span = startClientSpan(GATEWAY_TRACER, this.spanName, this.spanAttributes);
    let ok = false;
    let failure: ReturnType<typeof failureReason> | undefined;
    let ftv1Of: string | undefined;
    try {
      const answer = await withSpan(span, () => this.breaker.run(() => super.process(options), isSubgraphOutage));
      ok = true;
      // The subgraph's inline trace, asked for on sampled operations only (willSendRequest); kept as it came, decoded off the request path.
      const ftv1 = trace?.sampled ? answer.extensions?.ftv1 : undefined;
      if (typeof ftv1 === 'string') ftv1Of = ftv1;
      return answer;
    } catch (err) {
      failure = failureReason(err);
      return subgraphUnavailable(this.subgraph, failure, options.request.query);
    } finally {
      endSpan(span, failure);
      // Timed for the query plan shown to ops and partners and for the per-subgraph fetch metrics.
      if (trace) trace.fetches.push({ subgraph: this.subgraph, operation: options.request.query ?? '', startMs, durationMs: Math.round((elapsedMs(trace) - startMs) * 10) / 10, ok, ...(ftv1Of ? { ftv1: ftv1Of } : {}) });
    }
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const { request, context } = options;
    const claims = viewerClaimsOf(options);
    // Stringified once: the key of the reused signature, and (without the address) the merge key.
    const claimsJson = JSON.stringify(claims);
    request.http?.headers.set(VIEWER_HEADER, this.signatures.for(claims, claimsJson));
    if (context?.requestId) request.http?.headers.set(REQUEST_ID_HEADER, context.requestId);
    // traceparent: the fetch's span with tracing on, else the client's own headers unchanged.
    injectTraceHeaders((name, value) => request.http?.headers.set(name, value), context?.traceHeaders);
    // Per-field timings (Apollo's inline trace) cost the subgraph time: asked for on sampled operations only.
    if (context?.trace?.sampled) request.http?.headers.set(INCLUDE_TRACE_HEADER, 'ftv1');
    const mergeKey = mergeKeyOf(options, claims, claimsJson);
    if (mergeKey !== null) request.http?.headers.set(MERGE_KEY_HEADER, mergeKey);
  }

  override async didReceiveResponse({ response, context }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    const headers = response.http?.headers;
    if (headers && context?.session) {
      const token = headers.get(SESSION_SET_HEADER);
      if (token) context.session.set = token;
      if (headers.get(SESSION_CLEAR_HEADER)) context.session.clear = true;
      if (headers.get(PASSWORD_CHANGED_HEADER)) context.session.passwordChanged = true;
    }
    return response;
  }
}

/** What the subgraphs are told about the caller. Requests without a request context (health checks) go out as a visitor. */
function viewerClaimsOf(options: GraphQLDataSourceProcessOptions<GatewayContext>): Omit<SignedViewer, 'exp'> {
  const { context } = options;
  const viewer = context?.viewer;
  return {
    subscriptionType: viewer?.subscriptionType ?? 'SUSPECT',
    wallets: viewer?.wallets ?? [],
    promoCodes: viewer?.promoCodes ?? [],
    groups: viewer?.groups ?? [],
    hasFiscalCode: viewer?.hasFiscalCode ?? false,
    userId: viewer?.userId ?? null,
    upstreamToken: context?.upstreamToken ?? null,
    partnerId: context?.partnerId ?? null,
    idempotencyKey: clientIdempotencyKey(options),
    clientIp: context?.clientIp ?? null,
  };
}

/**
 * The key under which a subgraph fetch may share another's answer, or null to send it alone.
 * Only fetches of a query (a mutation's fetches write, and their order matters), and only between
 * the same viewer: the key holds every signed claim that a subgraph may answer by — so all visitors
 * share, a partner shares with its own key's calls, and a member only with calls of the same
 * session. The client's address and the request id are left out: subgraphs read them for
 * mutations only (login and recovery limits).
 */
export function mergeKeyOf(options: GraphQLDataSourceProcessOptions<GatewayContext>, claims: Omit<SignedViewer, 'exp'>, claimsJson = JSON.stringify(claims)): string | null {
  if (!('incomingRequestContext' in options) || options.incomingRequestContext.operation?.operation !== 'query') return null;
  // Every claim but the address: the claims' JSON with its `clientIp` member struck out. viewerClaimsOf
  // puts it last, so it is the JSON's tail; only if it were not would the claims be stringified again.
  const tail = `,"clientIp":${JSON.stringify(claims.clientIp)}}`;
  const answeredBy = claimsJson.endsWith(tail) ? `${claimsJson.slice(0, -tail.length)}}` : JSON.stringify({ ...claims, clientIp: undefined });
  // Hashed: a header value must be plain ASCII, and the key need not carry the token around.
  return createHash('sha256').update(answeredBy).digest('base64url');
}
