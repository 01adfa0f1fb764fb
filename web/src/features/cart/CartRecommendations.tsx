import { useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { Button } from '../../components/ui/Button';
import { getFragmentData, graphql } from '../../gql';
import { priceSummary } from '../../lib/pricing';
import { PriceListEntryFragment } from '../../lib/priceListEntry';
import { CART_TEXT } from './cartText';

export const CartRecommendationsQuery = graphql(`
  query CartRecommendations {
    plans(includeCurrentPlan: false, excludeCartPlans: true) {
      id
      name
      purchasable
      priceList {
        ...PriceListEntry_entry
      }
    }
  }
`);

type RecommendationsProps = {
  /** Plans already in the cart: never recommended (the server leaves them out; a cart just changed may be ahead of it). */
  cartPlanIds: readonly string[];
  /** The cart's instalment plan: a recommendation is priced and added on it when the plan offers it. */
  cartInstallmentPlanId: string | null;
  /** Adds a plan on an instalment plan (the cart page's add, the one of /piani). */
  onAdd(productId: string, installmentPlanId: string): void;
  busy: boolean;
};

/**
 * Spec 3 §3/§8: the products recommended in the cart, the plans on sale not already in it (not the
 * member's current plan), each with its price and 'Aggiungi al carrello'. Hidden when there are none;
 * a failed load is only logged ('Cart recommendation fetch failure: logged only').
 */
export function CartRecommendations({ cartPlanIds, cartInstallmentPlanId, onAdd, busy }: RecommendationsProps) {
  const { data, loading, error } = useQuery(CartRecommendationsQuery, { errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const failed = !loading && (error !== undefined || !data?.plans);
  useEffect(() => {
    if (failed) console.error(CART_TEXT.recommendationsFailed, error);
  }, [failed, error]);
  const titleId = useId();

  const plans = failed ? [] : (data?.plans ?? []).filter((plan) => plan.purchasable && plan.priceList.length > 0 && !cartPlanIds.includes(plan.id));
  if (plans.length === 0) return null;
  return (
    <section className="cart__recommendations" aria-labelledby={titleId}>
      <h2 id={titleId}>{CART_TEXT.recommendationsTitle}</h2>
      <ul className="cart__recommendation-list">
        {plans.map((plan) => {
          const priceList = getFragmentData(PriceListEntryFragment, plan.priceList);
          const entry = priceList.find((e) => e.installmentPlanId === cartInstallmentPlanId) ?? priceList[0]!;
          const price = priceSummary(entry);
          return (
            <li key={plan.id} className="cart__recommendation">
              <h3 className="cart__recommendation-name">{plan.name}</h3>
              <p className="cart__recommendation-price">
                <span className="cart__line-plan">{entry.installmentPlanName}</span>
                {price.instalments ? <span className="cart__line-instalments">{price.instalments}</span> : null}
                <span>
                  {price.listTotal ? (
                    <>
                      <del>
                        <span className="visually-hidden">Prezzo di listino </span>
                        {price.listTotal}
                      </del>{' '}
                    </>
                  ) : null}
                  {price.total}
                </span>
              </p>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => onAdd(plan.id, entry.installmentPlanId)} aria-label={`${CART_TEXT.addRecommended} ${plan.name}`}>
                {CART_TEXT.addRecommended}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
