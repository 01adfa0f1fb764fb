import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useInView } from '../../lib/useInView';
import { CourseCard } from './CourseCard';
import type { CourseActions } from './useCourseActions';

const SuggestedCoursesQuery = graphql(`
  query SuggestedCourses($limit: Int!) {
    suggestedCourses(limit: $limit) {
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

/**
 * Suggested-course groups (POST /CMS/Search/CorsiSuggeriti, limit 3, 6 or 12). Loads once, when
 * first scrolled into view (spec 2 §2 lazy loading); on failure the section names the service.
 */
export function SuggestedCourses({ limit, actions, excludeId }: { limit: 3 | 6 | 12; actions: CourseActions; excludeId?: string }) {
  const { ref, inView } = useInView<HTMLElement>();
  const { data, error } = useQuery(SuggestedCoursesQuery, { variables: { limit }, skip: !inView });
  const groups = data?.suggestedCourses;
  return (
    <section ref={ref} className="suggested-courses" aria-labelledby="suggested-courses-title">
      <h2 id="suggested-courses-title">Corsi suggeriti</h2>
      {error && !groups ? <p className="catalogue__message">Errore nel servizio /CMS/Search/CorsiSuggeriti</p> : null}
      {groups
        ? GROUPS.map(({ key, title }) => {
            const courses = groups[key].filter((c) => c.id !== excludeId);
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
