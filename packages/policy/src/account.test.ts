import { describe, expect, it } from 'vitest';
import { accountDataAccess, isSignedInMember, isViewerSelf } from './account';

describe('account data access', () => {
  it('is SELF only for the member the data belongs to', () => {
    expect(accountDataAccess({ subscriptionType: 'PREMIUM', userId: '1000003' }, '1000003')).toBe('SELF');
    expect(isViewerSelf({ subscriptionType: 'EX_TRIAL', userId: '1000007' }, '1000007')).toBe(true);
  });
  it('is OTHER for another member', () => {
    expect(accountDataAccess({ subscriptionType: 'PREMIUM', userId: '1000003' }, '1000001')).toBe('OTHER');
    expect(isViewerSelf({ subscriptionType: 'PREMIUM', userId: '1000003' }, '1000001')).toBe(false);
  });
  it('is VISITOR for a suspect or a caller without a member id (partners)', () => {
    expect(accountDataAccess({ subscriptionType: 'SUSPECT', userId: null }, '1000003')).toBe('VISITOR');
    expect(accountDataAccess({ subscriptionType: 'SUSPECT', userId: '1000003' }, '1000003')).toBe('VISITOR');
    expect(accountDataAccess({ subscriptionType: 'PREMIUM', userId: null }, '1000003')).toBe('VISITOR');
  });
  it('a signed-in member needs a non-visitor type, an id and an upstream session', () => {
    expect(isSignedInMember({ subscriptionType: 'REGISTRATO', userId: '1', upstreamToken: 't' })).toBe(true);
    expect(isSignedInMember({ subscriptionType: 'SUSPECT', userId: '1', upstreamToken: 't' })).toBe(false);
    expect(isSignedInMember({ subscriptionType: 'PREMIUM', userId: null, upstreamToken: 't' })).toBe(false);
    expect(isSignedInMember({ subscriptionType: 'PREMIUM', userId: '1', upstreamToken: null })).toBe(false);
  });
});
