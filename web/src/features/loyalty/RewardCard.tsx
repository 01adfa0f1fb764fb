import { getFragmentData, graphql, type FragmentType } from '../../gql';
import './RewardCard.css';

export const RewardCard_RewardFragment = graphql(`
  fragment RewardCard_reward on Reward {
    id
    title
    category
    points
    imageUrl
  }
`);

/** A reward of the catalogue: image, category, title and the points it costs. */
/** `headingLevel`: h3 under a section's h2 (the teaser), h2 right under the page's h1 (the catalogue). */
export function RewardCard({ reward, headingLevel = 'h3' }: { reward: FragmentType<typeof RewardCard_RewardFragment>; headingLevel?: 'h2' | 'h3' }) {
  const item = getFragmentData(RewardCard_RewardFragment, reward);
  const Heading = headingLevel;
  return (
    <article className="reward-card">
      {item.imageUrl && <img src={item.imageUrl} alt="" width={320} height={200} loading="lazy" />}
      <p className="reward-card__category">{item.category}</p>
      <Heading className="reward-card__title">{item.title}</Heading>
      <p className="reward-card__points">{item.points} Punti</p>
    </article>
  );
}

/** The card's shape while the catalogue loads. */
export function RewardCardSkeleton() {
  return <div className="reward-card reward-card--skeleton" aria-hidden="true" />;
}
