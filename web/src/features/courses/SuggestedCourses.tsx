import { useQuery } from '@apollo/client/react';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { useInView } from '../../lib/useInView';
import { CourseCard } from './CourseCard';
import { CourseCardSkeletons } from './CourseCardSkeletons';
import type { CourseActions } from './useCourseActions';

const SuggestedCoursesQuery = graphql(`
  query SuggestedCourses($limit: Int!, $excludeId: ID) {
    suggestedCourses(limit: $limit, excludeId: $excludeId) {
      top {
        id
        ...CourseCard_course
      }
      new {
        id
        ...CourseCard_course
      }
      foryou {
        id
        ...CourseCard_course
      }
    }
  }
`);

/** Spec 2 §2/§7 suggested-course groups top, new, foryou. */
const GROUPS = [
  { key: 'top', title: 'I corsi più seguiti' },
  { key: 'new', title: 'Le novità' },
  { key: 'foryou', title: 'Scelti per te' },
] as const;

/** Spec 2 §8 service-named danger toast of the suggested courses. */
export const SUGGESTED_COURSES_ERROR = 'Errore nel servizio /CMS/Search/CorsiSuggeriti';

/**
 * How many courses each suggested group asks for: the API takes 3, 6 or 12 (spec 2 §7); the spec
 * gives one figure for the lists it shows, 'Suggested courses limit 6 with 6 skeleton cards'
 * (spec 3 §9). One value for every page that shows the suggestions (the course page, the training area).
 */
export const SUGGESTED_COURSES_LIMIT: 3 | 6 | 12 = 6;

/**
 * Suggested-course groups (POST /CMS/Search/CorsiSuggeriti, `SUGGESTED_COURSES_LIMIT`). Loads once, when
 * first scrolled into view (spec 2 §2 lazy loading), with as many skeleton cards meanwhile (spec 3 §9).
 * The server lists each course once across the groups and leaves out `excludeId` (the page's own
 * course). On failure: the spec's danger toast, and the section goes away.
 */
export function SuggestedCourses({ actions, excludeId }: { actions: CourseActions; excludeId?: string }) {
  const limit = SUGGESTED_COURSES_LIMIT;
  const { ref, inView } = useInView<HTMLElement>();
  const { data, error, loading } = useQuery(SuggestedCoursesQuery, { variables: { limit, excludeId: excludeId ?? null }, skip: !inView });
  const groups = data?.suggestedCourses;
  const failed = !!error && !groups;
  useFailureToast(failed, SUGGESTED_COURSES_ERROR);
  if (failed) return null;
  // Nothing to suggest (a member without the ecm wallet gets no course list, spec 2 §6): no empty heading.
  if (groups && GROUPS.every(({ key }) => groups[key].length === 0)) return null;
  const waiting = !groups && (loading || !inView);
  return (
    <section ref={ref} className="suggested-courses" aria-labelledby="suggested-courses-title" aria-busy={waiting || undefined}>
      <h2 id="suggested-courses-title">Corsi suggeriti</h2>
      {waiting ? <CourseCardSkeletons count={limit} /> : null}
      {groups
        ? GROUPS.map(({ key, title }) => {
            const courses = groups[key];
            if (courses.length === 0) return null;
            return (
              <section key={key} className="suggested-courses__group" aria-label={title}>
                <h3>{title}</h3>
                <ul className="catalogue__grid">
                  {courses.map((course) => (
                    <li key={course.id}>
                      <CourseCard course={course} headingLevel={4} actions={actions} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        : null}
    </section>
  );
}
