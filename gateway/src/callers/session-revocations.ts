import { KEY_PREFIX, type SharedRedis } from '@club/shared-state';
import { LRUCache } from 'lru-cache';
import { SESSION_MAX_AGE_S } from './session-cookie';

/** The channel on which a gateway tells the others that a member's older sessions ended: `<userId> <epoch ms>`. */
export const SESSIONS_ENDED_CHANNEL = 'sessions:ended';

/** The Redis key of a member's mark (prefixed like every key of the portal). */
const markKey = (userId: string) => `${KEY_PREFIX}sessions:void-before:${userId}`;

/** A mark outlives every cookie issued before it (the cookie's own lifetime), then goes. */
const MARK_LIFETIME_MS = SESSION_MAX_AGE_S * 1000;

/** Sets the mark unless a later one is there (two gateways' clocks, two changes at once): a mark only moves forward. */
const SET_LATER_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0') or 0
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`;

/**
 * "This member's sessions issued before T are void": what ends a member's other sessions after a
 * password change, although the sessions are cookies the gateway keeps no table of (session-cookie.ts
 * seals the issue time into each). The gateway that saw the change sets the mark, then re-issues the
 * changing session's own cookie at T, so that one stays signed in.
 *
 * With a shared Redis (`REDIS_URL`) every gateway agrees: the mark is a key that lives as long as
 * a cookie does, and the change is published so the others apply it at once; each gateway keeps the
 * marks it read for `recheckMs` (the claims' lifetime), so a member's request costs a Redis read at
 * most that often. Without Redis (one gateway) the marks live in this process. While Redis is down,
 * a gateway goes by the marks it already knows: it signs nobody out for want of an answer.
 */
export class SessionRevocations {
  /** Marks read from Redis (0: none), for recheckMs; without Redis, the marks themselves. */
  private readonly read: LRUCache<string, number>;
  /** Marks this gateway set or was told of: what it still knows while Redis does not answer. */
  private readonly known = new LRUCache<string, number>({ max: 100_000, ttl: MARK_LIFETIME_MS });

  constructor(
    private readonly shared: SharedRedis | null,
    recheckMs: number,
  ) {
    this.read = new LRUCache({ max: 100_000, ttl: shared ? Math.max(recheckMs, 1) : MARK_LIFETIME_MS });
    shared?.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
      const [userId, at] = message.split(' ');
      if (userId && Number.isFinite(Number(at))) this.learn(userId, Number(at));
    });
  }

  /** The time before which the member's sessions are void, 0 when none is. */
  async voidBefore(userId: string): Promise<number> {
    const known = this.known.get(userId) ?? 0;
    const cached = this.read.get(userId);
    if (cached !== undefined || !this.shared) return Math.max(cached ?? 0, known);
    try {
      const stored = Number((await this.shared.client.get(markKey(userId))) ?? 0) || 0;
      this.read.set(userId, stored);
      return Math.max(stored, known);
    } catch {
      return known;
    }
  }

  /** Voids the member's sessions issued before `at`, here and, with Redis, on every gateway (awaited: the change's answer leaves after). */
  async endSessionsBefore(userId: string, at: number): Promise<void> {
    this.learn(userId, at);
    if (!this.shared) return;
    try {
      await this.shared.client.eval(SET_LATER_SCRIPT, 1, markKey(userId), String(at), String(MARK_LIFETIME_MS));
    } catch {
      // Redis down: this gateway knows the mark; the others only if the message below gets through.
    }
    await this.shared.publish(SESSIONS_ENDED_CHANNEL, `${userId} ${at}`);
  }

  private learn(userId: string, at: number): void {
    const latest = Math.max(at, this.known.get(userId) ?? 0);
    this.known.set(userId, latest);
    this.read.set(userId, Math.max(latest, this.read.get(userId) ?? 0));
  }
}
