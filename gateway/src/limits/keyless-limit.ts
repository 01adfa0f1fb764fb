import type { IncomingMessage } from 'node:http';
import type { AddressLimiter, AddressVerdict } from '@club/shared-state';
import type { RequestHandler } from 'express';
import { API_KEY_HEADER } from '../callers/api-keys';
import type { AddressOf } from './client-address';

/** What a browser gets past the limit (HTTP 429, `Retry-After`), in the API's error shape. */
export function keylessLimitMessage(retryAfterSeconds: number): string {
  return `Troppe richieste da questo indirizzo: riprova tra ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'secondo' : 'secondi'}.`;
}

/** `extensions.reason` of the refusal, beside code THROTTLED (a partner's spent budget has no reason). */
export const KEYLESS_LIMIT_REASON = 'ADDRESS_RATE_LIMIT';

/** The verdict of a request already counted (by the fast path), so that Express does not count it again. */
const COUNTED = Symbol('keyless limit verdict');
type Counted = IncomingMessage & { [COUNTED]?: Promise<AddressVerdict> };

/**
 * The limit of GraphQL requests per client address for callers without an API key (visitors and
 * members' browsers): partners are limited by their key's cost budget (keys/budget.ts), and without
 * this a partner could drop its key and spend without one. Each request counts once whatever answers
 * it: the HTTP fast path's kept answers (kept-answers-fast-path.ts) and Express' `/graphql` route.
 * A request carrying `x-api-key`, valid or not, is the key's business (an unknown key is a 401).
 */
export class KeylessLimit {
  constructor(
    private readonly limiter: AddressLimiter,
    private readonly addressOf: AddressOf,
  ) {}

  /** Whether the request is a keyless caller's, to be counted here. */
  static applies(req: IncomingMessage): boolean {
    return req.headers[API_KEY_HEADER] === undefined;
  }

  /** Counts the request (once: a second call gives the first verdict). */
  check(req: IncomingMessage): Promise<AddressVerdict> {
    const counted = req as Counted;
    return (counted[COUNTED] ??= this.limiter.take(this.addressOf(req)));
  }

  /** First on `/graphql`: a keyless request past its address's limit gets 429 with `Retry-After`, before its body is read. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      if (!KeylessLimit.applies(req)) return next();
      this.check(req).then((verdict) => {
        if (verdict.ok) return next();
        res
          .status(429)
          .set('Retry-After', String(verdict.retryAfterSeconds))
          .set('Cache-Control', 'no-store')
          .json({ errors: [{ message: keylessLimitMessage(verdict.retryAfterSeconds), extensions: { code: 'THROTTLED', reason: KEYLESS_LIMIT_REASON } }] });
      }, next);
    };
  }
}
