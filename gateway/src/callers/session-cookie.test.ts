import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SessionCodec } from './session-cookie';

const header = (value: string) => `other=1; ${SESSION_COOKIE}=${value}`;

describe('session cookie', () => {
  it('opens what it sealed, also when asked again for the same cookie', () => {
    const codec = new SessionCodec('cookie-test-secret', true);
    const sealed = codec.setCookie('upstream-token-1').split(';')[0]!.split('=')[1]!;
    expect(codec.tokenFromCookieHeader(header(sealed))).toBe('upstream-token-1');
    expect(codec.tokenFromCookieHeader(header(sealed))).toBe('upstream-token-1');
  });

  it('refuses a forged or tampered cookie every time, and another secret’s cookie', () => {
    const codec = new SessionCodec('cookie-test-secret', true);
    const sealed = codec.seal('upstream-token-1');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'AB' : 'AA');
    expect(codec.tokenFromCookieHeader(header(tampered))).toBeNull();
    expect(codec.tokenFromCookieHeader(header(tampered))).toBeNull();
    expect(new SessionCodec('another-secret', true).tokenFromCookieHeader(header(sealed))).toBeNull();
    expect(codec.tokenFromCookieHeader(header('short'))).toBeNull();
  });

  it('carries the time the session was issued; a cookie sealed before it did reads as issued at 0', () => {
    const codec = new SessionCodec('cookie-test-secret', true);
    const sealed = codec.setCookie('upstream-token-1', 1_700_000_000_123).split(';')[0]!.split('=')[1]!;
    expect(codec.sessionFromCookieHeader(header(sealed))).toEqual({ token: 'upstream-token-1', issuedAt: 1_700_000_000_123 });
    const now = Date.now();
    expect(codec.sessionFromCookieHeader(header(codec.seal('upstream-token-2')))!.issuedAt).toBeGreaterThanOrEqual(now);
    // The sealing of the earlier cookies: the bare token.
    const legacy = legacySeal('cookie-test-secret', 'upstream-token-3');
    expect(codec.sessionFromCookieHeader(header(legacy))).toEqual({ token: 'upstream-token-3', issuedAt: 0 });
    expect(codec.tokenFromCookieHeader(header(legacy))).toBe('upstream-token-3');
  });
});

/** How cookies were sealed before they carried their issue time (AES-256-GCM of the bare token). */
function legacySeal(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(secret).digest(), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}
