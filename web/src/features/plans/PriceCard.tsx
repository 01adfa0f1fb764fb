import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/Button';
import { PriceFigures } from '../../components/ui/PriceFigures';
import { Select } from '../../components/ui/Select';
import { SmartLink } from '../../components/ui/SmartLink';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { priceSummary } from './pricing';
import { ServiceMark } from './ServiceMark';
import { PriceListEntryFragment } from '../../lib/priceListEntry';
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
      ...PriceListEntry_entry
    }
  }
`);

export const PLAN_TEXT = { mostLiked: 'Il più scelto', buy: 'Acquista Online', frequency: 'Frequenza di pagamento', phoneCall: 'Parla con un consulente' } as const;

/**
 * A plan's price card (spec 1 §3/§4/§9 price card): the payment frequency defaults to the first
 * instalment plan; 'Acquista Online' is disabled when no plan is chosen and while adding (spec 1 §4):
 * for a member it adds the plan on the chosen instalment plan to the cart. The services list is for
 * small screens; from lg the comparison table shows them.
 */
export type PriceCardBuy =
  /** A member: the card adds the plan to the cart (disabled while adding). */
  | { kind: 'add'; adding: boolean; onAdd(productId: string, installmentPlanId: string): void }
  /** A visitor: the button leads to this address (the login, back to the plans). */
  | { kind: 'link'; to: string };

export function PriceCard({ plan: planRef, showsPhoneCall = false, buy }: { plan: FragmentType<typeof PriceCardFragment>; showsPhoneCall?: boolean; buy: PriceCardBuy }) {
  const plan = getFragmentData(PriceCardFragment, planRef);
  const priceList = getFragmentData(PriceListEntryFragment, plan.priceList);
  const [chosenId, setChosenId] = useState(priceList[0]?.installmentPlanId ?? '');
  const entry = priceList.find((p) => p.installmentPlanId === chosenId);
  const price = entry ? priceSummary(entry) : null;
  const titleId = useId();

  return (
    <article className={`price-card${plan.mostLiked ? ' price-card--featured' : ''}`} aria-labelledby={titleId}>
      {plan.mostLiked ? <p className="price-card__badge">{PLAN_TEXT.mostLiked}</p> : null}
      <h2 id={titleId} className="price-card__name">
        {plan.name}
      </h2>
      {priceList.length > 0 ? (
        <Select
          label={PLAN_TEXT.frequency}
          value={chosenId}
          onChange={(e) => setChosenId(e.target.value)}
          options={priceList.map((p) => ({ value: p.installmentPlanId, label: p.installmentPlanName }))}
        />
      ) : null}
      {price ? (
        <div className="price-card__price" aria-live="polite">
          <PriceFigures price={price} block="price-card" />
        </div>
      ) : null}
      {entry && plan.purchasable && buy.kind === 'link' ? (
        <ButtonLink to={buy.to} className="price-card__buy" data-tracking-code={TRACKING.plansPriceCardBuy.code}>
          {PLAN_TEXT.buy}
        </ButtonLink>
      ) : entry && plan.purchasable && buy.kind === 'add' ? (
        <Button
          className="price-card__buy"
          data-tracking-code={TRACKING.plansPriceCardBuy.code}
          disabled={buy.adding}
          loading={buy.adding}
          aria-describedby={titleId}
          onClick={() => buy.onAdd(plan.id, entry.installmentPlanId)}
        >
          {PLAN_TEXT.buy}
        </Button>
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
