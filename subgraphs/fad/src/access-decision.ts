import type { CourseCard, CourseStatusCode } from '@club/contracts';
import { courseAccessDecision, courseStatusFromCode, needsEcmBalance, showsUpgradeInsteadOfStart, type CourseAccessCourse } from '@club/policy';
import type { Context } from './context';
import type { CourseAccessDecision } from './generated/resolvers-types';
import { splitPipeList } from './pipe-list';

/** What the spec 2 §4 access check reads of a course: its card and the viewer's status on it. */
export function courseAccessInput(card: CourseCard, status: CourseStatusCode | null): CourseAccessCourse {
  return { credits: card.credits, promoCodes: splitPipeList(card.promoCode), groups: card.groups, status: courseStatusFromCode(status) };
}

/**
 * The viewer's access decision on one course (spec 2 §4), from the shared policy. The ECM balance
 * is asked only when the policy needs it (trial/premium with the ecm wallet) and once per request
 * (the CRM client reads the wallets once per request), so a catalogue page costs at most one wallet call whatever its size.
 */
export async function decideCourseAccess({ viewer, dataSources }: Pick<Context, 'viewer' | 'dataSources'>, course: CourseAccessCourse): Promise<CourseAccessDecision> {
  const balance = needsEcmBalance(viewer) ? await dataSources.crm.ecmBalance() : null;
  const decision = courseAccessDecision(viewer, course, balance);
  return { outcome: decision.outcome, reason: decision.reason, showsUpgradeInsteadOfStart: showsUpgradeInsteadOfStart(viewer) };
}
