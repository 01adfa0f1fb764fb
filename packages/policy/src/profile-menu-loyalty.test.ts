import { describe, expect, it } from 'vitest';
import { profileSideMenu } from './profile-menu';
import type { SubscriptionType, WalletClaim } from './subscription';

const side = (t: SubscriptionType, wallets: WalletClaim[]) =>
  profileSideMenu({ subscriptionType: t, wallets, promoCodes: [], groups: [], hasFiscalCode: true }).map((i) => i.label);

// Spec 3 §2 'Side menu': Programma Fedeltà only if the loyalty wallet exists; spec 3 §4/§6: an ex-premium
// member's wallets are inactive, but the loyalty service keeps their points usable (Stato other than 0 or 2).
describe("profile side menu 'Programma Fedeltà' for ex-premium members (spec 3 §2, §4)", () => {
  it('an ex-premium member whose points are still usable keeps the entry', () => {
    expect(side('EX_PREMIUM', [{ code: 'winLoy', active: false, status: 1 }])).toContain('Programma Fedeltà');
  });
  it.each([0, 2])('not with the loyalty service on Stato %i (the alternative block)', (status) => {
    expect(side('EX_PREMIUM', [{ code: 'winLoy', active: false, status }])).not.toContain('Programma Fedeltà');
  });
  it('not without the loyalty wallet, nor for an ex-trial member with an inactive one', () => {
    expect(side('EX_PREMIUM', [])).not.toContain('Programma Fedeltà');
    expect(side('EX_TRIAL', [{ code: 'winLoy', active: false, status: 1 }])).not.toContain('Programma Fedeltà');
  });
});
