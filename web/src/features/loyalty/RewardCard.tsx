import { getFragmentData, graphql, type FragmentType } from '../../gql';

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
export function RewardCard({ reward }: { reward: FragmentType<typeof RewardCard_RewardFragment> }) {
  const item = getFragmentData(RewardCard_RewardFragment, reward);
  return (
    <article className="reward-card">
      {item.imageUrl && <img src={item.imageUrl} alt="" width={320} height={200} loading="lazy" />}
      <p className="reward-card__category">{item.category}</p>
      <h3 className="reward-card__title">{item.title}</h3>
      <p className="reward-card__points">{item.points} Punti</p>
    </article>
  );
}

/** The card's shape while the catalogue loads. */
export function RewardCardSkeleton() {
  return <div className="reward-card reward-card--skeleton" aria-hidden="true" />;
}
