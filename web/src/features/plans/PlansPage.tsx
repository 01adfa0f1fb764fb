import { useQuery } from '@apollo/client/react';
import { FaqSection } from '../../components/content/FaqSection';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { PlanComparison } from './PlanComparison';
import { PriceCard } from './PriceCard';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './plans.css';

const PlansQuery = graphql(`
  query Plans {
    plans {
      id
      ...PriceCard_plan
      ...PlanComparison_plan
    }
    viewer {
      showsPhoneCallAndConsultant
    }
  }
`);

/** Spec 3 §8: the text when the plans cannot be loaded or there are none. */
export const NO_PLANS_TEXT = 'Non sono presenti prodotti da acquistare.';

/** Spec 3 §2 /piani: plans and prices; comparison table on desktop, cards on mobile. */
export function PlansPage() {
  useDocumentTitle('Piani e prezzi');
  const { data, loading } = useQuery(PlansQuery, { errorPolicy: 'all' });
  const plans = data?.plans ?? [];
  // Spec 1 §6: the call button shows on the cards only for the types the server names (never for trial).
  const showsPhoneCall = data?.viewer?.showsPhoneCallAndConsultant ?? false;

  return (
    <div className="container page plans">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Piani e prezzi' }]} />
      <h1>Piani e prezzi</h1>
      {loading && !data ? (
        <Spinner label="Caricamento dei piani..." />
      ) : plans.length === 0 ? (
        <p className="plans__empty">{NO_PLANS_TEXT}</p>
      ) : (
        <>
          <ul className="plans__cards" style={{ ['--plan-count' as string]: plans.length }}>
            {plans.map((plan) => (
              <li key={plan.id}>
                <PriceCard plan={plan} showsPhoneCall={showsPhoneCall} />
              </li>
            ))}
          </ul>
          <PlanComparison plans={plans} />
        </>
      )}
      <FaqSection placement="piani" />
    </div>
  );
}
