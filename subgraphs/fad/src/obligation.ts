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

export function obligationOf(credits: TrienniumCreditsAnswer, period: TrienniumPeriod): { breakdown: EcmObligationBreakdown; capped: EcmCappedCredits } {
  const breakdown = ecmObligation(period, credits.adjustments ?? [], credits.obligation);
  const items = [
    ...credits.portal.filter((c) => inside(period, c.date)).map((c) => ({ credits: c.credits, kind: PORTAL_COURSE_KIND, area: c.area ?? PORTAL_COURSE_AREA })),
    ...credits.external.filter((c) => inside(period, c.date)).map((c) => ({ credits: c.credits, kind: c.kind ?? EXTERNAL_CREDIT_DEFAULT_KIND, area: c.area ?? EXTERNAL_CREDIT_DEFAULT_AREA })),
  ];
  return { breakdown, capped: cappedCredits(items, breakdown.obligation) };
}
