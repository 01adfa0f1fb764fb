import { courseStatusCode, type CourseMemberFields, type CourseStatusCode } from '@club/contracts';
import type { FadApi } from './datasources/fad-api';
import { cardEnrolment } from './card-enrolment';
import type { CourseParent } from './mappers';

export { cardEnrolment };

/**
 * The viewer's status on a course, in one place: the upstream's status codes (spec 2 §3: 1 in
 * progress, 2 passed, 3 not passed, 4 expired), where a course's status is read from, and the
 * codes the training area takes.
 */

/** Whether a number is one of the upstream's status codes. */
export function isCourseStatusCode(status: number): status is CourseStatusCode {
  return courseStatusCode.safeParse(status).success;
}

/**
 * The viewer's enrolment on a course. On lists it comes with the card; on the course's own page
 * the status comes from the status call (GET /FAD/Corsi/{id}, spec 2 §7), which may fail alone.
 */
export async function viewerEnrolment({ card, statusFrom }: CourseParent, fad: FadApi): Promise<CourseMemberFields | null> {
  const enrolment = cardEnrolment(card);
  if (!enrolment || statusFrom === 'CARD') return enrolment;
  return { ...enrolment, status: (await fad.courseStatus(String(card.id))).status };
}

/** The status an access decision reads: the viewer's, or the card's when the status call fails (startCourse decides again). */
export async function statusForDecision(course: CourseParent, fad: FadApi): Promise<CourseStatusCode | null> {
  try {
    return (await viewerEnrolment(course, fad))?.status ?? null;
  } catch {
    return cardEnrolment(course.card)?.status ?? null;
  }
}

/** The member's fresh status for starting a course (the status call); null for a visitor, who has none. */
export async function freshStatus(courseId: string, signedIn: boolean, fad: FadApi): Promise<CourseStatusCode | null> {
  return signedIn ? (await fad.courseStatus(courseId)).status : null;
}
