import { describe, expect, it } from 'vitest';
import { showsCreditsCounter, type SubscriptionType, type WalletClaim } from './index';

function counter(t: SubscriptionType, wallets: WalletClaim[]) {
  return showsCreditsCounter({ subscriptionType: t, wallets, promoCodes: [], groups: [], hasFiscalCode: false });
}

describe('credits counter (spec 1 §6: non-suspect, active winLoy wallet with status 1)', () => {
  it('shows with an active winLoy wallet of status 1', () => {
    expect(counter('PREMIUM', [{ code: 'winLoy', active: true, status: 1 }])).toBe(true);
  });
  it.each([
    ['status 0', { code: 'winLoy', active: true, status: 0 }],
    ['status 2', { code: 'winLoy', active: true, status: 2 }],
    ['status null', { code: 'winLoy', active: true, status: null }],
    ['status missing', { code: 'winLoy', active: true }],
    ['inactive wallet', { code: 'winLoy', active: false, status: 1 }],
    ['other wallet', { code: 'ecm', active: true, status: 1 }],
  ] as [string, WalletClaim][])('hidden with %s', (_name, wallet) => {
    expect(counter('PREMIUM', [wallet])).toBe(false);
  });
  it('hidden for suspect even with the wallet, and with no viewer', () => {
    expect(counter('SUSPECT', [{ code: 'winLoy', active: true, status: 1 }])).toBe(false);
    expect(showsCreditsCounter(null)).toBe(false);
  });
  it('an inactive winLoy entry does not hide an active one', () => {
    expect(counter('EX_PREMIUM', [{ code: 'winLoy', active: false, status: 0 }, { code: 'winLoy', active: true, status: 1 }])).toBe(true);
  });
});
