import type { EcmObjectiveArea } from './ecm-obligation';
import type { SubscriptionType } from './subscription';

/**
 * The triennium's plan (issue 40, part PLAN): which catalogue courses a member can start now close
 * their gap with the fewest courses, and, when none do, what would. Every figure is a row of
 * ECM_PLAN_RULES (docs/spec-coverage.md 'ECM triennium rules (issue 40)').
 */

/**
 * How the member's ECM balance bounds the plan. Two readings of issue 40 'respects the member's ECM
 * credit balance and plafond': (a) EACH_COURSE: every course of the plan must pass the balance check
 * of spec 2 §4 step 3 on its own (balance not below the course's credits), which is what 'Inizia il
 * corso' checks; the reference upstream never lowers the saldo when a course starts (it is an
 * allowance, upstream enrolments.ts), so each course is judged against the same balance;
 * (b) PLAN_TOTAL: the plan's credits together must fit the balance, as if starting a course spent it.
 * We take (a), the start button's own rule.
 */
export type PlanBalanceReading = 'EACH_COURSE' | 'PLAN_TOTAL';

export interface EcmPlanRules {
  /** Credits are counted in tenths (the registry's precision: courses give e.g. 4.5). */
  creditStepsPerCredit: number;
  /** At most this many candidates enter the exact search (the catalogue is asked a few pages at a time). */
  maxCandidates: number;
  balanceReading: PlanBalanceReading;
}

export const ECM_PLAN_RULES: Readonly<EcmPlanRules> = Object.freeze({
  creditStepsPerCredit: 10,
  maxCandidates: 600,
  balanceReading: 'EACH_COURSE',
});

export interface PlanCandidate {
  id: string;
  credits: number;
  /** The course's training-objective area; null or absent when the catalogue records none. */
  area?: EcmObjectiveArea | null;
}

export interface GapPlan<T> {
  courses: T[];
  credits: number;
  closesGap: boolean;
  /** The missing areas (ecm-objectives missingAreas) the plan's courses cover, in the order given. */
  coveredAreas: EcmObjectiveArea[];
}

const steps = (credits: number, rules: EcmPlanRules) => Math.round(credits * rules.creditStepsPerCredit);
const toCredits = (value: number, rules: EcmPlanRules) => value / rules.creditStepsPerCredit;

/**
 * The courses that close `gap` with the fewest courses; among those, the one covering the most of the
 * `missing` areas (issue 40: the plan covers the objective areas still missing); then the smallest
 * total over the gap (a 1.5-credit gap gets a 1.5 or 2-credit course, not a 50-credit one). An exact
 * 0/1 knapsack over credit tenths and the set of missing areas covered (at most 2³ sets). Any optimal
 * plan's total stays below gap + the largest course (with one course less it would fall short), so
 * sums are bounded by that, and `budget` (reading PLAN_TOTAL) bounds them further. Ties keep the
 * catalogue's order. Empty when there is no gap; when no set closes it, every candidate (within the
 * budget, largest first) so the page can say how far they go.
 */
export function planToCloseGap<T extends PlanCandidate>(
  candidates: readonly T[],
  gap: number,
  budget: number | null = null,
  missing: readonly EcmObjectiveArea[] = [],
  rules: EcmPlanRules = ECM_PLAN_RULES,
): GapPlan<T> {
  if (gap <= 0) return { courses: [], credits: 0, closesGap: true, coveredAreas: [] };
  const items = candidates.filter((c) => c.credits > 0).slice(0, rules.maxCandidates);
  const areas = [...new Set(missing)];
  const target = steps(gap, rules);
  const weights = items.map((c) => steps(c.credits, rules));
  // bits[i]: the missing areas course i covers, one bit per area of `areas` (0 for any other area).
  const bits = items.map((c) => (c.area && areas.includes(c.area) ? 1 << areas.indexOf(c.area) : 0));
  const largest = Math.max(0, ...weights);
  const limit = Math.min(target + largest - 1, budget === null ? Infinity : steps(budget, rules));
  if (limit < target) return fallShort(items, budget, areas, rules);
  // fewest[m * width + s]: fewest courses whose credits sum to exactly s tenths and that cover exactly
  // the areas of mask m; took[i] holds, where course i improved a state, 1 + the mask before it.
  const masks = 1 << areas.length;
  const width = limit + 1;
  const fewest = new Array<number>(masks * width).fill(Infinity);
  fewest[0] = 0;
  const took = items.map(() => new Uint8Array(masks * width));
  items.forEach((_, i) => {
    const w = weights[i]!;
    const b = bits[i]!;
    // Sums downwards, so each state reads only states course i has not touched yet (0/1).
    for (let s = limit; s >= w; s -= 1) {
      for (let m = 0; m < masks; m += 1) {
        const count = fewest[m * width + s - w]! + 1;
        const to = (m | b) * width + s;
        if (count < fewest[to]!) {
          fewest[to] = count;
          took[i]![to] = m + 1;
        }
      }
    }
  });
  let best = -1;
  const rank = (state: number) => [fewest[state]!, -popcount(Math.floor(state / width))] as const;
  for (let s = target; s <= limit; s += 1) {
    for (let m = 0; m < masks; m += 1) {
      const state = m * width + s;
      if (fewest[state] === Infinity) continue;
      if (best < 0) best = state;
      const [count, cover] = rank(state);
      const [bestCount, bestCover] = rank(best);
      if (count < bestCount || (count === bestCount && cover < bestCover)) best = state;
    }
  }
  if (best < 0) return fallShort(items, budget, areas, rules);
  const chosen: T[] = [];
  for (let i = items.length - 1, m = Math.floor(best / width), s = best % width; i >= 0 && s > 0; i -= 1) {
    const before = took[i]![m * width + s]!;
    if (!before) continue;
    chosen.unshift(items[i]!);
    m = before - 1;
    s -= weights[i]!;
  }
  return { courses: ordered(chosen), credits: toCredits(best % width, rules), closesGap: true, coveredAreas: covered(chosen, areas) };
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m > 0; m >>= 1) count += m & 1;
  return count;
}

/** The areas of `areas` some course covers, in their order. */
function covered(courses: readonly PlanCandidate[], areas: readonly EcmObjectiveArea[]): EcmObjectiveArea[] {
  return areas.filter((area) => courses.some((c) => c.area === area));
}

/** Largest first, the catalogue's order among equals. */
function ordered<T extends PlanCandidate>(courses: T[]): T[] {
  return courses.map((c, index) => ({ c, index })).sort((a, b) => b.c.credits - a.c.credits || a.index - b.index).map(({ c }) => c);
}

/** Nothing closes the gap: every candidate, largest first, as far as the budget goes. */
function fallShort<T extends PlanCandidate>(items: T[], budget: number | null, areas: readonly EcmObjectiveArea[], rules: EcmPlanRules): GapPlan<T> {
  const courses: T[] = [];
  let sum = 0;
  for (const c of ordered(items)) {
    const next = sum + steps(c.credits, rules);
    if (budget !== null && next > steps(budget, rules)) continue;
    courses.push(c);
    sum = next;
  }
  return { courses, credits: toCredits(sum, rules), closesGap: false, coveredAreas: covered(courses, areas) };
}

/**
 * What would close a gap the startable courses leave open (issue 40): UPGRADE (/upgrade: the full
 * subscription's plafond) for a trial member, BUY_CREDITS (/piani, the credits modal's 'Scopri i
 * piani' of spec 2 §4) for a premium member. Only when courses beyond the member's balance would
 * close it: otherwise the catalogue itself falls short and only credits earned elsewhere help.
 */
export type PlanRemedy = 'UPGRADE' | 'BUY_CREDITS';

export const PLAN_REMEDY_BY_SUBSCRIPTION: Readonly<Partial<Record<SubscriptionType, PlanRemedy>>> = Object.freeze({ TRIAL: 'UPGRADE', PREMIUM: 'BUY_CREDITS' });

export function planRemedy(subscriptionType: SubscriptionType, closesGap: boolean, closesBeyondBalance: boolean): PlanRemedy | null {
  if (closesGap || !closesBeyondBalance) return null;
  return PLAN_REMEDY_BY_SUBSCRIPTION[subscriptionType] ?? null;
}

/** Portal path of each remedy (spec 1 §2 /upgrade; the credits modal's 'Scopri i piani' to /piani). */
export const PLAN_REMEDY_PATHS: Readonly<Record<PlanRemedy, string>> = Object.freeze({ UPGRADE: '/upgrade', BUY_CREDITS: '/piani' });
