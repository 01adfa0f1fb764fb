import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { creditsLabel } from '../courses';

export const LearningItemCardFragment = graphql(`
  fragment LearningItemCard_item on LearningItem {
    id
    title
    series
    credits
    abstract
    path
    imageUrl
  }
`);

/** An e-book or training film in a list (spec 2 §3 e-book and film doc: the first series is shown). */
export function LearningItemCard({ item: ref, headingLevel = 3 }: { item: FragmentType<typeof LearningItemCardFragment>; headingLevel?: 2 | 3 }) {
  const item = getFragmentData(LearningItemCardFragment, ref);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="course-card learning-card">
      <div className="course-card__media">
        {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" width={400} height={225} /> : <div className="course-card__placeholder" aria-hidden="true" />}
      </div>
      <div className="course-card__body">
        {item.series[0] ? <span className="badge course-card__badge--series learning-card__series">{item.series[0]}</span> : null}
        <Heading className="course-card__title">
          <Link to={item.path}>{item.title}</Link>
        </Heading>
        {item.credits != null ? <p className="course-card__credits">{creditsLabel(item.credits)}</p> : null}
        {item.abstract ? <p className="course-card__text">{item.abstract}</p> : null}
      </div>
    </article>
  );
}
