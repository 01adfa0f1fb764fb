import { userRoute, walletsRoute, type AnswerOf } from '@club/contracts';
import { parseUpstream, REQUEST_ID_HEADER, upstreamUrl } from '@club/subgraph-kit';
import { upstreamFetch } from './upstream-call';

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
 * deadline or a 5xx (CrmUnavailable). The URLs are made once, at start; the calls are observed
 * (upstreamFetch).
 */
export class ClaimsReads {
  private readonly userUrl: URL;
  private readonly walletsUrl: URL;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.userUrl = upstreamUrl(baseUrl, userRoute);
    this.walletsUrl = upstreamUrl(baseUrl, walletsRoute);
  }

  /** `requestId` (x-request-id) goes with the calls, so they share the operation's id. */
  async read(token: string, requestId?: string): Promise<ClaimSources> {
    const headers = { authorization: `Bearer ${token}`, ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) };
    const signal = AbortSignal.timeout(this.timeoutMs);
    const [userRes, walletRes] = await Promise.all([
      upstreamFetch('crm', this.baseUrl, this.userUrl, { headers, signal }),
      upstreamFetch('crm', this.baseUrl, this.walletsUrl, { headers, signal }),
    ]);
    if (userRes.status === 401 || walletRes.status === 401) return { kind: 'invalid-session' };
    if (userRes.status >= 500 || walletRes.status >= 500) throw new CrmUnavailable();
    if (!userRes.ok || !walletRes.ok) return { kind: 'refused' };
    const user = parseUpstream(userRoute.response, await userRes.json(), userRoute.path);
    const wallets = parseUpstream(walletsRoute.response, await walletRes.json(), walletsRoute.path);
    return { kind: 'read', user, wallets };
  }
}
