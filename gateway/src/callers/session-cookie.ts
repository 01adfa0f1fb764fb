import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';
import { LRUCache } from 'lru-cache';

/** Name of the member session cookie. */
export const SESSION_COOKIE = 'club_session';
/** Lifetime of the session cookie (matches the upstream token lifetime). */
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 14;

/** What a session cookie holds: the upstream token, and when the gateway issued the cookie (epoch ms). */
export interface OpenedSession {
  token: string;
  /** 0 for a cookie sealed before cookies carried it: such a session ends at the member's next password change. */
  issuedAt: number;
}

/**
 * The session cookie holds the upstream bearer token and the time it was issued, encrypted and
 * authenticated (AES-256-GCM), so the browser can neither read nor forge it and the gateway needs no
 * session table. The issue time is what ends a member's other sessions after a password change
 * (session-revocations.ts: a member's sessions issued before a given time are void).
 */
export class SessionCodec {
  private readonly key: Buffer;
  /** Cookies already opened: a member's every request carries the same one, and AES-GCM per request adds up. */
  private readonly opened = new LRUCache<string, OpenedSession>({ max: 5_000 });

  constructor(secret: string, private readonly secure: boolean) {
    this.key = createHash('sha256').update(secret).digest();
  }

  seal(token: string, issuedAt = Date.now()): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify({ t: token, i: issuedAt }), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(sealed: string): OpenedSession | null {
    const known = this.opened.get(sealed);
    if (known !== undefined) return known;
    const plain = this.decrypt(sealed);
    const session = plain === null ? null : sessionOf(plain);
    // Only authentic cookies are remembered: a forged one is decrypted (and refused) every time.
    if (session !== null) this.opened.set(sealed, session);
    return session;
  }

  private decrypt(sealed: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < 29) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** The session (upstream token, issue time) from a Cookie header, or null. */
  sessionFromCookieHeader(header: string | undefined): OpenedSession | null {
    if (!header) return null;
    const value = parse(header)[SESSION_COOKIE];
    return value ? this.open(value) : null;
  }

  /** The upstream token from a Cookie header, or null. */
  tokenFromCookieHeader(header: string | undefined): string | null {
    return this.sessionFromCookieHeader(header)?.token ?? null;
  }

  /** The Set-Cookie of a session issued at `issuedAt` (now, unless re-issued at a given time). */
  setCookie(token: string, issuedAt = Date.now()): string {
    return serialize(SESSION_COOKIE, this.seal(token, issuedAt), { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', maxAge: SESSION_MAX_AGE_S });
  }

  clearCookie(): string {
    return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', maxAge: 0 });
  }
}

/** The opened cookie's content: `{ t, i }`, or the bare token of a cookie sealed before (issued at 0). */
function sessionOf(plain: string): OpenedSession | null {
  if (!plain.startsWith('{')) return plain === '' ? null : { token: plain, issuedAt: 0 };
  try {
    const { t, i } = JSON.parse(plain) as { t?: unknown; i?: unknown };
    return typeof t === 'string' && t !== '' && typeof i === 'number' && Number.isFinite(i) ? { token: t, issuedAt: i } : null;
  } catch {
    return null;
  }
}

/** A stable, non-reversible cache key for a token. */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
