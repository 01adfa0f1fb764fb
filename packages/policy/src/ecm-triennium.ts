import { hasActiveWallet, isVisitor, WALLETS, type ViewerClaims } from './subscription';

/**
 * The member's ECM triennium (beyond the spec, issue 29): where a member stands against their
 * training obligation, the insurance threshold and the plan that closes the gap. Each rule's source:
 *
 * - Triennium 2026-2028 and the standard obligation of 150 credits: Commissione nazionale per la
 *   formazione continua (CNFC), delibera on the 2026-2028 triennium (same 150 credits as 2023-2025).
 *   The period and obligation are configuration (the fad subgraph's ECM_TRIENNIUM_* settings), these
 *   are only their defaults.
 * - The individual obligation (after exemptions, reductions and bonuses) is what the national
 *   registry Co.Ge.A.P.S. shows: the member sets it from their statement; default the standard one.
 * - Professional liability insurance requires at least 70 % of the individual obligation of the last
 *   complete triennium (DL 152/2021 art. 38-bis, from 2023-2025; Legge 24/2017 'Gelli-Bianco', DM
 *   232/2023): a triennium's 70 % counts once it ends. Issue 40: the trienni table, the insurance
 *   triennium and the history are in ecm-trienni.ts and ecm-history.ts; ECM_TRIENNIUM_DEFAULTS is
 *   the 2026-2028 row as a period, the current triennium is the table's row containing today.
 */
export const ECM_TRIENNIUM_DEFAULTS = Object.freeze({ start: '2026-01-01', end: '2028-12-31', standardObligation: 150 });

/** Share of the individual obligation the insurance cover requires of the last complete triennium (DL 152/2021 art. 38-bis). */
export const ECM_INSURANCE_THRESHOLD_SHARE = 0.7;

/** Months before the triennium's end at which a member below the threshold gets a reminder. */
export const ECM_REMINDER_MONTHS_BEFORE_END = 6;

/**
 * Bonus credits (spec 3 §3 wallet `bonus.creditiBonus`, spec 2 §9 'Bonus credits once per Premium
 * subscription, bounded by completing courses and passing the final test'). Two readings:
 * (a) they are plafond credits to spend on courses: they become ECM credits only when the member
 * completes a course and passes its final test, so the course's credits count (as a portal credit)
 * and the bonus itself adds nothing to the triennium; (b) they count as earned credits as soon as
 * they are granted. We take (a), the spec's 'bounded by completing courses and passing the final
 * test'; the bonus is shown beside the figures as credits still to spend.
 */
export const BONUS_CREDITS_COUNT_AS_EARNED = false;

export interface TrienniumPeriod {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD. */
  end: string;
  standardObligation: number;
}

/** Who sees what on the triennium page (policy as data: the page only shows what this says). */
export type TrienniumAccess = 'TRACK' | 'UPGRADE' | 'LOGIN';

/**
 * Members with an active ecm wallet track their triennium; other members see the service and the
 * upgrade path; visitors see the service and the way in (log in or register).
 */
export function trienniumAccess(viewer: ViewerClaims | null | undefined): TrienniumAccess {
  if (!viewer || isVisitor(viewer.subscriptionType)) return 'LOGIN';
  return hasActiveWallet(viewer, WALLETS.ecm) ? 'TRACK' : 'UPGRADE';
}

export interface EarnedCredit {
  /** Day the credits were earned, YYYY-MM-DD. */
  date: string;
  credits: number;
}

export interface TrienniumInput {
  period: TrienniumPeriod;
  /** The member's individual obligation, or null for the standard one. */
  obligation: number | null;
  portal: readonly EarnedCredit[];
  external: readonly EarnedCredit[];
  /** Bonus credits of the ecm wallet (counted only under reading (b), BONUS_CREDITS_COUNT_AS_EARNED). */
  bonus: number;
  /** The club's day, YYYY-MM-DD. */
  today: string;
  /** Credits the obligation's rules take off the standard one (ecm-obligation.ts ecmObligation); ignored when `obligation` is set. Default 0. */
  obligationReduction?: number;
  /** Credits earned but over a cap of the rules (ecm-obligation.ts cappedCredits): shown, not counted. Default 0. */
  creditsOverCap?: number;
}

export interface TrienniumStanding {
  obligation: number;
  obligationIsStandard: boolean;
  earnedPortal: number;
  earnedExternal: number;
  earnedBonus: number;
  earnedTotal: number;
  /** earnedTotal / obligation, 0..1 (capped at 1). */
  share: number;
  threshold: number;
  thresholdMet: boolean;
  missingToThreshold: number;
  missingToObligation: number;
  daysLeft: number;
  /** Credits per calendar year of the triennium, in order. */
  perYear: { year: number; credits: number }[];
  /** Day of the reminder (six months before the end) when the member is below the threshold today, else null. */
  reminderDay: string | null;
}

/** Credits to one decimal, as the registry counts them (courses give e.g. 4.5). */
function credits(value: number): number {
  return Math.round(value * 10) / 10;
}

function within(period: TrienniumPeriod, day: string): boolean {
  return day >= period.start && day <= period.end;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.UTC(+to.slice(0, 4), +to.slice(5, 7) - 1, +to.slice(8, 10)) - Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10))) / 86_400_000);
}

/** The day `months` months before `day` (YYYY-MM-DD), the day of month kept within the month. */
export function monthsBefore(day: string, months: number): string {
  const year = +day.slice(0, 4);
  const month = +day.slice(5, 7) - 1 - months;
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(+day.slice(8, 10), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Where the member stands: only credits dated inside the triennium count. */
export function trienniumStanding(input: TrienniumInput): TrienniumStanding {
  const { period } = input;
  const obligation = input.obligation ?? credits(Math.max(0, period.standardObligation - (input.obligationReduction ?? 0)));
  const portal = input.portal.filter((c) => within(period, c.date));
  const external = input.external.filter((c) => within(period, c.date));
  const earnedPortal = credits(portal.reduce((sum, c) => sum + c.credits, 0));
  const earnedExternal = credits(external.reduce((sum, c) => sum + c.credits, 0));
  const earnedBonus = BONUS_CREDITS_COUNT_AS_EARNED ? credits(input.bonus) : 0;
  const earnedTotal = credits(earnedPortal + earnedExternal + earnedBonus - (input.creditsOverCap ?? 0));
  const threshold = credits(obligation * ECM_INSURANCE_THRESHOLD_SHARE);
  const firstYear = +period.start.slice(0, 4);
  const lastYear = +period.end.slice(0, 4);
  const perYear = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    const ofYear = [...portal, ...external].filter((c) => +c.date.slice(0, 4) === year);
    perYear.push({ year, credits: credits(ofYear.reduce((sum, c) => sum + c.credits, 0)) });
  }
  const thresholdMet = earnedTotal >= threshold;
  const reminder = monthsBefore(period.end, ECM_REMINDER_MONTHS_BEFORE_END);
  return {
    obligation,
    obligationIsStandard: input.obligation === null,
    earnedPortal,
    earnedExternal,
    earnedBonus,
    earnedTotal,
    share: obligation > 0 ? Math.min(1, earnedTotal / obligation) : 1,
    threshold,
    thresholdMet,
    missingToThreshold: credits(Math.max(0, threshold - earnedTotal)),
    missingToObligation: credits(Math.max(0, obligation - earnedTotal)),
    daysLeft: Math.max(0, daysBetween(input.today, period.end)),
    perYear,
    reminderDay: thresholdMet || input.today > period.end ? null : reminder,
  };
}
