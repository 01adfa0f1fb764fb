import { describe, expect, it } from 'vitest';
import { fillTrialData, showsCreditsCounter, TRIAL_DATA_PLACEHOLDER, trialDaysLeft, type SubscriptionType, type WalletClaim } from './index';

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

describe('trial data in the top bar (spec 1 §4: the trial message is filled with trial data)', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  it.each([
    ['2026-03-14', 4],
    ['2026-03-11', 1],
    ['2026-03-10', 0],
    ['2026-03-01', 0],
    ['2026-03-14T22:30:00Z', 4],
    ['2026-03-14T23:30:00Z', 5],
  ])('ending %s leaves %i days', (end, days) => {
    expect(trialDaysLeft(end, now)).toBe(days);
  });
  it('counts Italian days: 23:30 UTC is already the next day in Rome', () => {
    expect(trialDaysLeft('2026-03-14', new Date('2026-03-10T23:30:00Z'))).toBe(3);
  });
  it.each([null, undefined, '', 'presto'])('no days for %s', (end) => {
    expect(trialDaysLeft(end, now)).toBeNull();
  });
  it('fills the placeholder with the days left, or leaves a plain sentence when they are unknown', () => {
    const message = `Il tuo periodo di prova è attivo${TRIAL_DATA_PLACEHOLDER}: scopri tutti i vantaggi Premium.`;
    expect(fillTrialData(message, 4)).toBe('Il tuo periodo di prova è attivo e termina tra 4 giorni: scopri tutti i vantaggi Premium.');
    expect(fillTrialData(message, 1)).toBe('Il tuo periodo di prova è attivo e termina domani: scopri tutti i vantaggi Premium.');
    expect(fillTrialData(message, 0)).toBe('Il tuo periodo di prova è attivo e termina oggi: scopri tutti i vantaggi Premium.');
    expect(fillTrialData(message, null)).toBe('Il tuo periodo di prova è attivo: scopri tutti i vantaggi Premium.');
    expect(fillTrialData('Nuovi corsi.', 4)).toBe('Nuovi corsi.');
  });
});
