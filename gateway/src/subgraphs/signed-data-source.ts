import http from 'node:http';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { signViewer, VIEWER_HEADER } from '@club/subgraph-kit';
import fetch from 'node-fetch';
import type { GatewayContext } from '../context';
import { clientIdempotencyKey } from './idempotency-key';

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
  constructor(url: string, private readonly signingSecret: string) {
    super({ url, fetcher: ((input: string, init: Record<string, unknown>) => fetch(input, { ...init, agent })) as never });
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
