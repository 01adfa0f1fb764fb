import { useParams } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { ShareMenu } from '../../components/content/ShareMenu';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { hasErrorCode } from '../../lib/errorCodes';
import { plainDescription, usePageHead } from '../../lib/pageHead';
import { course as courseData } from '../../lib/structuredData';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CourseAccessModals } from './CourseAccessModals';
import { courseCardAction, creditsLabel } from './courseCardAction';
import { durationLabel, italianDate } from './courseFormat';
import { CourseNotFound } from './CourseNotFound';
import { SuggestedCourses } from './SuggestedCourses';
import { useCourseActions, type CourseActions } from './useCourseActions';
import '../../components/content/content.css';
import './courses.css';
import { TRACKING } from '../../lib/trackingTable';

const CoursePageQuery = graphql(`
  query CoursePage($slug: String!) {
    courseBySlug(slug: $slug) {
      id
      courseId
      slug
      title
      cardHeading
      description
      imageUrl
      credits
      duration
      expiryDate
      downloadPdfUrl
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
        percentageOfCompletion
      }
      accessDecision {
        outcome
        showsUpgradeInsteadOfStart
      }
    }
  }
`);

type CourseDetail = NonNullable<NonNullable<ReturnType<typeof useCoursePage>['data']>['courseBySlug']>;

/**
 * The page's query; an unknown slug is the API's NOT_FOUND on `courseBySlug` (null with the error, as
 * `course(id:)`), kept with the data (errorPolicy 'all') so the page shows 'Pagina non trovata', not the
 * service error. Any other error still shows the service error, as before.
 */
function useCoursePage(slug: string) {
  const result = useQuery(CoursePageQuery, { variables: { slug }, errorPolicy: 'all' });
  const onlyNotFound = CombinedGraphQLErrors.is(result.error) && result.error.errors.every((e) => hasErrorCode(e, 'NOT_FOUND') && e.path?.[0] === 'courseBySlug');
  return { ...result, error: onlyNotFound ? undefined : result.error };
}

/** Spec 2 §2 /corsi-ecm-fad/{slug}: one course, its start area, course sheet and suggested courses. */
export function CoursePage() {
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useCoursePage(slug);
  const actions = useCourseActions();
  const course = data?.courseBySlug;
  useDocumentTitle(course?.title ?? (data ? 'Pagina non trovata' : null));
  const description = plainDescription(course?.description);
  usePageHead({
    type: 'article',
    description,
    image: course?.imageUrl ?? null,
    structuredData: course ? (origin) => courseData({ title: course.title, description, imageUrl: course.imageUrl ?? null, credits: course.credits ?? null, path: `/corsi-ecm-fad/${course.slug}` }, origin) : null,
  });

  if (loading && !data) return <Spinner label="Caricamento del corso" />;
  if (error) {
    return (
      <div className="container page" role="alert">
        <p>Errore nel servizio /FAD/Corsi</p>
        <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => undefined)}>
          Riprova
        </Button>
      </div>
    );
  }
  if (!course) return <CourseNotFound />;

  return (
    <div className="container page course-page">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Corsi ECM FAD', to: paths.courses }, { label: course.title }]} />
      <article className="course-page__header">
        <div className="course-page__intro">
          {course.series || course.teachingModel ? (
            <ul className="course-card__badges" aria-label="Caratteristiche del corso">
              {course.series ? <li className="badge course-card__badge--series">{course.series.name}</li> : null}
              {course.teachingModel ? <li className="badge course-card__badge--model">{course.teachingModel.name}</li> : null}
            </ul>
          ) : null}
          {course.cardHeading ? <p className="course-page__kicker">{course.cardHeading}</p> : null}
          <h1>{course.title}</h1>
          <dl className="course-page__facts">
            <div>
              <dt>Crediti</dt>
              <dd>{creditsLabel(course.credits)}</dd>
            </div>
            {course.duration != null ? (
              <div>
                <dt>Durata</dt>
                <dd>{durationLabel(course.duration)}</dd>
              </div>
            ) : null}
            {course.expiryDate ? (
              <div>
                <dt>Scadenza</dt>
                <dd>{italianDate(course.expiryDate)}</dd>
              </div>
            ) : null}
          </dl>
          {course.description ? <p className="course-page__description">{course.description}</p> : null}
          <StartArea course={course} actions={actions} />
          {/* Share is always allowed (spec 1 §6); the course's code is CF104 (spec 1 §9). */}
          <div className="course-page__share">
            <ShareMenu title={course.title} link={`${paths.courses}/${course.slug}`} trackingCode={TRACKING.courseShare.code} />
          </div>
        </div>
        {course.imageUrl ? (
          <img className="course-page__image" src={course.imageUrl} alt="" width={640} height={360} />
        ) : null}
      </article>
      <SuggestedCourses actions={actions} excludeId={course.id} />
      <CourseAccessModals access={actions.access} />
    </div>
  );
}

/**
 * The start area (spec 2 §4): the button and default text by status; a premium member without the
 * ecm wallet sees 'Effettua l'upgrade' instead; a passed course offers its certificate; the course
 * sheet PDF (tracking CF101).
 */
function StartArea({ course, actions }: { course: CourseDetail; actions: CourseActions }) {
  const action = courseCardAction(course.viewerStatus);
  const { access, certificates } = actions;
  return (
    <section className="course-page__start" aria-label="Segui il corso">
      {action.text ? <p className="course-page__start-text">{action.text}</p> : null}
      <div className="course-page__buttons">
        {course.accessDecision?.showsUpgradeInsteadOfStart ? (
          <ButtonLink to={paths.upgrade} variant="warning">
            Effettua l&apos;upgrade
          </ButtonLink>
        ) : (
          <Button loading={access.startingId === course.id} onClick={() => void access.start(course.id)}>
            {action.label}
          </Button>
        )}
        {course.viewerStatus?.status === 'PASSED' ? (
          <Button variant="outline" loading={certificates.downloadingId === course.id} onClick={() => void certificates.download(course.id)}>
            Scarica il certificato
          </Button>
        ) : null}
        {course.downloadPdfUrl ? (
          <a className="btn btn--link btn--md" href={course.downloadPdfUrl} target="_blank" rel="noopener noreferrer" data-tracking-code={TRACKING.courseSheetDownload.code}>
            Scarica la scheda del corso (PDF)
            <span className="visually-hidden"> (si apre in una nuova finestra)</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
