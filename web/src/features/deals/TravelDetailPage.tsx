import { useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { TRAVEL_TEXT } from './TravelListingPage';
import { knownTravelIcons } from './travelIcons';
import './deals.css';

const TravelOfferQuery = graphql(`
  query TravelOffer($path: String!) {
    travelOffer(path: $path) {
      path
      title
      location
      backgroundImageUrl
      icons {
        name
        value
      }
      description
    }
  }
`);

/** Spec 3 §2 travel detail: title, location, background image, icons and rich-text description; an unknown item is the not-found page. */
export function TravelDetailPage() {
  const { pathname } = useLocation();
  const { data, loading, error } = useQuery(TravelOfferQuery, { variables: { path: pathname }, errorPolicy: 'all' });
  const offer = data?.travelOffer;
  useDocumentTitle(offer?.title ?? TRAVEL_TEXT.title);

  if (loading && !data) {
    return (
      <div className="container page">
        <Spinner label="Caricamento del viaggio" />
      </div>
    );
  }
  if (!offer) {
    if (error) {
      return (
        <div className="container page">
          <p className="deals-message" role="alert">
            {TRAVEL_TEXT.error}
          </p>
        </div>
      );
    }
    return <NotFoundPage />;
  }
  const icons = knownTravelIcons(offer.icons);
  return (
    <div className="deals-page">
      <header className="travel-hero" style={{ backgroundImage: `url("${offer.backgroundImageUrl}")` }}>
        <div className="container travel-hero__inner">
          <h1>{offer.title}</h1>
          <p className="travel-hero__location">{offer.location}</p>
        </div>
      </header>
      <div className="container page">
        <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: TRAVEL_TEXT.title, to: paths.travel }, { label: offer.title }]} />
        {icons.length > 0 ? (
          <dl className="travel-icons" aria-label="Caratteristiche del viaggio">
            {icons.map((icon, index) => (
              <div key={`${icon.name}-${index}`} className="travel-icons__item" data-icon={icon.name}>
                {icon.glyph ? (
                  <span className="travel-icons__glyph" aria-hidden="true">
                    {icon.glyph}
                  </span>
                ) : null}
                <dt className={icon.labelHidden ? 'visually-hidden' : undefined}>{icon.label}</dt>
                <dd>{icon.value ?? 'Sì'}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {/* The description is the CMS's rich text, written by the club's editors. */}
        {offer.description ? <div className="travel-description" dangerouslySetInnerHTML={{ __html: offer.description }} /> : null}
        <ButtonLink to={paths.travel} variant="outline">
          Tutte le offerte di viaggio
        </ButtonLink>
      </div>
    </div>
  );
}
