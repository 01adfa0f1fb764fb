import { describe, expect, it } from 'vitest';
import { upsellButtons } from './UpsellModal';

const flags = { isSuspect: false, isRegistered: false, isExTrial: false, isExPremium: false };

describe('upsellButtons', () => {
  it('asks visitors to register for free or log in', () => {
    expect(upsellButtons({ ...flags, isSuspect: true }).map((b) => [b.label, b.to])).toEqual([
      ['Registrati gratis', '/registrazione'],
      ['Accedi', '/login'],
    ]);
    expect(upsellButtons(undefined)[0].label).toBe('Registrati gratis');
  });
  it('shows registered members the plans', () => {
    expect(upsellButtons({ ...flags, isRegistered: true }).map((b) => b.to)).toEqual(['/piani']);
  });
  it('asks ex-trial members to move to Premium and ex-premium members to renew', () => {
    expect(upsellButtons({ ...flags, isExTrial: true })).toEqual([{ label: 'Passa a Premium', to: '/upgrade', variant: 'primary' }]);
    expect(upsellButtons({ ...flags, isExPremium: true })).toEqual([{ label: 'Rinnova', to: '/upgrade', variant: 'primary' }]);
  });
});
