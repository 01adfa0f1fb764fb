import http from 'node:http';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { CircuitBreaker, signViewer, VIEWER_HEADER, type CircuitBreakerSettings } from '@club/subgraph-kit';
import fetch from 'node-fetch';
import type { GatewayContext } from '../context';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { elapsedMs } from '../observability/trace';
import { clientIdempotencyKey } from './idempotency-key';
import { failureReason, isSubgraphOutage, subgraphUnavailable } from './unavailable';

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

/** Response headers a subgraph uses to ask the gateway to set or clear the session cookie. */
export const SESSION_SET_HEADER = 'x-club-session';
export const SESSION_CLEAR_HEADER = 'x-club-session-clear';

/**
 * Forwards each subgraph call with the viewer claims signed into one header, and picks up the
 * session instructions a subgraph (crm: login, logout) sends back.
 */
export class SignedDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly signingSecret: string;
  private readonly subgraph: string;
  private readonly breaker: CircuitBreaker;

  constructor(url: string, options: SignedDataSourceOptions) {
    // Every fetch has a deadline (connection, answer and body): a frozen subgraph can't hold the page.
    const fetcher = (input: string, init: Record<string, unknown>) => fetch(input, { ...init, agent, signal: AbortSignal.timeout(options.timeoutMs) });
    super({ url, fetcher: fetcher as never });
    this.signingSecret = options.signingSecret;
    this.subgraph = options.name;
    this.breaker = new CircuitBreaker(`subgraph ${options.name}`, options.breaker);
  }

  /**
   * A subgraph that doesn't answer (refused, timed out, breaker open) or answers with an HTTP error
   * becomes field errors on this fetch's fields only (the other subgraphs' fields stay intact), with
   * a stable code and no internal address. Only missing answers count towards the breaker.
   */
  override async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): ReturnType<RemoteGraphQLDataSource<GatewayContext>['process']> {
    const trace = options.context?.trace;
    const startMs = trace ? elapsedMs(trace) : 0;
    let ok = false;
    try {
      const answer = await this.breaker.run(() => super.process(options), isSubgraphOutage);
      ok = true;
      return answer;
    } catch (err) {
      return subgraphUnavailable(this.subgraph, failureReason(err), options.request.query);
    } finally {
      // Timed for the query plan shown to ops and partners and for the per-subgraph fetch metrics.
      if (trace) trace.fetches.push({ subgraph: this.subgraph, operation: options.request.query ?? '', startMs, durationMs: Math.round((elapsedMs(trace) - startMs) * 10) / 10, ok });
    }
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const { request, context } = options;
    // Requests without a request context (health checks) go out as a visitor.
    const viewer = context?.viewer;
    const signed = signViewer(
      {
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
      },
      this.signingSecret,
    );
    request.http?.headers.set(VIEWER_HEADER, signed);
    if (context?.requestId) request.http?.headers.set(REQUEST_ID_HEADER, context.requestId);
  }

  override async didReceiveResponse({ response, context }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    const headers = response.http?.headers;
    if (headers && context?.session) {
      const token = headers.get(SESSION_SET_HEADER);
      if (token) context.session.set = token;
      if (headers.get(SESSION_CLEAR_HEADER)) context.session.clear = true;
    }
    return response;
  }
}
