import { CombinedGraphQLErrors } from '@apollo/client';
import { showsArticleCourseItem, type CourseStatus } from '@club/policy';
import type { FragmentType } from '../../gql';
import { CourseAccessModals, CourseCard, type CourseCardFragment, useCourseActions } from '../courses';

type CourseWithStatus = { viewerStatus: { status?: CourseStatus | null } | null } | null | undefined;

/**
 * Whether an article shows its course item (spec 2 §4): not on a paywall, not when the course or
 * its status failed to load (spec 2 §8 'Course status load failure: course item hidden'), not for
 * a course not passed or expired. A visitor has no status (null without an error) and sees the item.
 * The rule is the policy's `showsArticleCourseItem`, imported rather than served: it only hides a
 * card whose data is public (starting the course is decided again on the server), and it reads what
 * only the page knows (its paywall and which of its sections failed).
 */
export function showsCourseItem(course: CourseWithStatus, paywalled: boolean, statusFailed = false): boolean {
  if (!course) return false;
  return showsArticleCourseItem({ paywalled, courseLoadFailed: statusFailed }, course.viewerStatus?.status ?? null);
}

/** True when the query's errors include the course status (the rest of the article still came). */
export function courseStatusFailed(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.path?.includes('viewerStatus') || e.path?.at(-1) === 'course');
}

/**
 * The course item of an article (spec 1 §2, spec 2 §4): the course card with the buttons of its
 * status ('Inizia il corso' / 'Continua il corso', 'Rivedi il corso' plus the certificate, 'Vai al
 * corso') and the access modals a start may open, as on the catalogue.
 */
export function CourseItem({ course }: { course: FragmentType<typeof CourseCardFragment> }) {
  const actions = useCourseActions();
  return (
    <aside className="article-course" aria-label="Corso ECM collegato">
      <p className="article-course__kicker">Corso ECM collegato</p>
      <CourseCard course={course} headingLevel={2} actions={actions} />
      <CourseAccessModals access={actions.access} />
    </aside>
  );
}
