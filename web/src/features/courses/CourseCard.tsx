import { ButtonLink } from '../../components/ui/Button';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { courseCardAction, coursePath, creditsLabel } from './courseCardAction';
import './courses.css';

export const CourseCardFragment = graphql(`
  fragment CourseCard_course on Course {
    id
    slug
    title
    imageUrl
    credits
    series {
      id
      name
    }
    teachingModel {
      id
      name
    }
    viewerStatus {
      status
      started
    }
  }
`);

/** A course in a grid (spec 2 §3 course card): image, series and teaching-model badges, title, credits, action. */
export function CourseCard({ course: courseRef, headingLevel = 3 }: { course: FragmentType<typeof CourseCardFragment>; headingLevel?: 2 | 3 | 4 }) {
  const course = getFragmentData(CourseCardFragment, courseRef);
  const action = courseCardAction(course.viewerStatus);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="course-card">
      <div className="course-card__media">
        {course.imageUrl ? (
          <img src={course.imageUrl} alt={course.title} loading="lazy" width={400} height={225} />
        ) : (
          <div className="course-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="course-card__body">
        {course.series || course.teachingModel ? (
          <ul className="course-card__badges" aria-label="Caratteristiche del corso">
            {course.series ? <li className="badge course-card__badge--series">{course.series.name}</li> : null}
            {course.teachingModel ? <li className="badge course-card__badge--model">{course.teachingModel.name}</li> : null}
          </ul>
        ) : null}
        <Heading className="course-card__title">{course.title}</Heading>
        <p className="course-card__credits">{creditsLabel(course.credits)}</p>
        {action.text ? <p className="course-card__text">{action.text}</p> : null}
        <ButtonLink to={coursePath(course.slug)} className="course-card__action" aria-label={`${action.label}: ${course.title}`}>
          {action.label}
        </ButtonLink>
      </div>
    </article>
  );
}
