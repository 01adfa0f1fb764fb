import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
// The one lead form of the portal lives in the leads feature (spec 3 §8), shared by every service page.
import { LeadForm } from '../leads';
import {
  ANYWHERE,
  DESTINATION_OPTIONS,
  NO_TRAVEL_FILTERS,
  VACATION_TYPE_OPTIONS,
  destinationLabel,
  hasTravelFilters,
  travelFiltersFromSearch,
  travelSearchOf,
  travelVariables,
  vacationTypeLabel,
  type TravelFilters,
} from './travelFilters';
import { LG_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import './deals.css';

const TravelOffersQuery = graphql(`
  query TravelOffers($destination: TravelDestination, $vacationType: VacationType) {
    travelOffers(destination: $destination, vacationType: $vacationType) {
      path
      title
      location
      destination
      vacationType
      extract
      imageUrl
    }
  }
`);

export const TRAVEL_TEXT = {
  title: 'Business Class Viaggi',
  intro: 'Viaggi, crociere e soggiorni selezionati per gli iscritti del Club, con il 10% di sconto sulle attrazioni.',
  error: 'Non è stato possibile caricare le offerte di viaggio. Riprova più tardi.',
  empty: 'Nessuna offerta per i filtri scelti.',
} as const;

/** Spec 3 §3 form types: the travel page's information request. */
export const TRAVEL_FORM_TYPE = 'richiesta-viaggi';

const destinationOptions = [{ value: '', label: ANYWHERE }, ...DESTINATION_OPTIONS.map((o) => ({ value: o.slug, label: o.label }))];
const vacationTypeOptions = [{ value: '', label: ANYWHERE }, ...VACATION_TYPE_OPTIONS.map((o) => ({ value: o.slug, label: o.label }))];

/** Desktop: two dropdowns applied on change; 'Azzera filtri' only while a filter is active. */
function DesktopFilters({ filters, onApply }: { filters: TravelFilters; onApply: (f: TravelFilters) => void }) {
  return (
    <div className="travel-filters travel-filters--desktop">
      <Select label="Destinazione" value={filters.destination} options={destinationOptions} onChange={(e) => onApply({ ...filters, destination: e.target.value })} />
      <Select label="Tipo di vacanza" value={filters.vacationType} options={vacationTypeOptions} onChange={(e) => onApply({ ...filters, vacationType: e.target.value })} />
      {hasTravelFilters(filters) ? (
        <Button variant="link" onClick={() => onApply(NO_TRAVEL_FILTERS)}>
          Azzera filtri
        </Button>
      ) : null}
    </div>
  );
}

/** Below lg: a filter panel; the choices apply with 'Applica filtri', 'Azzera filtri' returns both to Ovunque. */
function PanelFilters({ filters, onApply }: { filters: TravelFilters; onApply: (f: TravelFilters) => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(filters);
  const toggle = () => {
    if (!open) setPending(filters);
    setOpen(!open);
  };
  return (
    <div className="travel-filters travel-filters--panel">
      <Button variant="outline" aria-expanded={open} aria-controls="travel-filter-panel" onClick={toggle}>
        {hasTravelFilters(filters) ? 'Filtri (attivi)' : 'Filtri'}
      </Button>
      <div id="travel-filter-panel" className="travel-filters__panel" hidden={!open}>
        <Select label="Destinazione" value={pending.destination} options={destinationOptions} onChange={(e) => setPending({ ...pending, destination: e.target.value })} />
        <Select label="Tipo di vacanza" value={pending.vacationType} options={vacationTypeOptions} onChange={(e) => setPending({ ...pending, vacationType: e.target.value })} />
        <div className="travel-filters__actions">
          <Button
            onClick={() => {
              onApply(pending);
              setOpen(false);
            }}
          >
            Applica filtri
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setPending(NO_TRAVEL_FILTERS);
              onApply(NO_TRAVEL_FILTERS);
              setOpen(false);
            }}
          >
            Azzera filtri
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Spec 3 §2 /servizi/convenzioni/business-class-viaggi: the travel offers with the filters
 * Destinazione and Tipo di vacanza (in the URL; every change re-queries). A failing search shows its
 * message in the block while the rest of the page renders.
 */
export function TravelListingPage() {
  useDocumentTitle(TRAVEL_TEXT.title);
  const [params, setParams] = useSearchParams();
  const filters = travelFiltersFromSearch(params);
  const desktop = useMediaQuery(LG_QUERY);
  const { data, loading, error } = useQuery(TravelOffersQuery, { variables: travelVariables(filters), errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const offers = data?.travelOffers;
  const failed = !loading && (error !== undefined || !offers);
  const apply = (next: TravelFilters) => setParams(travelSearchOf(next));

  return (
    <div className="deals-page">
      <div className="container page">
        <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Servizi', to: paths.services }, { label: 'Convenzioni', to: '/servizi/convenzioni' }, { label: TRAVEL_TEXT.title }]} />
        <header className="deals-hero">
          <h1>{TRAVEL_TEXT.title}</h1>
          <p>{TRAVEL_TEXT.intro}</p>
        </header>

        <section aria-labelledby="travel-offers-title" className="section">
          <h2 id="travel-offers-title">Le offerte di viaggio</h2>
          {desktop ? <DesktopFilters filters={filters} onApply={apply} /> : <PanelFilters key={params.toString()} filters={filters} onApply={apply} />}
          <div aria-busy={loading} aria-live="polite">
            {loading && !offers ? (
              <Spinner label="Caricamento delle offerte di viaggio" />
            ) : failed || !offers ? (
              <p className="deals-message" role="alert">
                {TRAVEL_TEXT.error}
              </p>
            ) : offers.length === 0 ? (
              <p className="deals-message">{TRAVEL_TEXT.empty}</p>
            ) : (
              <>
                <p className="deals-count">{offers.length === 1 ? '1 offerta' : `${offers.length} offerte`}</p>
                <ul className="deals-grid" aria-label="Offerte di viaggio">
                  {offers.map((offer) => (
                    <li key={offer.path} className="deal-card">
                      <img className="deal-card__image" src={offer.imageUrl} alt="" loading="lazy" width={400} height={225} />
                      <div className="deal-card__body">
                        <p className="deal-card__meta">
                          {destinationLabel(offer.destination)} · {vacationTypeLabel(offer.vacationType)}
                        </p>
                        <h3 className="deal-card__title">
                          <Link to={offer.path}>{offer.title}</Link>
                        </h3>
                        <p className="deal-card__location">{offer.location}</p>
                        {offer.extract ? <p>{offer.extract}</p> : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </section>
      </div>
      <div className="container">
        <LeadForm formType={TRAVEL_FORM_TYPE} variant="service" title="Richiedi informazioni sui viaggi" id="travel-form" />
      </div>
    </div>
  );
}
