/**
 * Telemedicine by netmed Stato (spec 3 §4): every subscription type × Stato 0, 1, 2 and no wallet.
 * Expected values are written out literally from the spec.
 */
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPES, TELEMEDICINE_SERVICE_URL, telemedicineAccess, type SubscriptionType, type WalletClaim } from './index';

const netmed = (status: number | null, active = true): WalletClaim[] => (status === null ? [] : [{ code: 'netmed', active, status }]);

type Row = [hasAccess: boolean, reactivating: boolean, showAccessCta: boolean, showPremiumHero: boolean];
const NONE: Row = [false, false, false, false];

/** [type][stato] → [hasAccess, reactivating, showAccessCta, showPremiumHero]; stato 'none' = no netmed wallet. */
const TABLE: Record<SubscriptionType, Record<'none' | 0 | 1 | 2, Row>> = {
  SUSPECT: { none: NONE, 0: NONE, 1: NONE, 2: NONE },
  REGISTRATO: { none: NONE, 0: NONE, 1: NONE, 2: NONE },
  TRIAL: { none: NONE, 0: NONE, 1: NONE, 2: NONE },
  PREMIUM: { none: NONE, 0: NONE, 1: [true, false, true, true], 2: [true, true, true, false] },
  EX_TRIAL: { none: NONE, 0: NONE, 1: NONE, 2: NONE },
  EX_PREMIUM: { none: NONE, 0: NONE, 1: NONE, 2: NONE },
};

describe('telemedicine access by type and netmed Stato (spec 3 §4)', () => {
  for (const type of SUBSCRIPTION_TYPES) {
    for (const stato of ['none', 0, 1, 2] as const) {
      it(`${type}, Stato ${stato}`, () => {
        const access = telemedicineAccess({ subscriptionType: type, wallets: netmed(stato === 'none' ? null : stato) });
        expect([access.hasAccess, access.reactivating, access.showAccessCta, access.showPremiumHero]).toEqual(TABLE[type][stato]);
      });
    }
  }

  it('hands out the service address only to premium with Stato 1 (Stato 2 opens the dialog instead)', () => {
    const urls = SUBSCRIPTION_TYPES.flatMap((t) => [1, 2].map((s) => telemedicineAccess({ subscriptionType: t, wallets: netmed(s) }).serviceUrl));
    expect(urls.filter(Boolean)).toEqual([TELEMEDICINE_SERVICE_URL]);
    expect(telemedicineAccess({ subscriptionType: 'PREMIUM', wallets: netmed(1) }).serviceUrl).toBe(TELEMEDICINE_SERVICE_URL);
  });

  it('reads Stato 2 even when the wallet is not flagged active', () => {
    expect(telemedicineAccess({ subscriptionType: 'PREMIUM', wallets: netmed(2, false) }).reactivating).toBe(true);
  });
});
