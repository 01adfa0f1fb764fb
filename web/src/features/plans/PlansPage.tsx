import { useQuery } from '@apollo/client/react';
import { FaqSection } from '../../components/content/FaqSection';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { useBuyOnline } from '../../lib/cart';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { PlanComparison } from './PlanComparison';
import { PriceCard, type PriceCardBuy } from './PriceCard';
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
      flags {
        isSuspect
      }
    }
  }
`);

/** Spec 3 §8: the text when the plans cannot be loaded or there are none. */
export const NO_PLANS_TEXT = 'Non sono presenti prodotti da acquistare.';
/** Spec 3 §8: the danger toast when the suggested products fail or are empty. */
export const NO_PLANS_TOAST = 'Non sono presenti prodotti da acquistare';
/** A cart write that fails without a message of the server's. */
export const ADD_FAILED_TEXT = 'Non è stato possibile aggiungere il prodotto al carrello, riprova più tardi.';

/** Spec 3 §2 /piani: plans and prices; comparison table on desktop, cards on mobile. */
export function PlansPage() {
  useDocumentTitle('Piani e prezzi');
  const { data, loading } = useQuery(PlansQuery, { errorPolicy: 'all' });
  const plans = data?.plans ?? [];
  // Spec 1 §6: the call button shows on the cards only for the types the server names (never for trial).
  const showsPhoneCall = data?.viewer?.showsPhoneCallAndConsultant ?? false;
  useFailureToast(!loading && plans.length === 0, NO_PLANS_TOAST);

  // 'Acquista Online': a member adds the plan to the cart, then goes to it; a visitor signs in first.
  const { adding, add } = useBuyOnline(ADD_FAILED_TEXT);
  const buy: PriceCardBuy =
    data?.viewer?.flags.isSuspect === false
      ? { kind: 'add', adding, onAdd: (productId, planId) => void add(productId, planId) }
      : { kind: 'link', to: `${paths.login}?redirectTo=${encodeURIComponent(paths.plans)}` };

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
                <PriceCard plan={plan} showsPhoneCall={showsPhoneCall} buy={buy} />
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
