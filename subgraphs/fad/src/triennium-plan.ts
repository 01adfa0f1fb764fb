import type { CourseCard } from '@club/contracts';
import { areaOfObjective, ECM_PLAN_RULES, missingAreas, needsEcmBalance, PLAN_REMEDY_PATHS, planRemedy, planToCloseGap, type EcmObjectiveArea } from '@club/policy';
import { courseAccessInput, decideCourseAccess } from './access-decision';
import type { Context } from './context';
import type { EcmPlanStepParent, EcmTrienniumParent } from './mappers';
import { courseOnList } from './mappers';

/**
 * The plan (issue 40): the courses a member can start now that close each gap with the fewest
 * courses, then the smallest total over it (packages/policy ecm-plan). Startable: of the member's
 * profession (the catalogue's 'perProfessione' filter), not passed, and opened by the course access
 * decision (spec 2 §4), so within the ECM balance: 'Inizia il corso' on a plan course never answers
 * 'Crediti ECM insufficienti'. A fiscal-code step still counts as startable (it is the member's
 * profile, the same for every course). Courses refused only for the balance tell whether an upgrade
 * or extra credits would close the gap. Among plans of the fewest courses, the one covering the most
 * objective areas still missing (no credits in them in the triennium shown; the policy's
 * MISSING_AREA_READING), then the smallest total.
 */

/** Credit bands of the catalogue (spec 2 §2 ranges), asked once each: at most four catalogue calls, never one per course. */
const CREDIT_BANDS: readonly { creditsFrom: number; creditsTo: number }[] = [
  { creditsFrom: 11, creditsTo: 999 },
  { creditsFrom: 6, creditsTo: 10 },
  { creditsFrom: 3, creditsTo: 5 },
  { creditsFrom: 0, creditsTo: 2 },
];
/** Courses asked per band (the catalogue's largest page). */
const BAND_PAGE = 100;
const PASSED = 2;

interface Candidates {
  startable: CourseCard[];
  /** Courses the member could start with a larger ECM balance (access outcome CREDITS). */
  beyondBalance: CourseCard[];
}

async function planCandidates(context: Context): Promise<Candidates> {
  const { dataSources } = context;
  const startable: CourseCard[] = [];
  const beyondBalance: CourseCard[] = [];
  const pages = await Promise.all(CREDIT_BANDS.map((band) => dataSources.fad.searchCourses({ limit: BAND_PAGE, page: 1, filters: { ...band, perProfessione: true } })));
  for (const card of pages.flatMap((page) => page.resultList)) {
    if (card.status === PASSED || card.credits <= 0) continue;
    // The ECM balance is read once per request (the CRM client caches the wallets), whatever the number of cards.
    const decision = await decideCourseAccess(context, courseAccessInput(card, card.status ?? null));
    if (decision.outcome === 'OPEN' || decision.outcome === 'FISCAL_CODE') startable.push(card);
    else if (decision.outcome === 'CREDITS') beyondBalance.push(card);
  }
  return { startable, beyondBalance };
}

/** The objective areas the member has no credits in (the policy's reading), from the triennium's credits by area. */
export function trienniumMissingAreas(parent: EcmTrienniumParent): EcmObjectiveArea[] {
  return missingAreas(parent.capped.byArea, parent.breakdown.obligation);
}

export async function trienniumPlan(
  parent: EcmTrienniumParent,
  context: Context,
): Promise<{ toThreshold: EcmPlanStepParent; toObligation: EcmPlanStepParent; missingAreas: EcmObjectiveArea[] }> {
  const { missingToThreshold, missingToObligation } = parent.standing;
  const missing = trienniumMissingAreas(parent);
  const { startable, beyondBalance } = await planCandidates(context);
  // Reading PLAN_TOTAL (not the one taken, ECM_PLAN_RULES) also bounds the plan's total by the balance.
  const budget = ECM_PLAN_RULES.balanceReading === 'PLAN_TOTAL' && needsEcmBalance(context.viewer) ? await context.dataSources.crm.ecmBalance() : null;
  const asCandidates = (cards: CourseCard[]) => cards.map((card) => ({ id: String(card.id), credits: card.credits, area: card.ecmObjectiveArea ?? areaOfObjective(card.ecmObjective), card }));
  const step = (gap: number): EcmPlanStepParent => {
    const plan = planToCloseGap(asCandidates(startable), gap, budget, missing);
    const closesBeyondBalance = !plan.closesGap && planToCloseGap(asCandidates([...startable, ...beyondBalance]), gap).closesGap;
    const remedy = planRemedy(context.viewer.subscriptionType, plan.closesGap, closesBeyondBalance);
    const courses = plan.courses.map((c) => courseOnList(c.card));
    return { gap, courses, credits: plan.credits, coveredAreas: plan.coveredAreas, closesGap: plan.closesGap, remedy, remedyUrl: remedy ? PLAN_REMEDY_PATHS[remedy] : null };
  };
  return { toThreshold: step(missingToThreshold), toObligation: step(missingToObligation), missingAreas: missing };
}
