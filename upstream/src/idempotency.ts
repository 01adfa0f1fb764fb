import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db';

/**
 * Idempotency keys for the write routes (Stripe-style `Idempotency-Key` header): a retried or
 * doubled write with the same key is answered from the first one's stored answer instead of
 * writing again. Scoped per member (the bearer token's user), key and route, kept 24 hours.
 *
 * A route opts in with one argument: `app.post('/path', IDEMPOTENT, handler)` (the key is optional:
 * clients that send none write as before) or `IDEMPOTENCY_REQUIRED` (a write without a key is 400;
 * for new write routes such as leads and cart changes).
 *
 * Correctness rests on the table's primary key, not on timing: of two concurrent requests with the
 * same key exactly one inserts the claim row and runs the handler; the other waits for its answer
 * (or gets 409 if it takes too long) and never writes.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer replayed from an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_TTL_HOURS = 24;

type IdempotencyMode = 'optional' | 'required' | 'required-public';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotency?: IdempotencyMode;
  }
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
}

/** Route options of a write that honours an `Idempotency-Key` when the client sends one. */
export const IDEMPOTENT = { config: { idempotency: 'optional' as IdempotencyMode } };
/** Route options of a write that refuses to run without an `Idempotency-Key` (400). */
export const IDEMPOTENCY_REQUIRED = { config: { idempotency: 'required' as IdempotencyMode } };
/**
 * Like IDEMPOTENCY_REQUIRED, for a write visitors may make too (the leads of the public forms):
 * a request without a session keeps its keys in one visitors' scope.
 */
export const IDEMPOTENCY_REQUIRED_PUBLIC = { config: { idempotency: 'required-public' as IdempotencyMode } };
/** The scope of the keys of requests without a session on IDEMPOTENCY_REQUIRED_PUBLIC routes. */
export const VISITOR_SCOPE = '(visitor)';

export const IDEMPOTENCY_MESSAGES = {
  missing: "Manca l'intestazione Idempotency-Key.",
  invalid: 'Idempotency-Key non valida: da 1 a 255 caratteri ASCII stampabili.',
  mismatch: 'Idempotency-Key già usata per una richiesta diversa.',
  inProgress: 'Una richiesta con la stessa Idempotency-Key è ancora in corso: riprova tra poco.',
} as const;

/** Visible ASCII only: the key is echoed in logs and stored as text. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a duplicate waits for the first request's answer before it gets 409. */
const IN_PROGRESS_WAIT_MS = 5_000;
const IN_PROGRESS_POLL_MS = 50;
/** Expired rows are swept at most this often (on the next claim after it). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

interface Claim {
  userId: string;
  key: string;
  route: string;
}

interface StoredAnswer {
  request_hash: string;
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
}

/** Registers the hooks that serve every route opted in with IDEMPOTENT / IDEMPOTENCY_REQUIRED. */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  let lastSweep = 0;
  const sweepExpired = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.query(`DELETE FROM idempotency_keys WHERE expires_at <= now()`);
  };

  app.addHook('preHandler', async (req, reply) => {
    const mode = req.routeOptions.config?.idempotency;
    if (!mode) return;
    const key = req.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) {
      if (mode !== 'optional') return reply.code(400).send({ message: IDEMPOTENCY_MESSAGES.missing });
      return;
    }
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return reply.code(400).send({ message: IDEMPOTENCY_MESSAGES.invalid });
    // No valid token: the route itself answers 401, and nothing is written to remember.
    const userId = (await tokenOwner(db, req)) ?? (mode === 'required-public' ? VISITOR_SCOPE : null);
    if (!userId) return;
    await sweepExpired();

    const claim: Claim = { userId, key, route: `${req.method} ${req.routeOptions.url ?? req.url}` };
    const hash = requestHash(req);
    const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
    for (;;) {
      if (await tryClaim(db, claim, hash)) {
        req.idempotencyClaim = claim;
        return;
      }
      const stored = await storedAnswer(db, claim);
      // Gone between the two queries (the first request failed and released it): claim again.
      if (!stored) continue;
      if (stored.request_hash !== hash) return reply.code(422).send({ message: IDEMPOTENCY_MESSAGES.mismatch });
      if (stored.response_status !== null) return replay(reply, stored);
      if (Date.now() >= deadline) return reply.code(409).send({ message: IDEMPOTENCY_MESSAGES.inProgress });
      await sleep(IN_PROGRESS_POLL_MS);
    }
  });

  // Success is remembered for replay; any refusal or failure releases the key, so a retry runs
  // again (the write routes validate before they write, so a refused request wrote nothing).
  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotencyClaim;
    if (!claim) return payload;
    req.idempotencyClaim = undefined;
    const params = [claim.userId, claim.key, claim.route];
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const type = reply.getHeader('content-type');
      await db.query(
        `UPDATE idempotency_keys SET response_status = $4, response_type = $5, response_body = $6
          WHERE user_id = $1 AND idempotency_key = $2 AND route = $3`,
        [...params, reply.statusCode, typeof type === 'string' ? type : null, payloadText(payload)],
      );
    } else {
      await db.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND idempotency_key = $2 AND route = $3`, params);
    }
    return payload;
  });
}

/** Inserts the claim row; true when this request owns the key (new, or the old one had expired). */
async function tryClaim(db: Db, claim: Claim, hash: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (user_id, idempotency_key, route, request_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
     ON CONFLICT (user_id, idempotency_key, route) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, response_status = NULL, response_type = NULL, response_body = NULL,
            created_at = now(), expires_at = EXCLUDED.expires_at
      WHERE idempotency_keys.expires_at <= now()
     RETURNING 1`,
    [claim.userId, claim.key, claim.route, hash, KEY_TTL_HOURS],
  );
  return rows.length === 1;
}

async function storedAnswer(db: Db, claim: Claim): Promise<StoredAnswer | undefined> {
  const [row] = await db.query<StoredAnswer>(
    `SELECT request_hash, response_status, response_type, response_body FROM idempotency_keys
      WHERE user_id = $1 AND idempotency_key = $2 AND route = $3 AND expires_at > now()`,
    [claim.userId, claim.key, claim.route],
  );
  return row;
}

function replay(reply: FastifyReply, stored: StoredAnswer) {
  reply.code(stored.response_status!).header(REPLAYED_HEADER, 'true');
  if (stored.response_type) reply.header('content-type', stored.response_type);
  return reply.send(stored.response_body ?? undefined);
}

/** The member a bearer token belongs to: a session or a consent token (the consent step writes too). */
async function tokenOwner(db: Db, req: FastifyRequest): Promise<string | null> {
  const h = req.headers.authorization;
  const token = h?.startsWith('Bearer ') ? h.slice(7).trim() : '';
  if (!token) return null;
  const [row] = await db.query<{ user_id: string }>(`SELECT user_id FROM sessions WHERE token = $1 AND expires_at > now()`, [token]);
  return row?.user_id ?? null;
}

/** What makes two requests "the same": the URL (path parameters and query) and the body, keys sorted. */
function requestHash(req: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([req.url, canonical(req.body ?? null)]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

function payloadText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}
