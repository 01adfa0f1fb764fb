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
});
