/**
 * The bench-only request header that hands a persona's viewer claims to the peer gateways (Hive
 * Gateway), which sign them into the subgraphs' viewer header as our gateway does. Our gateway
 * computes the claims from the session cookie; the peers have no session handling of ours, so the
 * bench computes them once per persona (bench-peers.ts) and sends them with every request. Only the
 * bench's peers, listening on 127.0.0.1 for the bench's duration, read this header.
 */
import { ANONYMOUS_VIEWER } from '@club/policy';
import type { SignedViewer } from '@club/subgraph-kit';

export const BENCH_CLAIMS_HEADER = 'x-bench-viewer-claims';

/** What our gateway signs for a request (signed-data-source.ts), less what varies per request. */
export type BenchClaims = Pick<SignedViewer, 'userId' | 'subscriptionType' | 'wallets' | 'promoCodes' | 'groups' | 'hasFiscalCode' | 'upstreamToken'>;

export const VISITOR_CLAIMS: BenchClaims = { ...ANONYMOUS_VIEWER, userId: null, upstreamToken: null };

export const encodeClaims = (claims: BenchClaims): string => Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');

/** No header: a visitor, as our gateway treats a request without a session. */
export function decodeClaims(header: string | null | undefined): BenchClaims {
  return header ? (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as BenchClaims) : VISITOR_CLAIMS;
}
