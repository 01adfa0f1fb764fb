import { createHmac } from 'node:crypto';
import { ANONYMOUS_VIEWER } from '@club/wire';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewerSignatureError, signViewer, verifyViewer, type SignedViewer } from './viewer-header';

const SECRET = 'viewer-header-test-secret-0123456789';
const MEMBER: Omit<SignedViewer, 'exp'> = { ...ANONYMOUS_VIEWER, subscriptionType: 'TRIAL', userId: '1000002', upstreamToken: 'token-of-trial' };

/** The reason a header is refused (the error's message), or 'accepted'. */
function verdict(header: string | string[] | undefined, secret = SECRET): string {
  try {
    verifyViewer(header, secret);
    return 'accepted';
  } catch (err) {
    expect(err).toBeInstanceOf(ViewerSignatureError);
    return (err as Error).message;
  }
}

/** Re-encodes a header's payload after `change`, keeping the original signature (what a forger can do without the key). */
function tampered(header: string, change: (claims: Record<string, unknown>) => void): string {
  const [payload, signature] = header.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('viewer header', () => {
  it('carries the claims, the member and their upstream token to the subgraph', () => {
    const viewer = verifyViewer(signViewer(MEMBER, SECRET), SECRET);
    expect(viewer).toMatchObject({ subscriptionType: 'TRIAL', userId: '1000002', upstreamToken: 'token-of-trial' });
  });

  it('expires 60 seconds after signing: accepted at 60 s, refused after', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T10:00:00.000Z'));
    const header = signViewer(MEMBER, SECRET);
    vi.setSystemTime(new Date('2026-03-02T10:01:00.000Z'));
    expect(verdict(header)).toBe('accepted');
    vi.setSystemTime(new Date('2026-03-02T10:01:01.000Z'));
    expect(verdict(header)).toBe('expired viewer header');
  });

  it('refuses a header whose expiry was pushed back by the caller', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T10:00:00.000Z'));
    const header = signViewer(MEMBER, SECRET);
    vi.setSystemTime(new Date('2026-03-02T11:00:00.000Z'));
    expect(verdict(tampered(header, (claims) => void (claims.exp = Math.floor(Date.now() / 1000) + 60)))).toBe('bad viewer signature');
  });

  it('refuses claims changed after signing (a visitor making themself premium)', () => {
    const visitor = signViewer({ ...ANONYMOUS_VIEWER, userId: null, upstreamToken: null }, SECRET);
    expect(verdict(tampered(visitor, (claims) => void (claims.subscriptionType = 'PREMIUM')))).toBe('bad viewer signature');
  });

  it('refuses a header signed with another secret', () => {
    expect(verdict(signViewer(MEMBER, 'another-secret-of-the-same-length!!!'))).toBe('bad viewer signature');
  });

  it.each([
    ['no header', undefined, 'missing viewer header'],
    ['an empty header', '', 'missing viewer header'],
    ['the header twice', ['a.b', 'a.b'], 'missing viewer header'],
    ['a header without signature', 'eyJ9', 'malformed viewer header'],
  ])('refuses %s', (_case, header, reason) => {
    expect(verdict(header)).toBe(reason);
  });

  it('refuses a header signed with the key whose payload is not claims with an expiry', () => {
    expect(verdict(signedWithKey('not json'))).toBe('unreadable viewer header');
    expect(verdict(signedWithKey(JSON.stringify(MEMBER)))).toBe('expired viewer header');
  });
});

/** A payload signed as the gateway would, whatever it holds. */
function signedWithKey(text: string): string {
  const payload = Buffer.from(text).toString('base64url');
  return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
}
