import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { IDEMPOTENCY_HEADER } from '@club/subgraph-kit';

/**
 * The client's `Idempotency-Key` of a mutation request, to sign into the viewer header of each
 * subgraph call, or null (queries never write; health checks have no client request). Signed with
 * the member's identity and token, so a subgraph only ever uses it for that member's writes, and
 * the upstream keeps keys per member: another member's same key is their own write.
 */
export function clientIdempotencyKey(options: GraphQLDataSourceProcessOptions): string | null {
  if (!('incomingRequestContext' in options)) return null;
  const incoming = options.incomingRequestContext;
  if (incoming.operation?.operation !== 'mutation') return null;
  return incoming.request.http?.headers.get(IDEMPOTENCY_HEADER)?.trim() || null;
}
