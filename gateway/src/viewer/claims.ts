import { injectTraceHeaders } from '@club/observability';
import type { UserSubscription, WalletRecord } from '@club/contracts';
import { ANONYMOUS_VIEWER, SUBSCRIPTION_TYPES, type SubscriptionType, type ViewerClaims } from '@club/policy';
import { CircuitBreaker, type CircuitBreakerSettings } from '@club/subgraph-kit';
import { LRUCache } from 'lru-cache';
import { sessionKey } from '../session/cookie';

/** Claims plus who the member is. */
export interface LoadedViewer extends ViewerClaims {
  userId: string | null;
}

export const ANONYMOUS: LoadedViewer = { ...ANONYMOUS_VIEWER, userId: null };

export type ClaimsOutcome =
  | { kind: 'member'; viewer: LoadedViewer }
  | { kind: 'invalid-session' }
  | { kind: 'unavailable' };

/**
 * What the claims need of GET /CRM/Utente and GET /CRM/Utente/Portafogli (packages/contracts 'crm').
 * The bodies are read without parsing, so `toClaims` still reads them defensively.
 */
type UpstreamUser = Pick<UserSubscription, 'clientCode' | 'subscriptionType' | 'promoCodes' | 'groups' | 'fiscalCode'>;
type UpstreamWallet = Pick<WalletRecord, 'codice' | 'stato'>;

/**
 * Loads the viewer claims from the upstream CRM once per request (two calls in parallel), caches
 * them briefly per session, and forgets them after a mutation that changes them (login, consent, …).
 */
export class ClaimsLoader {
  private readonly cache: LRUCache<string, LoadedViewer>;

  /** The CRM in trouble: members are served as visitors at once instead of each waiting for the deadline. */
  private readonly breaker: CircuitBreaker;

  constructor(private readonly upstreamUrl: string, private readonly timeoutMs: number, ttlMs: number, breaker?: CircuitBreakerSettings) {
    this.cache = new LRUCache({ max: 10_000, ttl: Math.max(ttlMs, 1) });
    this.breaker = new CircuitBreaker('viewer claims', breaker);
  }

  /** `requestId` (x-request-id) goes with the upstream calls, so they share the operation's id. */
  async load(token: string, requestId?: string): Promise<ClaimsOutcome> {
    const key = sessionKey(token);
    const cached = this.cache.get(key);
    if (cached) return { kind: 'member', viewer: cached };
    try {
      // Whatever throws (refused, timed out, 5xx, a broken body) is an outage; any other answer is not.
      return await this.breaker.run(() => this.fetchClaims(key, token, requestId), () => true);
    } catch {
      return { kind: 'unavailable' };
    }
  }

  /** Both calls and their bodies within one deadline (UPSTREAM_TIMEOUT_MS). */
  private async fetchClaims(key: string, token: string, requestId?: string): Promise<ClaimsOutcome> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(requestId ? { 'x-request-id': requestId } : {}) };
    // With tracing on, the upstream's spans of these calls are children of the request's span.
    injectTraceHeaders((name, value) => void (headers[name] = value));
    const signal = AbortSignal.timeout(this.timeoutMs);
    const [userRes, walletRes] = await Promise.all([
      fetch(`${this.upstreamUrl}/CRM/Utente`, { headers, signal }),
      fetch(`${this.upstreamUrl}/CRM/Utente/Portafogli`, { headers, signal }),
    ]);
    if (userRes.status === 401 || walletRes.status === 401) return { kind: 'invalid-session' };
    if (userRes.status >= 500 || walletRes.status >= 500) throw new CrmUnavailable();
    if (!userRes.ok || !walletRes.ok) return { kind: 'unavailable' };
    const viewer = toClaims((await userRes.json()) as UpstreamUser, (await walletRes.json()) as UpstreamWallet[]);
    this.cache.set(key, viewer);
    return { kind: 'member', viewer };
  }

  forget(token: string): void {
    this.cache.delete(sessionKey(token));
  }
}

/** The CRM answered 5xx: counts towards the breaker like no answer at all. */
class CrmUnavailable extends Error {}

export function toClaims(user: UpstreamUser, wallets: UpstreamWallet[]): LoadedViewer {
  const type = (SUBSCRIPTION_TYPES as readonly string[]).includes(user.subscriptionType) ? (user.subscriptionType as SubscriptionType) : 'REGISTRATO';
  return {
    userId: user.clientCode,
    subscriptionType: type,
    wallets: wallets.map((w) => ({ code: w.codice, active: Boolean(w.stato?.attivo), status: w.stato?.numero ?? null })),
    promoCodes: user.promoCodes ?? [],
    groups: user.groups ?? [],
    hasFiscalCode: Boolean(user.fiscalCode),
  };
}
