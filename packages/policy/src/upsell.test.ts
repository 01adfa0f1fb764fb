/** The upsell modal's buttons by subscription type (spec 1 §4, §6), written out per type. */
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPES, upsellButtons, type SubscriptionType } from './index';

const PLANS = [['Scopri i piani', '/piani', 'primary']];
const EXPECTED: Record<SubscriptionType, string[][]> = {
  SUSPECT: [
    ['Registrati gratis', '/registrazione', 'primary'],
    ['Accedi', '/login', 'outline'],
  ],
  REGISTRATO: PLANS,
  TRIAL: PLANS,
  PREMIUM: PLANS,
  EX_TRIAL: [['Passa a Premium', '/upgrade', 'primary']],
  EX_PREMIUM: [['Rinnova', '/upgrade', 'primary']],
};

describe('upsellButtons', () => {
  it.each(SUBSCRIPTION_TYPES)('%s', (type) => {
    expect(upsellButtons(type).map((b) => [b.label, b.href, b.variant])).toEqual(EXPECTED[type]);
  });

  it('hands out copies: changing one does not change the next answer', () => {
    upsellButtons('SUSPECT')[0]!.label = 'changed';
    expect(upsellButtons('SUSPECT')[0]!.label).toBe('Registrati gratis');
  });
});
