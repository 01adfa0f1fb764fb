import { trialLengthLabel } from '@club/policy';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RegistrationForm } from './RegistrationForm';
import { useMembership } from './useMembership';
import './membership.css';

/** The type 3 form's texts (spec 1 §2 gives no wording: ours). */
export const REGISTRATION_TYPE3_TEXT = {
  intro: 'Crea il tuo account gratuito e inserisci subito codice fiscale e data di nascita: ti serviranno per seguire i corsi ECM.',
  personalDataFailed: 'Non è stato possibile salvare codice fiscale e data di nascita: puoi inserirli in Dati personali.',
  personalDataLink: 'Vai a Dati personali',
} as const;

/**
 * Spec 1 §2 /registrazione: free sign-up, then a result screen; the new member is signed in. The type
 * parameter picks the form: '1', '2' (or none) the registration, '3' the registration with the fiscal
 * code and birth date, saved on the new member's profile as soon as the account exists.
 */
export function RegistrationPage() {
  useDocumentTitle('Registrati gratis');
  const { submitRegistration, submitPersonalData } = useMembership();
  const [params] = useSearchParams();
  const withPersonalData = params.get('type') === '3';
  const [done, setDone] = useState(false);
  const [personalDataSaved, setPersonalDataSaved] = useState(true);

  return (
    <div className="container page membership">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Registrazione' }]} />
      <section className="membership__card" aria-labelledby="registration-title">
        {done ? (
          <div role="status">
            <h1 id="registration-title">Registrazione completata</h1>
            <p>Benvenuto nel Club! Sei già collegato con il tuo nuovo account.</p>
            {!personalDataSaved ? (
              <p>
                {REGISTRATION_TYPE3_TEXT.personalDataFailed} <Link to="/profilo/dati-personali">{REGISTRATION_TYPE3_TEXT.personalDataLink}</Link>
              </p>
            ) : null}
            <p>Prova gratis per {trialLengthLabel()} tutti i vantaggi Premium: corsi ECM, convenzioni e servizi.</p>
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
            <p>{withPersonalData ? REGISTRATION_TYPE3_TEXT.intro : 'Crea il tuo account gratuito per accedere a news, tool e modulistica del Club.'}</p>
            <RegistrationForm
              key={withPersonalData ? 'type-3' : 'type-1-2'}
              submitLabel="Registrati"
              withPersonalData={withPersonalData}
              onSubmit={async (values) => {
                const outcome = await submitRegistration(values, false);
                if (outcome.ok && withPersonalData && values.codiceFiscale && values.dataDiNascita) {
                  setPersonalDataSaved(await submitPersonalData(values.codiceFiscale, values.dataDiNascita));
                }
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
