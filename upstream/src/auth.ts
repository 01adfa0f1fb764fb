import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db';

/** How long an upstream session token lives. */
export const SESSION_TTL_HOURS = 24 * 14;

export interface SessionUser {
  userId: string;
  token: string;
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  return h.slice(7).trim() || null;
}

/** The signed-in user of a request, or null (anonymous). Invalid or expired tokens count as anonymous. */
export async function optionalUser(db: Db, req: FastifyRequest): Promise<SessionUser | null> {
  const token = bearer(req);
  if (!token) return null;
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id FROM sessions WHERE token = $1 AND kind = 'session' AND expires_at > now()`,
    [token],
  );
  return rows[0] ? { userId: rows[0].user_id, token } : null;
}

/** The signed-in user, or a 401 reply (returns null after replying). */
export async function requireUser(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  const user = await optionalUser(db, req);
  if (!user) {
    await reply.code(401).send({ message: 'Sessione non valida o scaduta.' });
    return null;
  }
  return user;
}

/** Creates a token of a kind ('session' for sign-in, 'consent' for the consent step at login). */
export async function createToken(db: Db, userId: string, kind: 'session' | 'consent', ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token, user_id, kind, expires_at) VALUES ($1, $2, $3, now() + ($4 || ' minutes')::interval)`,
    [token, userId, kind, String(ttlMinutes)],
  );
  return token;
}

export async function tokenUser(db: Db, token: string, kind: 'session' | 'consent'): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id FROM sessions WHERE token = $1 AND kind = $2 AND expires_at > now()`,
    [token, kind],
  );
  return rows[0]?.user_id ?? null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE token = $1`, [token]);
}
