import { canReadEdicola } from '@club/policy';
import { useQuery } from '@apollo/client/react';
import { Paywall, type PaywallOption } from '../../components/content/Paywall';
import { viewerClaimsOf } from '../../lib/viewerClaims';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useViewer } from '../../lib/viewer';
import './magazines.css';

const EdicolaQuery = graphql(`
  query Edicola {
    magazines {
      id
      name
      logoUrl
      url
    }
  }
`);

const TEXT = "L'Edicola digitale, con le riviste da sfogliare online, è riservata agli abbonati Premium.";

/** Who sees which paywall on /edicola-digitale (first match wins). */
export const EDICOLA_PAYWALL: readonly PaywallOption[] = [
  { id: 'visitor', title: 'Registrati gratis', text: TEXT, cta: { label: 'Registrati gratis', to: paths.registration }, visibility: { subscriptionTypes: ['SUSPECT'] } },
  { id: 'registered', title: 'Scopri Premium', text: TEXT, cta: { label: 'Scopri i piani', to: paths.plans }, visibility: { subscriptionTypes: ['REGISTRATO'] } },
  { id: 'trial', title: 'Passa a Premium', text: TEXT, cta: { label: 'Passa a Premium', to: paths.upgrade }, visibility: { subscriptionTypes: ['TRIAL', 'EX_TRIAL'] } },
  { id: 'expremium', title: 'Rinnova il tuo abbonamento', text: TEXT, cta: { label: 'Rinnova', to: paths.upgrade }, visibility: { subscriptionTypes: ['EX_PREMIUM'] } },
];

/** /edicola-digitale (spec 2 §6): premium members browse the magazines; everyone else sees the paywall. */
export function EdicolaPage() {
  useDocumentTitle('Edicola digitale');
  const { viewer, loading } = useViewer();
  const claims = viewerClaimsOf(viewer);
  const allowed = claims !== null && canReadEdicola(claims);
  const magazines = useQuery(EdicolaQuery, { skip: !allowed, errorPolicy: 'all' });

  return (
    <div className="container magazines">
      <Breadcrumbs items={[{ label: 'Homepage', to: paths.home }, { label: 'Edicola digitale' }]} />
      <h1>Edicola digitale</h1>
      {(loading || magazines.loading) && <Spinner label="Caricamento dell'Edicola digitale" />}
      {!loading && !allowed && <Paywall options={EDICOLA_PAYWALL} />}
      {allowed && !magazines.loading && !magazines.data?.magazines && <p role="alert">Non è stato possibile caricare le riviste. Riprova più tardi.</p>}
      {magazines.data?.magazines && (
        <ul className="grid content-list" aria-label="Riviste da sfogliare">
          {magazines.data.magazines.map((m) => (
            <li key={m.id} className="col-12 col-md-6 col-lg-3">
              <a className="resource-card edicola__item" href={m.url} target="_blank" rel="noopener noreferrer">
                <img src={m.logoUrl} alt="" loading="lazy" />
                <span>Sfoglia {m.name}</span>
                <span className="visually-hidden"> (si apre in una nuova finestra)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
