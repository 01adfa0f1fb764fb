import { describe, expect, it } from 'vitest';
import { walletLabel, walletStanding } from './wallet-standing';

describe('a wallet on the subscription page (spec 3 §3 per-service Stato)', () => {
  it('reads as its active flag for most services', () => {
    expect(walletStanding({ code: 'ecm', active: true, status: 1 })).toBe('ACTIVE');
    expect(walletStanding({ code: 'legal', active: false, status: 0 })).toBe('INACTIVE');
  });

  it('netmed Stato 2 is a telemedicine service being reactivated, even when not flagged active', () => {
    expect(walletStanding({ code: 'netmed', active: false, status: 2 })).toBe('REACTIVATING');
    expect(walletStanding({ code: 'netmed', active: true, status: 1 })).toBe('ACTIVE');
  });

  it('a loyalty record with Stato 0 or 2 is a programme that is off, even when flagged active', () => {
    expect(walletStanding({ code: 'winLoy', active: true, status: 0 })).toBe('INACTIVE');
    expect(walletStanding({ code: 'winLoy', active: true, status: 2 })).toBe('INACTIVE');
    expect(walletStanding({ code: 'winLoy', active: true, status: 1 })).toBe('ACTIVE');
  });

  it("names each service in Italian, an unknown code as itself", () => {
    expect(walletLabel('netmed')).toBe('Telemedicina');
    expect(walletLabel('nuovoServizio')).toBe('nuovoServizio');
  });
});
