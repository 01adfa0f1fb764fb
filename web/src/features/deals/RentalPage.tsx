import { useQuery } from '@apollo/client/react';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatEuro, formatNumber } from './format';
import './deals.css';

const RentalOffersQuery = graphql(`
  query RentalOffers {
    rentalOffers {
      id
      imageUrl
      advance
      kmPerYear
      months
      brand
      model
      monthlyCost
      averageConsumption
      horsePower
      co2
      transmission
      cc
      traction
      fuelType
      doors
    }
  }
`);

export const RENTAL_TEXT = {
  title: 'Noleggio a lungo termine',
  about: 'Rent 478 è il partner del Club per il noleggio a lungo termine: un canone mensile che comprende assicurazione, manutenzione e assistenza stradale.',
  error: 'Non è stato possibile caricare le offerte di noleggio. Riprova più tardi.',
  benefits: ['Canone fisso mensile, senza sorprese', 'Assicurazione RCA, furto e incendio incluse', 'Manutenzione ordinaria e straordinaria', 'Assistenza stradale 24 ore su 24'],
} as const;

/** Spec 3 §2 rental partner page: about, offers (price per month, VAT excluded, with advance, km per year and months), benefits. */
export function RentalPage() {
  useDocumentTitle(RENTAL_TEXT.title);
  const { data, loading } = useQuery(RentalOffersQuery, { errorPolicy: 'all' });
  const offers = data?.rentalOffers;
  return (
    <div className="deals-page container page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Servizi', to: paths.services }, { label: 'Convenzioni', to: '/servizi/convenzioni' }, { label: RENTAL_TEXT.title }]} />
      <header className="deals-hero">
        <h1>{RENTAL_TEXT.title}</h1>
      </header>
      <section id="about" aria-labelledby="rental-about" className="section">
        <h2 id="rental-about">Chi siamo</h2>
        <p>{RENTAL_TEXT.about}</p>
      </section>
      <section id="offerte" aria-labelledby="rental-offers" className="section">
        <h2 id="rental-offers">Le offerte</h2>
        {loading && !data ? (
          <Spinner label="Caricamento delle offerte di noleggio" />
        ) : !offers ? (
          <p className="deals-message" role="alert">
            {RENTAL_TEXT.error}
          </p>
        ) : (
          <ul className="deals-grid" aria-label="Offerte di noleggio">
            {offers.map((o) => (
              <li key={o.id} className="deal-card">
                {o.imageUrl ? <img className="deal-card__image" src={o.imageUrl} alt="" loading="lazy" width={400} height={225} /> : null}
                <div className="deal-card__body">
                  <h3 className="deal-card__title">
                    {o.brand} {o.model}
                  </h3>
                  <p className="rental-price">
                    <strong>{formatEuro(o.monthlyCost)}</strong> al mese <span className="text-muted">(IVA esclusa)</span>
                  </p>
                  <ul className="rental-terms">
                    <li>Anticipo {formatEuro(o.advance)}</li>
                    <li>{formatNumber(o.kmPerYear)} km all'anno</li>
                    <li>{o.months} mesi</li>
                  </ul>
                  <dl className="rental-specs">
                    {([
                      ['Alimentazione', o.fuelType],
                      ['Cambio', o.transmission],
                      ['Potenza', o.horsePower !== null && o.horsePower !== undefined ? `${o.horsePower} CV` : null],
                      ['Cilindrata', o.cc ? `${formatNumber(o.cc)} cc` : null],
                      ['Consumo medio', o.averageConsumption],
                      ['Emissioni CO2', o.co2],
                      ['Trazione', o.traction],
                      ['Porte', o.doors ? String(o.doors) : null],
                    ] as const)
                      .filter(([, v]) => v)
                      .map(([k, v]) => (
                        <div key={k}>
                          <dt>{k}</dt>
                          <dd>{v}</dd>
                        </div>
                      ))}
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id="vantaggi" aria-labelledby="rental-benefits" className="section">
        <h2 id="rental-benefits">I vantaggi</h2>
        <ul className="deals-benefits">
          {RENTAL_TEXT.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
