import { ButtonLink } from '../../components/ui/Button';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const CourseItem_CourseFragment = graphql(`
  fragment CourseItem_course on Course {
    id
    slug
    title
    credits
    imageUrl
    teachingModel {
      name
    }
    viewerStatus {
      status
    }
  }
`);

/** Course status codes 3 (not passed) and 4 (expired) hide the item (spec 2 §2, §3). */
const HIDDEN_STATUSES = new Set([3, 4]);

/** Whether an article shows its course item: not on a paywall, not when the course failed to load, not for status 3 or 4. */
export function showsCourseItem(course: { viewerStatus: { status: number | null } | null } | null | undefined, paywalled: boolean): boolean {
  if (paywalled || !course) return false;
  const status = course.viewerStatus?.status;
  return status == null || !HIDDEN_STATUSES.has(status);
}

/** The course card inside an article (spec 2 §2 'course item'). */
export function CourseItem({ course }: { course: FragmentType<typeof CourseItem_CourseFragment> }) {
  const item = getFragmentData(CourseItem_CourseFragment, course);
  return (
    <aside className="article-course" aria-labelledby={`course-item-${item.id}`}>
      <p className="article-course__kicker">Corso ECM collegato</p>
      <h2 id={`course-item-${item.id}`} className="article-course__title">
        {item.title}
      </h2>
      <p className="article-course__meta">
        {item.teachingModel?.name && <span className="badge">{item.teachingModel.name}</span>} {item.credits} crediti ECM
      </p>
      <ButtonLink size="sm" to={`/corsi-ecm-fad/${item.slug}`}>
        Vai al corso
      </ButtonLink>
    </aside>
  );
}
