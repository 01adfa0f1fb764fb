import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { LOYALTY_TEXT } from './loyaltyText';
import { RewardCard, RewardCardSkeleton } from './RewardCard';
import './RewardsTeaser.css';

/** Spec 3 §9: the rewards teaser shows 4 items. */
export const REWARDS_TEASER_SIZE = 4;

const RewardsTeaserQuery = graphql(`
  query RewardsTeaser($first: Int!) {
    rewards(first: $first) {
      id
      ...RewardCard_reward
    }
  }
`);

/**
 * The rewards teaser (spec 3 §2): intro, heading, four cards with skeletons while loading, 'Vai al
 * catalogo'. Mounted inside a LazySection, so it fetches once, when first scrolled into view; on the
 * home it sits in a dark gradient box with a light button. Its rewards come from the catalogue, so a
 * failing load is the catalogue's danger toast of spec 3 §8 ('Errore nel servizio /winloy/catalogue').
 */
export function RewardsTeaser({ layout = 'page' }: { layout?: 'page' | 'home' }) {
  const { data, loading, error } = useQuery(RewardsTeaserQuery, { variables: { first: REWARDS_TEASER_SIZE }, errorPolicy: 'all' });
  useFailureToast(Boolean(error) && !data?.rewards, LOYALTY_TEXT.catalogueFailed);
  const rewards = data?.rewards ?? [];
  return (
    <section className={`rewards-teaser rewards-teaser--${layout}`} aria-labelledby="rewards-teaser-title">
      <p>{LOYALTY_TEXT.rewardsIntro}</p>
      <h2 id="rewards-teaser-title">{LOYALTY_TEXT.rewardsHeading}</h2>
      <ul className="reward-grid" aria-busy={loading}>
        {loading && !data
          ? Array.from({ length: REWARDS_TEASER_SIZE }, (_, i) => (
              <li key={i}>
                <RewardCardSkeleton />
              </li>
            ))
          : rewards.map((reward) => (
              <li key={reward.id}>
                <RewardCard reward={reward} />
              </li>
            ))}
      </ul>
      <Link className={`btn ${layout === 'home' ? 'btn--outline' : 'btn--primary'}`} to="/prodotti">
        {LOYALTY_TEXT.toCatalogue}
      </Link>
    </section>
  );
}
