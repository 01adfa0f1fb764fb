import { useQuery } from '@apollo/client/react';
import { useSectionPending } from '../../components/LazySectionSpace';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { graphql } from '../../gql';
import { creditsLabel, useCourseOffer } from '../courses';

const CoursesTeaserQuery = graphql(`
  query HomeCoursesTeaser {
    courseCatalogue(input: { page: 1 }) {
      total
      items {
        id
        slug
        title
        credits
      }
    }
  }
`);

/** How many courses the teaser names. */
const TEASER_COURSES = 3;

/**
 * 'Corsi ECM' teaser: the way into the catalogue, with a few courses when the catalogue answers.
 * Without them the teaser still leads to /corsi-ecm-fad. The server decides who sees it
 * (`courseOffer.showsHomeTeaser`, spec 2 §6 'ECM lists need the ecm wallet'): not a trial or premium
 * member without the ecm wallet. When that decision cannot be read the teaser shows (it only leads
 * to the catalogue, where every course decides its own access).
 */
export function CoursesTeaser() {
  const { offer, loading: offerLoading } = useCourseOffer();
  const hidden = offer?.showsHomeTeaser === false;
  const { data, loading } = useQuery(CoursesTeaserQuery, { skip: offerLoading || hidden });
  // The course list is part of the section's size: keep its space until the catalogue answers.
  useSectionPending(!hidden && (offerLoading || loading));
  const courses = data?.courseCatalogue?.items.slice(0, TEASER_COURSES) ?? [];
  if (offerLoading || hidden) return null;

  return (
    <section className="section section--alt courses-teaser" aria-labelledby="home-courses">
      <div className="container grid">
        <div className="col-12 col-lg-6">
          <h2 id="home-courses">Corsi ECM</h2>
          <p>Formazione a distanza accreditata: e-book, film formazione e corsi interattivi per ottenere i crediti ECM.</p>
          <ButtonLink to="/corsi-ecm-fad">Vai al catalogo dei corsi</ButtonLink>
        </div>
        {courses.length > 0 && (
          <ul className="col-12 col-lg-6 courses-teaser__list">
            {courses.map((course) => (
              <li key={course.id}>
                <Link to={`/corsi-ecm-fad/${course.slug}`}>{course.title}</Link>
                <span className="badge">{creditsLabel(course.credits)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
