import { ANONYMOUS_VIEWER, SUBSCRIPTION_TYPES, type SubscriptionType, type ViewerClaims } from '@club/policy';
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

interface UpstreamUser {
  clientCode: string;
  subscriptionType: string;
  promoCodes?: string[] | null;
  groups?: string[] | null;
  fiscalCode?: string | null;
}

interface UpstreamWallet {
  codice: string;
  stato?: { attivo?: boolean; numero?: number | null } | null;
}

/**
 * Loads the viewer claims from the upstream CRM once per request (two calls in parallel), caches
 * them briefly per session, and forgets them after a mutation that changes them (login, consent, …).
 */
export class ClaimsLoader {
  private readonly cache: LRUCache<string, LoadedViewer>;

  constructor(private readonly upstreamUrl: string, private readonly timeoutMs: number, ttlMs: number) {
    this.cache = new LRUCache({ max: 10_000, ttl: Math.max(ttlMs, 1) });
  }

  async load(token: string): Promise<ClaimsOutcome> {
    const key = sessionKey(token);
    const cached = this.cache.get(key);
    if (cached) return { kind: 'member', viewer: cached };
    try {
      const headers = { authorization: `Bearer ${token}` };
      const signal = AbortSignal.timeout(this.timeoutMs);
      const [userRes, walletRes] = await Promise.all([
        fetch(`${this.upstreamUrl}/CRM/Utente`, { headers, signal }),
        fetch(`${this.upstreamUrl}/CRM/Utente/Portafogli`, { headers, signal }),
      ]);
      if (userRes.status === 401 || walletRes.status === 401) return { kind: 'invalid-session' };
      if (!userRes.ok || !walletRes.ok) return { kind: 'unavailable' };
      const viewer = toClaims((await userRes.json()) as UpstreamUser, (await walletRes.json()) as UpstreamWallet[]);
      this.cache.set(key, viewer);
      return { kind: 'member', viewer };
    } catch {
      return { kind: 'unavailable' };
    }
  }

  forget(token: string): void {
    this.cache.delete(sessionKey(token));
  }
}

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
