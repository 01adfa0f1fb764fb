import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
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
      category
      ...RewardCard_reward
    }
  }
`);

/** /prodotti: the rewards catalogue (spec 3 §2); a failing catalogue is the danger toast of spec 3 §8. */
export function RewardsCataloguePage() {
  useDocumentTitle('Catalogo premi');
  const { data, loading, error } = useQuery(RewardsCatalogueQuery, { errorPolicy: 'all' });
  useFailureToast(Boolean(error) && !data?.rewards, LOYALTY_TEXT.catalogueFailed);
  // Spec 3 §2 'A loyalty categories grid': the catalogue's categories, each showing its rewards (in the URL, so it can be shared).
  const [params, setParams] = useSearchParams();
  const category = params.get('categoria');
  const rewards = data?.rewards ?? [];
  const categories = [...new Set(rewards.map((r) => r.category))];
  const shown = category ? rewards.filter((r) => r.category === category) : rewards;
  const choose = (next: string | null) => setParams(next ? { categoria: next } : {}, { replace: true });
  return (
    <div className="container loyalty-page">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: LOYALTY_TEXT.pageTitle, to: '/programma-fedelta-premiati' }, { label: 'Catalogo premi' }]} />
      <h1>Catalogo premi</h1>
      <p>{LOYALTY_TEXT.rewardsIntro}</p>
      {loading && !data ? (
        <Spinner label="Caricamento del catalogo premi" />
      ) : (
        <>
          {categories.length > 1 && (
            <nav aria-label="Categorie dei premi">
              <ul className="loyalty-categories">
                <li>
                  <button type="button" className="loyalty-categories__item" aria-pressed={category === null} onClick={() => choose(null)}>
                    Tutte le categorie
                  </button>
                </li>
                {categories.map((c) => (
                  <li key={c}>
                    <button type="button" className="loyalty-categories__item" aria-pressed={category === c} onClick={() => choose(c)}>
                      {c}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ul className="reward-grid">
            {shown.map((reward) => (
              <li key={reward.id}>
                <RewardCard reward={reward} headingLevel="h2" />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
