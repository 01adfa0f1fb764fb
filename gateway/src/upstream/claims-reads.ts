import { userRoute, walletsRoute, type AnswerOf } from '@club/contracts';
import { injectTraceHeaders } from '@club/observability';
import { parseUpstream } from '@club/subgraph-kit';

/** What the CRM answered the two reads of the viewer claims. */
export type ClaimSources =
  | { kind: 'read'; user: AnswerOf<typeof userRoute>; wallets: AnswerOf<typeof walletsRoute> }
  /** Either read answered 401: the token is no session. */
  | { kind: 'invalid-session' }
  /** Another answer that is neither a success nor an outage (a 4xx). */
  | { kind: 'refused' };

/** The CRM answered 5xx: counts towards the claims' breaker like no answer at all. */
export class CrmUnavailable extends Error {}

/**
 * The CRM reads the viewer claims come from (callers/claims.ts): GET /CRM/Utente and GET
 * /CRM/Utente/Portafogli with the member's token, in parallel and within one deadline (both calls
 * and their bodies). Each answer is parsed with its route's contract (@club/contracts 'crm'): a body
 * that does not match throws, as one that is not JSON does, and so does a refused connection, a
 * deadline or a 5xx (CrmUnavailable). The URLs are made once, at start.
 */
export class ClaimsReads {
  private readonly userUrl: string;
  private readonly walletsUrl: string;

  constructor(upstreamUrl: string, private readonly timeoutMs: number) {
    this.userUrl = `${upstreamUrl}${userRoute.path}`;
    this.walletsUrl = `${upstreamUrl}${walletsRoute.path}`;
  }

  /** `requestId` (x-request-id) goes with the calls, so they share the operation's id. */
  async read(token: string, requestId?: string): Promise<ClaimSources> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(requestId ? { 'x-request-id': requestId } : {}) };
    // With tracing on, the upstream's spans of these calls are children of the request's span.
    injectTraceHeaders((name, value) => void (headers[name] = value));
    const signal = AbortSignal.timeout(this.timeoutMs);
    const [userRes, walletRes] = await Promise.all([fetch(this.userUrl, { headers, signal }), fetch(this.walletsUrl, { headers, signal })]);
    if (userRes.status === 401 || walletRes.status === 401) return { kind: 'invalid-session' };
    if (userRes.status >= 500 || walletRes.status >= 500) throw new CrmUnavailable();
    if (!userRes.ok || !walletRes.ok) return { kind: 'refused' };
    const user = parseUpstream(userRoute.response, await userRes.json(), userRoute.path);
    const wallets = parseUpstream(walletsRoute.response, await walletRes.json(), walletsRoute.path);
    return { kind: 'read', user, wallets };
  }
}
