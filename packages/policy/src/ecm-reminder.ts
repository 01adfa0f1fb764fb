import type { TrienniumPeriod, TrienniumStanding } from './ecm-triennium';

/**
 * The portal's reminder to finish the current triennium (issue 40, part PLAN). It is about the
 * CURRENT triennium's 70 % threshold (finishing the triennium in course), whichever triennium the
 * insurance cover is judged on today. Figures as a table, overridable by an operator.
 */
export interface EcmReminderRules {
  /** The reminder shows with fewer than this many days left to the triennium's last day. */
  daysBeforeEnd: number;
}

/** 180 days: the 'less than 180 days left' (about the six months of ECM_REMINDER_MONTHS_BEFORE_END the calendar uses). */
export const ECM_REMINDER_RULES: Readonly<EcmReminderRules> = Object.freeze({ daysBeforeEnd: 180 });

export interface TrienniumReminder {
  daysLeft: number;
  missingToThreshold: number;
  threshold: number;
  end: string;
}

/** The reminder, or null: below the current threshold, inside the triennium, with fewer than `daysBeforeEnd` days left. */
export function trienniumReminder(
  period: TrienniumPeriod,
  standing: Pick<TrienniumStanding, 'thresholdMet' | 'daysLeft' | 'missingToThreshold' | 'threshold'>,
  today: string,
  rules: EcmReminderRules = ECM_REMINDER_RULES,
): TrienniumReminder | null {
  if (standing.thresholdMet || today < period.start || today > period.end || standing.daysLeft >= rules.daysBeforeEnd) return null;
  return { daysLeft: standing.daysLeft, missingToThreshold: standing.missingToThreshold, threshold: standing.threshold, end: period.end };
}
