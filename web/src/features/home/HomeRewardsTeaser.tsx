import { useQuery } from '@apollo/client/react';
import { LazySection } from '../../components/LazySection';
import { graphql } from '../../gql';
import { RewardsTeaser } from '../loyalty';

const HomeLoyaltyStateQuery = graphql(`
  query HomeLoyaltyState {
    loyaltyState
  }
`);

export const HOME_REWARDS_ERROR = 'Non è stato possibile caricare i premi.';

/**
 * The rewards teaser on the home (spec 3 §2 'Rewards teaser': the home layout, dark gradient box and
 * light button), for loyalty members only (the server's loyaltyState is MEMBER). It sits in a
 * LazySection, so its rewards are fetched once, when it is first scrolled into view.
 */
export function HomeRewardsTeaser() {
  const { data } = useQuery(HomeLoyaltyStateQuery, { errorPolicy: 'all' });
  if (data?.loyaltyState !== 'MEMBER') return null;
  return (
    <LazySection label="Premi del programma fedeltà" minHeight={{ base: 1400, md: 900, lg: 560 }} errorMessage={HOME_REWARDS_ERROR}>
      <div className="section">
        <div className="container">
          <RewardsTeaser layout="home" />
        </div>
      </div>
    </LazySection>
  );
}
