import { useState } from 'react';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RegistrationForm } from './RegistrationForm';
import { useMembership } from './useMembership';
import './membership.css';

/** Spec 1 §2 /registrazione: free sign-up, then a result screen; the new member is signed in. */
export function RegistrationPage() {
  useDocumentTitle('Registrati gratis');
  const { submitRegistration } = useMembership();
  const [done, setDone] = useState(false);

  return (
    <div className="container page membership">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Registrazione' }]} />
      <section className="membership__card" aria-labelledby="registration-title">
        {done ? (
          <div role="status">
            <h1 id="registration-title">Registrazione completata</h1>
            <p>Benvenuto nel Club! Sei già collegato con il tuo nuovo account.</p>
            <p>Prova gratis per 7 giorni tutti i vantaggi Premium: corsi ECM, convenzioni e servizi.</p>
            <div className="membership__actions">
              <ButtonLink to={paths.trialActivation}>Prova gratis</ButtonLink>
              <ButtonLink to={paths.home} variant="outline">
                Vai alla Home
              </ButtonLink>
            </div>
          </div>
        ) : (
          <>
            <h1 id="registration-title">Registrati gratis</h1>
            <p>Crea il tuo account gratuito per accedere a news, tool e modulistica del Club.</p>
            <RegistrationForm
              submitLabel="Registrati"
              onSubmit={async (values) => {
                const outcome = await submitRegistration(values, false);
                if (outcome.ok) setDone(true);
                return outcome;
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
