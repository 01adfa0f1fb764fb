import type { GraphQLRequestContext } from '@apollo/server';
import type { GatewayContext } from '../../context';

/**
 * How long an answer may be kept, from the subgraphs' cache hints: Apollo Gateway restricts the
 * request's `overallCachePolicy` with each subgraph answer's `Cache-Control`
 * (`honorSubgraphCacheControlHeader`, on by default: the smallest `max-age` wins, and a fetch
 * without one makes the whole answer uncacheable), capped by `boundMs`. 0: not kept. The gateway's
 * own answer still says `Cache-Control: no-store` (plugins/session.ts): browsers and proxies keep
 * nothing, only the gateway does, per scope.
 */
export function keptMsOf(rc: Pick<GraphQLRequestContext<GatewayContext>, 'overallCachePolicy'>, boundMs: number): number {
  const policy = rc.overallCachePolicy.policyIfCacheable();
  return policy ? Math.min(policy.maxAge * 1000, boundMs) : 0;
}
