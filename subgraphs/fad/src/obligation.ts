import type { TrienniumCreditsAnswer } from '@club/contracts';
import {
  cappedCredits,
  ecmObligation,
  EXTERNAL_CREDIT_DEFAULT_AREA,
  EXTERNAL_CREDIT_DEFAULT_KIND,
  PORTAL_COURSE_AREA,
  PORTAL_COURSE_KIND,
  type EcmCappedCredits,
  type EcmObligationBreakdown,
  type RecordedPreviousTriennium,
  type TrienniumPeriod,
} from '@club/policy';

/**
 * The obligation's rules in the fad subgraph (issue 40, part OBLIGATION): the breakdown of the
 * obligation from what the member entered, and their credits by kind and area with the caps, both
 * from the policy (packages/policy ecm-obligation). trienniumParent feeds the two figures the
 * standing needs (the reduction, the credits over a cap) to trienniumStanding.
 */

/** Only credits dated inside the period count (as in the standing). */
const inside = (period: TrienniumPeriod, date: string) => date >= period.start && date <= period.end;

/** What the member recorded in a triennium (portal courses and external credits), for the next one's reduction. */
export function recordedIn(credits: TrienniumCreditsAnswer, row: { start: string; end: string } | null): RecordedPreviousTriennium | null {
  if (!row) return null;
  const sum = [...credits.portal, ...credits.external].filter((c) => inside({ ...row, standardObligation: 0 }, c.date)).reduce((total, c) => total + c.credits, 0);
  return sum > 0 ? { start: row.start, end: row.end, credits: sum } : null;
}

/**
 * The breakdown of the triennium `period` (with the member's adjustments that belong to it and,
 * without an entered previous-triennium figure, the credits recorded in `previous`) and the credits
 * by kind and area inside it.
 */
export function obligationOf(credits: TrienniumCreditsAnswer, period: TrienniumPeriod, previous: { start: string; end: string } | null = null): { breakdown: EcmObligationBreakdown; capped: EcmCappedCredits } {
  const breakdown = ecmObligation(period, credits.adjustments ?? [], credits.obligation, recordedIn(credits, previous));
  const items = [
    ...credits.portal.filter((c) => inside(period, c.date)).map((c) => ({ credits: c.credits, kind: PORTAL_COURSE_KIND, area: c.area ?? PORTAL_COURSE_AREA })),
    ...credits.external.filter((c) => inside(period, c.date)).map((c) => ({ credits: c.credits, kind: c.kind ?? EXTERNAL_CREDIT_DEFAULT_KIND, area: c.area ?? EXTERNAL_CREDIT_DEFAULT_AREA })),
  ];
  return { breakdown, capped: cappedCredits(items, breakdown.obligation) };
}
