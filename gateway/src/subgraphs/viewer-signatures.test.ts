import { verifyViewer } from '@club/subgraph-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewerSignatures } from './viewer-signatures';

const SECRET = 'viewer-signatures-test-secret';
const visitor = { subscriptionType: 'SUSPECT' as const, wallets: [], promoCodes: [], groups: [], hasFiscalCode: false, userId: null, upstreamToken: null };

afterEach(() => vi.useRealTimers());

describe('signed viewer headers reused across requests', () => {
  it('the same claims get the same header, which the subgraphs accept with at least 30 s of life left', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const signatures = new ViewerSignatures(SECRET);
    const first = signatures.for(visitor);
    vi.advanceTimersByTime(29_000);
    expect(signatures.for({ ...visitor })).toBe(first);
    const viewer = verifyViewer(first, SECRET);
    expect(viewer.exp * 1000 - Date.now()).toBeGreaterThanOrEqual(30_000);
  });

  it('other claims get their own header', () => {
    const signatures = new ViewerSignatures(SECRET);
    const member = signatures.for({ ...visitor, subscriptionType: 'PREMIUM', userId: 'U1', upstreamToken: 't1' });
    expect(member).not.toBe(signatures.for(visitor));
    expect(verifyViewer(member, SECRET).userId).toBe('U1');
  });

  it('signs afresh once a header is 30 s old', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const signatures = new ViewerSignatures(SECRET);
    const first = signatures.for(visitor);
    vi.advanceTimersByTime(31_000);
    const second = signatures.for(visitor);
    expect(second).not.toBe(first);
    expect(verifyViewer(second, SECRET).exp).toBeGreaterThan(verifyViewer(first, SECRET).exp);
  });
});
