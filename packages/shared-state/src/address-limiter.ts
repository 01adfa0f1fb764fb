import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { KEY_PREFIX, type SharedRedis } from './redis';

/** How many points one client may spend per window. */
export interface AddressLimit {
  /** Points (operations, sign-ups, leads …) per window. */
  points: number;
  /** Length of the window in seconds; it starts with the address's first point. */
  windowSeconds: number;
}

export type AddressVerdict = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/**
 * A limit per client address (or any other client key): `points` per fixed window that starts with
 * the client's first point, as rate-limiter-flexible counts them. With a shared Redis (`REDIS_URL`)
 * every instance counts in it, so a client spreading requests over several gateways behind a
 * balancer meets one limit; without one this process counts alone (`npm start`). When Redis fails
 * (down, or slower than its command timeout) each instance counts in its own memory until it is back
 * (rate-limiter-flexible's insurance limiter): the limit never switches off and nobody is refused for
 * Redis' sake, at worst a client gets the limit once per instance meanwhile — the same trade as the
 * partner budgets and login protection (docs/operations.md 'Where state lives').
 *
 * Used by the gateway for callers without an API key, sign-ups and leads (gateway/src/limits/); it
 * knows nothing of HTTP, so any service with a client key can use it.
 */
export class AddressLimiter {
  private readonly limiter: RateLimiterAbstract;

  /**
   * @param name the counters' name in Redis (`club:limit:<name>:<address>`): one per kind of limit.
   */
  constructor(
    readonly name: string,
    readonly limit: AddressLimit,
    shared: SharedRedis | null = null,
  ) {
    const keyPrefix = `limit:${name}`;
    const own = new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.windowSeconds });
    this.limiter = shared
      ? new RateLimiterRedis({ storeClient: shared.client, keyPrefix: `${KEY_PREFIX}${keyPrefix}`, points: limit.points, duration: limit.windowSeconds, rejectIfRedisNotReady: true, insuranceLimiter: own })
      : own;
  }

  /** Spends `points` of the address's window; refused (and nothing more counted) once they are spent. */
  async take(address: string, points = 1): Promise<AddressVerdict> {
    try {
      const res = await this.limiter.consume(address, points);
      return { ok: true, remaining: res.remainingPoints };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      // Whole seconds, at least 1: what a Retry-After header carries.
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
    }
  }
}
