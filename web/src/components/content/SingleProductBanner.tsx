import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { getFragmentData, graphql } from '../../gql';
import { useBuyOnline } from '../../lib/cart';
import { priceSummary } from '../../lib/pricing';
import { PriceListEntryFragment } from '../../lib/priceListEntry';
import { Button, ButtonLink } from '../ui/Button';
import { PriceFigures } from '../ui/PriceFigures';
import './single-product-banner.css';

const SingleProductOfferQuery = graphql(`
  query SingleProductOffer {
    singleProductOffer {
      id
      name
      mostLiked
      services {
        label
        available
      }
      priceList {
        ...PriceListEntry_entry
      }
    }
    viewer {
      flags {
        isSuspect
      }
    }
  }
`);

/** Texts of the single-product purchase banner (spec 3 §9 price card buy label, §2 'Il più scelto'). */
export const SINGLE_PRODUCT_TEXT = {
  buy: 'Acquista Online',
  mostLiked: 'Il più scelto',
  included: (name: string) => `Servizi inclusi in ${name}`,
  /** A cart write that fails without a message of the server's (as the price cards of /piani say it). */
  addFailed: 'Non è stato possibile aggiungere il prodotto al carrello, riprova più tardi.',
} as const;

/**
 * The single-product purchase banner (spec 3 §2 'Other widgets', beside the paywall and products
 * modals): one plan put on sale in one step, the one the server picks for this viewer
 * (`Query.singleProductOffer`: never the plan they hold or have in the cart). Its name, the services it
 * includes, the suggested price (the 12-instalment entry, spec 3 §9, first in the price list) and
 * 'Acquista Online': a member adds that plan on that instalment plan to the cart and goes to the cart
 * (spec 3 §7 cart add: productId, installmentPlanId, redirectTo); a visitor signs in first and comes
 * back. Nothing to sell, or a failing products service, leaves no banner: the page around it stands.
 */
export function SingleProductBanner({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { data } = useQuery(SingleProductOfferQuery, { errorPolicy: 'all' });
  const plan = data?.singleProductOffer;
  const entry = plan ? getFragmentData(PriceListEntryFragment, plan.priceList[0]) : undefined;
  const titleId = useId();
  const location = useLocation();
  const { adding, add } = useBuyOnline(SINGLE_PRODUCT_TEXT.addFailed);

  if (!plan || !entry) return null;
  const price = priceSummary(entry);
  const visitor = data?.viewer.flags.isSuspect !== false;
  const Heading = headingLevel;
  const included = plan.services.filter((s) => s.available);
  return (
    <section className="single-product-banner" aria-labelledby={titleId}>
      {plan.mostLiked ? <p className="single-product-banner__badge badge">{SINGLE_PRODUCT_TEXT.mostLiked}</p> : null}
      <Heading id={titleId} className="single-product-banner__name">
        {plan.name}
      </Heading>
      {included.length > 0 ? (
        <ul className="single-product-banner__services" aria-label={SINGLE_PRODUCT_TEXT.included(plan.name)}>
          {included.map((s) => (
            <li key={s.label}>{s.label}</li>
          ))}
        </ul>
      ) : null}
      <div className="single-product-banner__price">
        <PriceFigures price={price} block="single-product-banner" />
      </div>
      {visitor ? (
        <ButtonLink to={`${paths.login}?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`} className="single-product-banner__buy">
          {SINGLE_PRODUCT_TEXT.buy}
        </ButtonLink>
      ) : (
        <Button className="single-product-banner__buy" disabled={adding} loading={adding} aria-describedby={titleId} onClick={() => void add(plan.id, entry.installmentPlanId)}>
          {SINGLE_PRODUCT_TEXT.buy}
        </Button>
      )}
    </section>
  );
}
