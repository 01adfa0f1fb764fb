import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { requireViewer, type MemberViewer } from './member-guard';
import { isNotFound, nullOn404 } from './not-found';
import { RequestMemo } from './request-memo';
import type { SignedViewer } from './viewer-header';

const viewer = (over: Partial<SignedViewer>): SignedViewer =>
  ({ subscriptionType: 'PREMIUM', wallets: [], promoCodes: [], groups: [], hasFiscalCode: true, userId: '1000003', upstreamToken: 't', exp: 0, ...over }) as SignedViewer;

describe('requireViewer', () => {
  // The rule itself (who is a signed-in member) is policy's and tested there; here a stand-in rule.
  const hasToken = (v: SignedViewer): v is MemberViewer => !!v.userId && !!v.upstreamToken;

  it('returns the viewer the rule admits', () => {
    const member = requireViewer(viewer({}), hasToken, 'Accedi.');
    expect(member.userId).toBe('1000003');
  });

  it('refuses a viewer the rule does not admit with LOGIN_REQUIRED and the section message', () => {
    try {
      requireViewer(viewer({ upstreamToken: null }), hasToken, 'Accedi per vedere i tuoi preferiti.');
      expect.unreachable();
    } catch (err) {
      expect((err as GraphQLError).message).toBe('Accedi per vedere i tuoi preferiti.');
      expect((err as GraphQLError).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'LOGIN_REQUIRED' });
    }
  });
});

describe('nullOn404', () => {
  it('maps NOT_FOUND to null and passes other answers and errors through', async () => {
    expect(await nullOn404(Promise.resolve(1))).toBe(1);
    expect(await nullOn404(Promise.reject(new GraphQLError('x', { extensions: { code: 'NOT_FOUND' } })))).toBeNull();
    const outage = new GraphQLError('y', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    await expect(nullOn404(Promise.reject(outage))).rejects.toBe(outage);
    expect(isNotFound(outage)).toBe(false);
  });
});

describe('RequestMemo', () => {
  it('runs one load per key and shares its answer', async () => {
    const memo = new RequestMemo();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([memo.once('k', load), memo.once('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await memo.once('other', load)).toBe(2);
    memo.clear();
    expect(await memo.once('k', load)).toBe(3);
  });

  it('forgets a failed load so a later call tries again', async () => {
    const memo = new RequestMemo();
    await expect(memo.once('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.once('k', async () => 'ok')).toBe('ok');
  });
});
