import type { TraceHeaders } from '@club/observability';
import type { BudgetState } from './keys/budget';
import type { PartnerKeyGrant } from './keys/store';
import type { OperationTrace } from './observability/trace';
import type { LoadedViewer } from './callers/claims';

/**
 * Who is calling: a visitor, a member (session cookie), a partner application or an operator
 * (API key). Decides what the caller may ask beyond the data itself (introspection, field suggestions).
 */
export type Caller =
  | { kind: 'visitor' }
  | { kind: 'member'; userId: string | null }
  | { kind: 'partner'; partnerId: string }
  | { kind: 'ops'; opsId: string };

/** Per-request state of the gateway. */
export interface GatewayContext {
  caller: Caller;
  viewer: LoadedViewer;
  /** Upstream bearer token from the session cookie, null for visitors and partners. */
  upstreamToken: string | null;
  /** Partner id when the request carries a valid partner API key. */
  partnerId: string | null;
  /** The client's address (express `req.ip`), passed on in the signed viewer header. */
  clientIp?: string | null;
  /** Session changes requested by subgraphs during this request. */
  /** Session instructions from the subgraphs: set or clear the cookie; `passwordChanged` ends the member's other sessions. */
  session: { set?: string; clear?: boolean; passwordChanged?: boolean };
  /** The request id (x-request-id), forwarded to the subgraphs and logged. */
  requestId?: string;
  /** How the operation runs: its query plan and timed subgraph fetches (observability/trace.ts). */
  trace?: OperationTrace;
  /** The client's W3C trace headers, passed on to the subgraphs as they came when tracing is off. */
  traceHeaders?: TraceHeaders;
  /** What the request's partner key grants (scopes, cost budget per minute); unset for everyone else. */
  partnerKey?: PartnerKeyGrant;
  /** The partner key's budget for the minute, as it stands after this operation (keys/budget.ts). */
  budget?: BudgetState;
}

/** Partners and ops build against the schema, so they may read it (introspection, 'Did you mean' suggestions). */
export function maySeeSchema(caller: Caller | undefined): boolean {
  return caller?.kind === 'partner' || caller?.kind === 'ops';
}
