import { useQuery } from '@apollo/client/react';
import { LIGHT_AND_GAS_FORM_TYPE } from '@club/validation';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useViewer } from '../../lib/viewer';
// The one lead form of the portal lives in the leads feature (spec 3 §8), shared by every service page.
import { LeadForm } from '../leads';
import { InfoTooltip } from './InfoTooltip';
import './deals.css';

const EnergyOffersQuery = graphql(`
  query EnergyOffers {
    energyOffers {
      id
      kind
      title
      description
      features {
        text
        tooltip
      }
      conditionsUrl
    }
  }
`);

/** Id of the page header the benefits block's 'Chiedi informazioni' link leads to (spec 3 §2). */
export const LIGHT_AND_GAS_HEADER_ID = 'legal-service-header';
export const LIGHT_AND_GAS_TEXT = {
  title: 'Luce e Gas',
  intro: "Il partner del Club per l'energia offre agli iscritti tariffe dedicate per la fornitura di luce e gas, con energia da fonti rinnovabili e assistenza dedicata.",
  error: 'Non è stato possibile caricare le offerte luce e gas. Riprova più tardi.',
  conditions: 'Scarica le condizioni tecnico-economiche',
  benefits: ['Tariffe riservate agli iscritti del Club', 'Cambio fornitore senza interruzioni e senza costi', 'Assistenza clienti dedicata'],
} as const;

/**
 * Spec 3 §2 light and gas: company intro, offers (Gas or Luce) with features, tooltips and the
 * conditions download, benefits. Spec 3 §3 lists no form type for its information form: ours is
 * LIGHT_AND_GAS_FORM_TYPE ('richiesta-luce-gas'), declared in packages/validation with the others so
 * the server accepts it (docs/spec-coverage.md).
 */
export function LightAndGasPage() {
  useDocumentTitle(LIGHT_AND_GAS_TEXT.title);
  const { viewer } = useViewer();
  const { data, loading } = useQuery(EnergyOffersQuery, { errorPolicy: 'all' });
  const offers = data?.energyOffers;
  // 'Chiedi informazioni' for non-suspect viewers only (spec 3 §2); nothing until the viewer is known.
  const asksInformation = viewer ? !viewer.flags.isSuspect : false;
  return (
    <div className="deals-page container page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Servizi', to: paths.services }, { label: 'Convenzioni', to: '/servizi/convenzioni' }, { label: LIGHT_AND_GAS_TEXT.title }]} />
      <header className="deals-hero" id={LIGHT_AND_GAS_HEADER_ID} tabIndex={-1}>
        <h1>{LIGHT_AND_GAS_TEXT.title}</h1>
        <p>{LIGHT_AND_GAS_TEXT.intro}</p>
        {asksInformation ? <LeadForm formType={LIGHT_AND_GAS_FORM_TYPE} variant="service" title="Richiedi informazioni su luce e gas" /> : null}
      </header>
      <section aria-labelledby="energy-offers" className="section">
        <h2 id="energy-offers">Le offerte</h2>
        {loading && !data ? (
          <Spinner label="Caricamento delle offerte luce e gas" />
        ) : !offers ? (
          <p className="deals-message" role="alert">
            {LIGHT_AND_GAS_TEXT.error}
          </p>
        ) : (
          <ul className="deals-grid" aria-label="Offerte luce e gas">
            {offers.map((o) => (
              <li key={o.id} className="deal-card">
                <div className="deal-card__body">
                  <p className="badge">{o.kind === 'GAS' ? 'Gas' : 'Luce'}</p>
                  <h3 className="deal-card__title">{o.title}</h3>
                  {o.description ? <p>{o.description}</p> : null}
                  <ul className="energy-features">
                    {o.features.map((f) => (
                      <li key={f.text}>
                        {f.text}
                        {f.tooltip ? <InfoTooltip label={f.text} text={f.tooltip} /> : null}
                      </li>
                    ))}
                  </ul>
                  {o.conditionsUrl ? (
                    <a href={o.conditionsUrl} target="_blank" rel="noopener" className="energy-conditions">
                      {LIGHT_AND_GAS_TEXT.conditions}
                      <span className="visually-hidden"> (PDF, {o.title}, si apre in una nuova scheda)</span>
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="energy-benefits" className="section">
        <h2 id="energy-benefits">I vantaggi</h2>
        <ul className="deals-benefits">
          {LIGHT_AND_GAS_TEXT.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        {asksInformation ? (
          <a className="btn btn--primary btn--md" href={`#${LIGHT_AND_GAS_HEADER_ID}`}>
            Chiedi informazioni
          </a>
        ) : null}
      </section>
    </div>
  );
}
