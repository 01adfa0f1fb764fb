import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { SmartLink } from '../../components/ui/SmartLink';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { cartHref, priceSummary } from './pricing';
import { ServiceMark } from './ServiceMark';
import { TRACKING } from '../../lib/trackingTable';

export const PriceCardFragment = graphql(`
  fragment PriceCard_plan on Plan {
    id
    name
    mostLiked
    purchasable
    services {
      label
      available
      description
    }
    priceList {
      installmentPlanId
      installmentPlanName
      installmentPlanNumber
      totalPrice {
        cents
        currency
      }
      discountedPrice {
        cents
        currency
      }
      instalmentPrice {
        cents
        currency
      }
    }
  }
`);

export const PLAN_TEXT = { mostLiked: 'Il più scelto', buy: 'Acquista Online', frequency: 'Frequenza di pagamento', phoneCall: 'Parla con un consulente' } as const;

/**
 * A plan's price card (spec 1 §3/§4/§9 price card): the payment frequency defaults to the first
 * instalment plan; 'Acquista Online' is disabled when no plan is chosen. The services list is for
 * small screens; from lg the comparison table shows them.
 */
export function PriceCard({ plan: planRef, showsPhoneCall = false }: { plan: FragmentType<typeof PriceCardFragment>; showsPhoneCall?: boolean }) {
  const plan = getFragmentData(PriceCardFragment, planRef);
  const [chosenId, setChosenId] = useState(plan.priceList[0]?.installmentPlanId ?? '');
  const entry = plan.priceList.find((p) => p.installmentPlanId === chosenId);
  const price = entry ? priceSummary(entry) : null;
  const titleId = useId();

  return (
    <article className={`price-card${plan.mostLiked ? ' price-card--featured' : ''}`} aria-labelledby={titleId}>
      {plan.mostLiked ? <p className="price-card__badge">{PLAN_TEXT.mostLiked}</p> : null}
      <h2 id={titleId} className="price-card__name">
        {plan.name}
      </h2>
      {plan.priceList.length > 0 ? (
        <Select
          label={PLAN_TEXT.frequency}
          value={chosenId}
          onChange={(e) => setChosenId(e.target.value)}
          options={plan.priceList.map((p) => ({ value: p.installmentPlanId, label: p.installmentPlanName }))}
        />
      ) : null}
      {price ? (
        <div className="price-card__price" aria-live="polite">
          {price.instalments ? <p className="price-card__instalments">{price.instalments}</p> : null}
          <p className={price.instalments ? 'price-card__total' : 'price-card__amount'}>
            {price.instalments ? 'Totale ' : null}
            {price.listTotal ? (
              <>
                <del>
                  <span className="visually-hidden">Prezzo di listino </span>
                  {price.listTotal}
                </del>{' '}
              </>
            ) : null}
            {price.total}
          </p>
        </div>
      ) : null}
      {entry && plan.purchasable ? (
        <ButtonLink to={cartHref(plan.id, entry.installmentPlanId)} className="price-card__buy" data-tracking-code={TRACKING.plansPriceCardBuy.code}>
          {PLAN_TEXT.buy}
        </ButtonLink>
      ) : (
        <Button className="price-card__buy" disabled>
          {PLAN_TEXT.buy}
        </Button>
      )}
      {showsPhoneCall ? (
        <SmartLink href="#phonecall" className="btn btn--md btn--outline price-card__call" aria-describedby={titleId}>
          {PLAN_TEXT.phoneCall}
        </SmartLink>
      ) : null}
      {plan.services.length > 0 ? (
        <ul className="price-card__services only-mobile" aria-label={`Servizi inclusi in ${plan.name}`}>
          {plan.services.map((s) => (
            <li key={s.label} className={s.available ? '' : 'price-card__service--missing'}>
              <ServiceMark available={s.available} /> {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
