import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type ViewerClaims } from './subscription';
import { ECM_TRIENNIUM_DEFAULTS, monthsBefore, trienniumAccess, trienniumStanding, type TrienniumInput } from './ecm-triennium';

const member = (type: ViewerClaims['subscriptionType'], wallets: string[]): ViewerClaims => ({
  subscriptionType: type,
  wallets: wallets.map((code) => ({ code, active: true })),
  promoCodes: [],
  groups: [],
  hasFiscalCode: true,
});

const base: TrienniumInput = { period: ECM_TRIENNIUM_DEFAULTS, obligation: null, portal: [], external: [], bonus: 0, today: '2027-03-01' };

describe('ECM triennium: who tracks it', () => {
  it('members with an active ecm wallet track; other members see the upgrade; visitors the way in', () => {
    expect(trienniumAccess(member('PREMIUM', ['ecm', 'news']))).toBe('TRACK');
    expect(trienniumAccess(member('TRIAL', ['ecm']))).toBe('TRACK');
    expect(trienniumAccess(member('PREMIUM', ['news']))).toBe('UPGRADE');
    expect(trienniumAccess(member('REGISTRATO', []))).toBe('UPGRADE');
    expect(trienniumAccess(ANONYMOUS_VIEWER)).toBe('LOGIN');
    expect(trienniumAccess(null)).toBe('LOGIN');
  });
});

describe('ECM triennium: standing', () => {
  it('uses the standard obligation until the member sets theirs, and the 70 % threshold of it', () => {
    expect(trienniumStanding(base)).toMatchObject({ obligation: 150, obligationIsStandard: true, threshold: 105, thresholdMet: false, missingToThreshold: 105, missingToObligation: 150 });
    expect(trienniumStanding({ ...base, obligation: 100 })).toMatchObject({ obligation: 100, obligationIsStandard: false, threshold: 70 });
  });

  it('counts portal and external credits dated inside the triennium only, to one decimal, per year', () => {
    const standing = trienniumStanding({
      ...base,
      portal: [
        { date: '2026-02-10', credits: 4.5 },
        { date: '2025-12-31', credits: 50 },
        { date: '2027-01-05', credits: 10 },
      ],
      external: [
        { date: '2026-11-20', credits: 20.2 },
        { date: '2029-01-01', credits: 30 },
      ],
    });
    expect(standing).toMatchObject({ earnedPortal: 14.5, earnedExternal: 20.2, earnedTotal: 34.7, missingToThreshold: 70.3, missingToObligation: 115.3 });
    expect(standing.perYear).toEqual([
      { year: 2026, credits: 24.7 },
      { year: 2027, credits: 10 },
      { year: 2028, credits: 0 },
    ]);
    expect(standing.share).toBeCloseTo(34.7 / 150);
  });

  it('meets the threshold at exactly 70 %, and caps the share at the obligation', () => {
    expect(trienniumStanding({ ...base, external: [{ date: '2026-05-01', credits: 105 }] })).toMatchObject({ thresholdMet: true, missingToThreshold: 0, reminderDay: null });
    expect(trienniumStanding({ ...base, external: [{ date: '2026-05-01', credits: 104.9 }] }).thresholdMet).toBe(false);
    expect(trienniumStanding({ ...base, external: [{ date: '2026-05-01', credits: 200 }] })).toMatchObject({ share: 1, missingToObligation: 0 });
  });

  it('bonus credits of the wallet are plafond, not earned credits (reading a)', () => {
    expect(trienniumStanding({ ...base, bonus: 12 })).toMatchObject({ earnedBonus: 0, earnedTotal: 0 });
  });

  it('days left to the last day, and a reminder six months before it while below the threshold', () => {
    expect(trienniumStanding({ ...base, today: '2028-12-01' }).daysLeft).toBe(30);
    expect(trienniumStanding({ ...base, today: '2029-02-01' }).daysLeft).toBe(0);
    expect(trienniumStanding(base).reminderDay).toBe('2028-06-30');
    expect(monthsBefore('2028-12-31', 6)).toBe('2028-06-30');
    expect(monthsBefore('2028-08-31', 6)).toBe('2028-02-29');
  });
});
