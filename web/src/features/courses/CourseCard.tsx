import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/Button';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { courseCardAction, coursePath, creditsLabel } from './courseCardAction';
import type { CourseActions } from './useCourseActions';
import { imagePriorityProps } from '../../components/ui/imagePriority';
import { TRACKING } from '../../lib/trackingTable';
import './courses.css';

export const CourseCardFragment = graphql(`
  fragment CourseCard_course on Course {
    id
    slug
    title
    imageUrl
    credits
    previewPdfUrl
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

type CourseCardProps = {
  course: FragmentType<typeof CourseCardFragment>;
  headingLevel?: 2 | 3 | 4;
  /** Start and certificate actions of the page; without them every card links to its course page. */
  actions?: CourseActions;
  /** The page's main image (the first card of the catalogue): loaded at once, ahead of other images. */
  priority?: boolean;
};

/**
 * A course in a grid (spec 2 §3 course card): image, series and teaching-model badges, title, credits
 * and the button by status (spec 2 §4): in progress and passed start the course from the card (the
 * server decides the outcome), a passed course also offers its certificate; anything else leads to
 * the course page ('Vai al corso'). The course sheet's preview link opens the sheet the API points to.
 */
export function CourseCard({ course: courseRef, headingLevel = 3, actions, priority = false }: CourseCardProps) {
  const course = getFragmentData(CourseCardFragment, courseRef);
  const action = courseCardAction(course.viewerStatus);
  const status = course.viewerStatus?.status;
  const startsHere = actions && (status === 'ACTIVE' || status === 'PASSED');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="course-card">
      <div className="course-card__media">
        {course.imageUrl ? (
          <img src={course.imageUrl} alt={course.title} width={400} height={225} {...imagePriorityProps(priority)} />
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
        <Heading className="course-card__title">
          <Link to={coursePath(course.slug)}>{course.title}</Link>
        </Heading>
        <p className="course-card__credits">{creditsLabel(course.credits)}</p>
        {action.text ? <p className="course-card__text">{action.text}</p> : null}
        <div className="course-card__actions">
          {startsHere ? (
            <Button
              loading={actions.access.startingId === course.id}
              aria-label={`${action.label}: ${course.title}`}
              onClick={() => void actions.access.start(course.id)}
            >
              {action.label}
            </Button>
          ) : (
            <ButtonLink to={coursePath(course.slug)} aria-label={`${action.label}: ${course.title}`}>
              {action.label}
            </ButtonLink>
          )}
          {course.previewPdfUrl ? (
            // Spec 2 §3/§7: the course sheet shown in the browser (the preview link the API gives), in a new window.
            <a
              className="btn btn--link btn--md course-card__sheet"
              href={course.previewPdfUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-tracking-code={TRACKING.courseSheetDownload.code}
              aria-label={`Anteprima della scheda del corso: ${course.title} (si apre in una nuova finestra)`}
            >
              Anteprima della scheda
            </a>
          ) : null}
          {actions && status === 'PASSED' ? (
            <Button
              variant="outline"
              loading={actions.certificates.downloadingId === course.id}
              aria-label={`Scarica il certificato: ${course.title}`}
              onClick={() => void actions.certificates.download(course.id)}
            >
              Scarica il certificato
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
