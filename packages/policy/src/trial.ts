/**
 * Who may start the free trial and how (spec 1 §2 /registrazione-trial, /attivazione-trial; spec 3 §9
 * trial length 7 days). A visitor registers straight into the trial; a registered member who never
 * had one activates it; everyone else (trial, premium, ex types) already had a trial or a
 * subscription and is sent to the plans instead. The upstream refuses the same cases (409).
 */
import type { SubscriptionType } from './subscription';

export type TrialStart = 'register' | 'activate' | 'not-eligible';

export const TRIAL_START: Readonly<Record<SubscriptionType, TrialStart>> = Object.freeze({
  SUSPECT: 'register',
  REGISTRATO: 'activate',
  TRIAL: 'not-eligible',
  PREMIUM: 'not-eligible',
  EX_TRIAL: 'not-eligible',
  EX_PREMIUM: 'not-eligible',
});

export function trialStart(type: SubscriptionType): TrialStart {
  return TRIAL_START[type];
}

/**
 * Spec 3 §9 'Trial length: 7 days (one month in upgrade-page copy)': the one length of the trial, the
 * number every trial copy of the upgrade page says (its hero and its trial offer card) as the upstream
 * grants it. The upgrade page's 'free for a month' wording is the reading not taken (docs/spec-coverage.md):
 * it would promise a month the member does not get.
 */
export const TRIAL_DAYS = 7;

/** The trial's length as the copy says it: '7 giorni'. */
export function trialLengthLabel(days: number = TRIAL_DAYS): string {
  return days === 1 ? '1 giorno' : `${days} giorni`;
}
