import { useQuery } from '@apollo/client/react';
import { safeRedirectTarget } from '@club/policy';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { getFragmentData, graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { OfferCard, OfferCard_offer, useOfferActivation } from './offers';
import { shopPaths } from './shopPaths';
import { SHOPS_TEXT } from './shopsText';
import './shops.css';

const ShopQuery = graphql(`
  query ShopPage($id: ID!) {
    shop(id: $id) {
      id
      name
      logoUrl
      category
      description
      offers {
        id
        ...OfferCard_offer
      }
    }
  }
`);

const OfferQuery = graphql(`
  query ShopOffer($id: ID!) {
    offer(id: $id) {
      id
      shopId
      ...OfferCard_offer
    }
  }
`);

/**
 * Spec 3 §2 names `returnUrl` without saying what it does. Our reading: the page the member came
 * from, offered as a 'Torna indietro' link, and only when it is one of the portal's own paths (the
 * login redirect's rule, `safeRedirectTarget`); anything else shows no link (docs/spec-coverage.md).
 */
export function shopReturnPath(value: string | null): string | null {
  if (value === null) return null;
  const target = value.trim();
  return target !== '' && safeRedirectTarget(target) === target ? target : null;
}

/** The back link's label (the spec's own back label 'Torna indietro', spec 1 §2). */
export const SHOP_BACK_LABEL = 'Torna indietro';

/**
 * Spec 3 §2 /servizi/convenzioni/negozi/{shopId}: the shop and its offers. `?ocode=` (an offer id)
 * opens that offer's popup (spec 3 §4); `?returnUrl=` a portal path offers 'Torna indietro' to it;
 * `show_token` is not read (the spec names it without a behaviour, docs/spec-coverage.md); an unknown
 * shop gives the not-found page, while an `ocode` that matches no offer of this shop just opens no popup:
 * the shop shows as without it (spec 3 §4 'when ocode matches an offer, a popup opens').
 */
export function ShopPage() {
  const { shopId = '' } = useParams();
  const [params] = useSearchParams();
  const ocode = params.get('ocode');
  const back = shopReturnPath(params.get('returnUrl'));
  const { data, loading } = useQuery(ShopQuery, { variables: { id: shopId }, errorPolicy: 'all' });
  const offerQuery = useQuery(OfferQuery, { variables: { id: ocode ?? '' }, skip: !ocode, errorPolicy: 'all' });
  const activation = useOfferActivation();
  const shop = data?.shop;
  useDocumentTitle(shop?.name ?? SHOPS_TEXT.title);
  const offersFailed = !!shop && shop.offers === null;
  useFailureToast(offersFailed, SHOPS_TEXT.offersError);

  const linked = offerQuery.data?.offer;
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || linked.shopId !== shopId || opened.current === linked.id) return;
    opened.current = linked.id;
    void activation.open(getFragmentData(OfferCard_offer, linked), 'link');
  }, [linked, shopId, activation]);

  if (!loading && data && shop === null) return <NotFoundPage />;

  return (
    <div className="container page shops-page">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: SHOPS_TEXT.title, to: shopPaths.shops }, { label: shop?.name ?? '…' }]} />
      {back && (
        <p className="shop-back">
          <Link to={back}>{SHOP_BACK_LABEL}</Link>
        </p>
      )}
      {loading && <p role="status">Caricamento…</p>}
      {shop && (
        <>
          <header className="shop-header">
            <img src={shop.logoUrl} alt="" width={160} height={80} />
            <div>
              <h1>{shop.name}</h1>
              <p className="shop-header__category">{shop.category}</p>
              {shop.description && <p>{shop.description}</p>}
            </div>
          </header>
          <section className="shops-section" aria-labelledby="shop-offers">
            <h2 id="shop-offers">{SHOPS_TEXT.shopOffers}</h2>
            {shop.offers && shop.offers.length === 0 && <p>{SHOPS_TEXT.noOffers}</p>}
            <ul className="offer-grid">
              {(shop.offers ?? []).map((o) => (
                <li key={o.id}>
                  <OfferCard offer={o} onActivate={activation.open} showShop={false} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      {activation.modal}
    </div>
  );
}
