import type { UserSubscription, WalletRecord } from '@club/contracts';
import { ANONYMOUS_VIEWER, SUBSCRIPTION_TYPES, type SubscriptionType, type ViewerClaims } from '@club/policy';
import type { SharedRedis } from '@club/shared-state';
import { CircuitBreaker, type CircuitBreakerSettings } from '@club/subgraph-kit';
import { LRUCache } from 'lru-cache';
import { ClaimsReads } from '../upstream/claims-reads';
import { sessionKey } from './session-cookie';

/** Claims plus who the member is. */
export interface LoadedViewer extends ViewerClaims {
  userId: string | null;
}

export const ANONYMOUS: LoadedViewer = { ...ANONYMOUS_VIEWER, userId: null };

export type ClaimsOutcome =
  | { kind: 'member'; viewer: LoadedViewer }
  | { kind: 'invalid-session' }
  | { kind: 'unavailable' };

/** What the claims need of GET /CRM/Utente and GET /CRM/Utente/Portafogli, parsed with their contracts (upstream/claims-reads.ts). */
type UpstreamUser = Pick<UserSubscription, 'clientCode' | 'subscriptionType' | 'promoCodes' | 'groups' | 'fiscalCode'>;
type UpstreamWallet = Pick<WalletRecord, 'codice' | 'stato'>;

/** A claims read under way; its identity tells whether a `forget` came during it. */
interface InFlightRead {
  outcome: Promise<ClaimsOutcome>;
}

/** The channel on which a gateway tells the others which session's claims to forget (`REDIS_URL`). */
export const CLAIMS_FORGET_CHANNEL = 'claims:forget';

/**
 * Loads the viewer claims from the upstream CRM once per request (two calls in parallel), caches
 * them briefly per session, and forgets them after a mutation that changes them (login, consent, …).
 * With a shared Redis the forgetting reaches every gateway at once, so a member who bought a
 * subscription through one gateway is not served old claims by another; without it (or while Redis
 * is down) another gateway's copy lasts at most CLAIMS_TTL_MS.
 */
export class ClaimsLoader {
  private readonly cache: LRUCache<string, LoadedViewer>;
  /** Reads under way, by session key (loadShared). */
  private readonly inFlight = new Map<string, InFlightRead>();

  /** The CRM in trouble: members are served as visitors at once instead of each waiting for the deadline. */
  /** The CRM reads' breaker (its state is on /metrics as `circuit_breaker_state`). */
  readonly breaker: CircuitBreaker;

  private readonly reads: ClaimsReads;

  constructor(
    upstreamUrl: string,
    timeoutMs: number,
    ttlMs: number,
    breaker?: CircuitBreakerSettings,
    private readonly shared: SharedRedis | null = null,
  ) {
    this.cache = new LRUCache({ max: 10_000, ttl: Math.max(ttlMs, 1) });
    this.breaker = new CircuitBreaker('viewer claims', breaker);
    this.reads = new ClaimsReads(upstreamUrl, timeoutMs);
    shared?.subscribe(CLAIMS_FORGET_CHANNEL, (key) => {
      this.cache.delete(key);
      this.inFlight.delete(key);
    });
  }

  /** `requestId` (x-request-id) goes with the upstream calls, so they share the operation's id. */
  async load(token: string, requestId?: string): Promise<ClaimsOutcome> {
    const key = sessionKey(token);
    const cached = this.cache.get(key);
    if (cached) return { kind: 'member', viewer: cached };
    return this.inFlight.get(key)?.outcome ?? this.loadShared(key, token, requestId);
  }

  /**
   * One read of a session's claims for every request of it that arrives while the read is under way:
   * a member's page sends its queries at once, and each would otherwise read the CRM twice for the
   * same claims (the first request's id goes with the reads). A `forget` during the read drops it
   * from here, so what it brings back is not kept.
   */
  private loadShared(key: string, token: string, requestId?: string): Promise<ClaimsOutcome> {
    const entry = {} as InFlightRead;
    const current = () => this.inFlight.get(key) === entry;
    entry.outcome = (async (): Promise<ClaimsOutcome> => {
      try {
        // Whatever throws (refused, timed out, 5xx, a broken body) is an outage; any other answer is not.
        return await this.breaker.run(() => this.fetchClaims(key, token, current, requestId), () => true);
      } catch {
        return { kind: 'unavailable' };
      } finally {
        if (current()) this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, entry);
    return entry.outcome;
  }

  /** Both reads and their bodies within one deadline (UPSTREAM_TIMEOUT_MS); kept only while `current` (not forgotten meanwhile). */
  private async fetchClaims(key: string, token: string, current: () => boolean, requestId?: string): Promise<ClaimsOutcome> {
    const answered = await this.reads.read(token, requestId);
    if (answered.kind === 'invalid-session') return { kind: 'invalid-session' };
    if (answered.kind === 'refused') return { kind: 'unavailable' };
    const viewer = toClaims(answered.user, answered.wallets);
    if (current()) this.cache.set(key, viewer);
    return { kind: 'member', viewer };
  }

  /** Drops a session's claims here and, with a shared Redis, on every other gateway (the key is a hash: no token travels). */
  forget(token: string): void {
    const key = sessionKey(token);
    this.cache.delete(key);
    this.inFlight.delete(key);
    if (this.shared) void this.shared.publish(CLAIMS_FORGET_CHANNEL, key);
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
