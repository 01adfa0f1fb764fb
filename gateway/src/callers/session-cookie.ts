import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';
import { LRUCache } from 'lru-cache';

/** Name of the member session cookie. */
export const SESSION_COOKIE = 'club_session';
/** Lifetime of the session cookie (matches the upstream token lifetime). */
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 14;

/**
 * The session cookie holds the upstream bearer token, encrypted and authenticated (AES-256-GCM),
 * so the browser can neither read nor forge it and the gateway needs no session table.
 */
export class SessionCodec {
  private readonly key: Buffer;
  /** Cookies already opened: a member's every request carries the same one, and AES-GCM per request adds up. */
  private readonly opened = new LRUCache<string, string>({ max: 5_000 });

  constructor(secret: string, private readonly secure: boolean) {
    this.key = createHash('sha256').update(secret).digest();
  }

  seal(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(sealed: string): string | null {
    const known = this.opened.get(sealed);
    if (known !== undefined) return known;
    const token = this.decrypt(sealed);
    // Only authentic cookies are remembered: a forged one is decrypted (and refused) every time.
    if (token !== null) this.opened.set(sealed, token);
    return token;
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

  /** The upstream token from a Cookie header, or null. */
  tokenFromCookieHeader(header: string | undefined): string | null {
    if (!header) return null;
    const value = parse(header)[SESSION_COOKIE];
    return value ? this.open(value) : null;
  }

  setCookie(token: string): string {
    return serialize(SESSION_COOKIE, this.seal(token), { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', maxAge: SESSION_MAX_AGE_S });
  }

  clearCookie(): string {
    return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', maxAge: 0 });
  }
}

/** A stable, non-reversible cache key for a token. */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
