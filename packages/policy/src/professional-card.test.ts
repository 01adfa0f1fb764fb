import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPES, earnsCardBonus, hasCardPharmacare, professionalCardAccess, type SubscriptionType } from './index';

// Spec 3 §6 'Professional card', one row per subscription type.
const TABLE: Record<SubscriptionType, { level: string; contacts: boolean; upgrade: boolean; bonus: boolean; pharmacareNurse: boolean }> = {
  SUSPECT: { level: 'none', contacts: false, upgrade: false, bonus: false, pharmacareNurse: false },
  REGISTRATO: { level: 'limited', contacts: false, upgrade: true, bonus: false, pharmacareNurse: false },
  TRIAL: { level: 'limited', contacts: false, upgrade: true, bonus: false, pharmacareNurse: false },
  PREMIUM: { level: 'full', contacts: true, upgrade: false, bonus: true, pharmacareNurse: true },
  EX_TRIAL: { level: 'limited', contacts: false, upgrade: true, bonus: false, pharmacareNurse: false },
  EX_PREMIUM: { level: 'limited', contacts: false, upgrade: true, bonus: false, pharmacareNurse: false },
};

describe('professional card by subscription type (spec 3 §6)', () => {
  it('covers the six types', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...SUBSCRIPTION_TYPES].sort());
  });
  it.each(SUBSCRIPTION_TYPES)('%s', (subscriptionType) => {
    const row = TABLE[subscriptionType];
    const v = { subscriptionType };
    const access = professionalCardAccess(v);
    expect(access.level).toBe(row.level);
    expect(access.canEdit).toBe(row.level !== 'none');
    expect(access.contacts).toBe(row.contacts);
    expect(access.upgradeForContacts).toBe(row.upgrade);
    expect(earnsCardBonus(v, 'Pubblica', false)).toBe(row.bonus);
    expect(earnsCardBonus(v, 'any club user', false)).toBe(row.bonus);
    expect(hasCardPharmacare(v, '201')).toBe(row.pharmacareNurse);
    expect(hasCardPharmacare(v, '202')).toBe(row.pharmacareNurse);
  });
  it('gives the bonus once per subscription and never for a private card', () => {
    expect(earnsCardBonus({ subscriptionType: 'PREMIUM' }, 'Pubblica', true)).toBe(false);
    expect(earnsCardBonus({ subscriptionType: 'PREMIUM' }, 'Privata', false)).toBe(false);
  });
  it('gives Pharmacare to nurses and physiotherapists only', () => {
    expect(hasCardPharmacare({ subscriptionType: 'PREMIUM' }, '203')).toBe(false);
    expect(hasCardPharmacare({ subscriptionType: 'PREMIUM' }, null)).toBe(false);
  });
});
