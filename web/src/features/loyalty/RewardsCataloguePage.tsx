import { useQuery } from '@apollo/client/react';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LOYALTY_TEXT } from './loyaltyText';
import { RewardCard } from './RewardCard';
import './loyalty.css';

const RewardsCatalogueQuery = graphql(`
  query RewardsCatalogue {
    rewards {
      id
      ...RewardCard_reward
    }
  }
`);

/** /prodotti: the rewards catalogue (spec 3 §2); a failing catalogue is the danger toast of spec 3 §8. */
export function RewardsCataloguePage() {
  useDocumentTitle('Catalogo premi');
  const { data, loading, error } = useQuery(RewardsCatalogueQuery, { errorPolicy: 'all' });
  useFailureToast(Boolean(error) && !data?.rewards, LOYALTY_TEXT.catalogueFailed);
  return (
    <div className="container loyalty-page">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: LOYALTY_TEXT.pageTitle, to: '/programma-fedelta-premiati' }, { label: 'Catalogo premi' }]} />
      <h1>Catalogo premi</h1>
      <p>{LOYALTY_TEXT.rewardsIntro}</p>
      {loading && !data ? (
        <Spinner label="Caricamento del catalogo premi" />
      ) : (
        <ul className="reward-grid">
          {(data?.rewards ?? []).map((reward) => (
            <li key={reward.id}>
              <RewardCard reward={reward} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
