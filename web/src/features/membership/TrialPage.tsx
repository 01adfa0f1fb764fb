import { trialLengthLabel } from '@club/policy';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RegistrationForm } from './RegistrationForm';
import { TrialActivated } from './TrialActivated';
import { TrialActivation } from './TrialActivation';
import { TrialNotEligible } from './TrialNotEligible';
import { TrialStartQuery, useMembership } from './useMembership';
import './membership.css';

/**
 * Spec 1 §2 /registrazione-trial and /attivazione-trial: what the page offers is the server's
 * `viewer.trialStart` (a visitor registers into the trial, a registered member activates it, the
 * others are sent to the plans). Both routes show this page; the visitor's form is the
 * registration form with the trial.
 */
export function TrialPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { data, loading } = useQuery(TrialStartQuery);
  const { submitRegistration } = useMembership();
  // Set once the trial is on: the viewer reloads with the new type, the result screen stays.
  const [registered, setRegistered] = useState(false);
  const start = data?.viewer.trialStart;

  let body;
  if (registered) body = <TrialActivated />;
  else if (loading && !data) body = <Spinner label="Caricamento..." />;
  else if (start === 'REGISTER') {
    body = (
      <>
        <h1 id="trial-title">Prova gratis per {trialLengthLabel()}</h1>
        <p>Registrati e attiva subito la prova gratuita dei vantaggi Premium del Club.</p>
        <RegistrationForm
          submitLabel="Prova gratis"
          onSubmit={async (values) => {
            const outcome = await submitRegistration(values, true);
            if (outcome.ok) setRegistered(true);
            return outcome;
          }}
        />
      </>
    );
  } else if (start === 'ACTIVATE') body = <TrialActivation onActivated={() => setRegistered(true)} />;
  else body = <TrialNotEligible />;

  return (
    <div className="container page membership">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Prova gratuita' }]} />
      <section className="membership__card" aria-labelledby="trial-title">
        {body}
      </section>
    </div>
  );
}

/** /registrazione-trial */
export function TrialRegistrationPage() {
  return <TrialPage title="Prova gratis" />;
}

/** /attivazione-trial */
export function TrialActivationPage() {
  return <TrialPage title="Attivazione prova gratuita" />;
}
