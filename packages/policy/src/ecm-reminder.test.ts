import { describe, expect, it } from 'vitest';
import { ECM_TRIENNIUM_DEFAULTS, trienniumStanding } from './ecm-triennium';
import { trienniumReminder } from './ecm-reminder';

const period = ECM_TRIENNIUM_DEFAULTS;
const standingOn = (today: string, credits: number) => trienniumStanding({ period, obligation: null, portal: [{ date: '2026-05-01', credits }], external: [], bonus: 0, today });
const reminderOn = (today: string, credits: number) => trienniumReminder(period, standingOn(today, credits), today);

describe('ECM reminder (current triennium, fewer than 180 days left, below 70 %)', () => {
  it('shows below the threshold with 179 days left, not with 180', () => {
    // 2028-12-31 minus 179 days is 2028-07-05; minus 180, 2028-07-04.
    expect(reminderOn('2028-07-05', 40)).toEqual({ daysLeft: 179, missingToThreshold: 65, threshold: 105, end: '2028-12-31' });
    expect(reminderOn('2028-07-04', 40)).toBeNull();
  });

  it('not once the threshold is met, nor after the end', () => {
    expect(reminderOn('2028-10-01', 105)).toBeNull();
    expect(reminderOn('2029-01-02', 40)).toBeNull();
  });
});
