import { useQuery } from '@apollo/client/react';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useScrollToHash } from '../../lib/useScrollToHash';
import { Carousel } from '../../components/ui/Carousel';
import { OfferCard, ShopLogo, useOfferActivation } from './offers';
import { shopPaths } from './shopPaths';
import { BEST_OFFERS_PER_VIEW, SHOPS_TEXT, SLIDESHOW_PER_VIEW, TOP_SHOPS_PER_VIEW } from './shopsText';
import './shops.css';

const ShopsHomeQuery = graphql(`
  query ShopsHome {
    shopsIntroVisible
    shopsBestOffers {
      id
      ...OfferCard_offer
    }
    shopsFeaturedCoupons {
      id
      ...OfferCard_offer
    }
    topShops {
      id
      name
      logoUrl
      logoLinks
    }
    shopsSlideshow {
      id
      title
      shopName
      imageUrl
      imageMobileUrl
    }
  }
`);

/** Id of the top-shops block the 'Negozi' big button jumps to. */
const TOP_SHOPS_ID = 'top-negozi';

/**
 * Spec 3 §2 /servizi/convenzioni/negozi: header 'Sconti e Convenzioni', the two big buttons, the
 * best-coupons carousel (up to 3; 1 slide mobile, 3 desktop), the featured coupons (4 per row), the
 * top-shops carousel (2 mobile, 6 desktop) and the promo slideshow. Each block is its own field:
 * failing best offers show the spec 3 §8 toast naming their call (one toast) while the others render; top shops and slideshow
 * failures are not shown (spec 3 §8), their block is left out. The header (title, intro and the two
 * big buttons) shows only when the server says so: spec 3 §6 'Shops header and coupon intro: trial or
 * premium plus top-shops entitlement' (`canSeeShopsIntro`); others keep the title, visually hidden.
 * The 'Negozi' button jumps to the
 * top-shops block; without that block it opens the categories page, where every shop is listed by
 * category, so it never points at a missing anchor (docs/spec-coverage.md).
 */
export function ShopsHomePage() {
  useDocumentTitle(SHOPS_TEXT.title);
  const { data, loading } = useQuery(ShopsHomeQuery, { errorPolicy: 'all' });
  // 'Negozi' clicked before the shops arrived only puts #top-negozi in the address (the in-page link
  // handler finds no section yet): the page jumps there once the blocks are drawn.
  useScrollToHash(data !== undefined);
  const activation = useOfferActivation();
  const offersFailed = !loading && !!data && data.shopsBestOffers === null;
  // One toast per failure: the one naming the best-offers call (spec 3 §8 'Shop offers failure');
  // the shop page's failing offers show the other one, 'Si è verificato un errore con le offerte di TopNegozi.'.
  useFailureToast(offersFailed, SHOPS_TEXT.bestOffersServiceError);
  const best = data?.shopsBestOffers ?? [];
  const featured = data?.shopsFeaturedCoupons ?? [];
  const topShops = data?.topShops ?? [];
  const slides = data?.shopsSlideshow ?? [];
  const shopsButtonTarget = data && topShops.length === 0 ? shopPaths.categories : `#${TOP_SHOPS_ID}`;

  return (
    <div className="container page shops-page">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Servizi', to: '/servizi' }, { label: 'Convenzioni', to: '/servizi/convenzioni' }, { label: SHOPS_TEXT.title }]} />
      {data?.shopsIntroVisible ? (
        <header className="shops-header">
          <h1>{SHOPS_TEXT.title}</h1>
          <p className="shops-header__intro">{SHOPS_TEXT.intro}</p>
          <nav className="shops-header__buttons" aria-label={SHOPS_TEXT.title}>
            <ButtonLink to={shopsButtonTarget} className="shops-big-button">
              {SHOPS_TEXT.shopsButton}
            </ButtonLink>
            <ButtonLink to={shopPaths.categories} className="shops-big-button">
              {SHOPS_TEXT.categoriesButton}
            </ButtonLink>
          </nav>
        </header>
      ) : (
        // Without the header the page keeps its title for assistive technology (and the tab's title).
        <h1 className="visually-hidden">{SHOPS_TEXT.title}</h1>
      )}

      {loading && <p role="status">Caricamento…</p>}

      {best.length > 0 && (
        <section className="shops-section" aria-labelledby="shops-best">
          <h2 id="shops-best">{SHOPS_TEXT.bestOffers}</h2>
          <Carousel
            label={SHOPS_TEXT.bestOffers}
            items={best}
            perView={BEST_OFFERS_PER_VIEW}
            itemKey={(o) => o.id}
            renderItem={(o) => <OfferCard offer={o} onActivate={activation.open} />}
          />
        </section>
      )}

      {featured.length > 0 && (
        <section className="shops-section" aria-labelledby="shops-featured">
          <h2 id="shops-featured">{SHOPS_TEXT.featuredCoupons}</h2>
          <ul className="offer-grid">
            {featured.map((o) => (
              <li key={o.id}>
                <OfferCard offer={o} onActivate={activation.open} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {topShops.length > 0 && (
        <section className="shops-section" id={TOP_SHOPS_ID} aria-labelledby="shops-top" tabIndex={-1}>
          <h2 id="shops-top">{SHOPS_TEXT.topShops}</h2>
          <Carousel label={SHOPS_TEXT.topShops} items={topShops} perView={TOP_SHOPS_PER_VIEW} itemKey={(s) => s.id} renderItem={(s) => <ShopLogo shop={s} />} />
        </section>
      )}

      {slides.length > 0 && (
        <section className="shops-section" aria-labelledby="shops-slides">
          <h2 id="shops-slides">{SHOPS_TEXT.slideshow}</h2>
          <Carousel
            label={SHOPS_TEXT.slideshow}
            items={slides}
            perView={SLIDESHOW_PER_VIEW}
            autoPlay
            itemKey={(s) => s.id}
            renderItem={(s) => (
              <picture className="shops-slide">
                <source media="(min-width: 768px)" srcSet={s.imageUrl} />
                <img src={s.imageMobileUrl} alt={`${s.shopName}: ${s.title}`} loading="lazy" />
              </picture>
            )}
          />
        </section>
      )}
      {activation.modal}
    </div>
  );
}

