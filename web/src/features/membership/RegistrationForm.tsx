import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS, MESSAGES, registrationFormSchema, registrationWithPersonalDataFormSchema, type RegistrationWithPersonalDataInput } from '@club/validation';
import { Form } from '../../components/forms/Form';
import { FormStatus } from '../../components/forms/FormStatus';
import { SwitchField } from '../../components/forms/SwitchField';
import { TextInputField } from '../../components/forms/TextInputField';
import { lowerCase, upperCase } from '../../components/forms/transforms';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useSingleFlight } from '../../lib/idempotency';
import type { MembershipOutcome, RegistrationValues } from './useMembership';

const DEFAULTS: RegistrationWithPersonalDataInput = { nome: '', cognome: '', email: '', cellulare: '', password: '', confermaPassword: '', privacy: false, condizioni: false, codiceFiscale: '', dataDiNascita: '' };
const SERVER_FIELDS = new Set(['nome', 'cognome', 'email', 'cellulare', 'privacy', 'condizioni', 'codiceFiscale', 'dataDiNascita']);

/** Keeps digits only as the member types (spec 1 §5 cellulare: digits only). */
const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/**
 * The registration form (spec 1 §2, §5): the shared lead-form fields, a password typed twice and
 * the two consents. Used by /registrazione and, with the trial, by /registrazione-trial.
 */
export function RegistrationForm({ submitLabel, onSubmit, withPersonalData = false }: { submitLabel: string; onSubmit(values: RegistrationValues): Promise<MembershipOutcome>; withPersonalData?: boolean }) {
  // Type 3 (spec 1 §2): the fiscal code and the birth date too; types 1 and 2 check only the registration's fields.
  const schema = (withPersonalData ? registrationWithPersonalDataFormSchema : registrationFormSchema) as typeof registrationWithPersonalDataFormSchema;
  const form = useSchemaForm(schema, { defaultValues: DEFAULTS });
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = useSingleFlight(async (values: RegistrationValues) => {
    setBusy(true);
    setStatus(null);
    const outcome = await onSubmit(values);
    setBusy(false);
    if (outcome.ok) return;
    if (outcome.field && SERVER_FIELDS.has(outcome.field)) {
      form.setError(outcome.field as 'nome', { type: 'server', message: outcome.message }, { shouldFocus: true });
    } else if (outcome.field === 'encryptedPassword') {
      form.setError('password', { type: 'server', message: outcome.message }, { shouldFocus: true });
    } else {
      setStatus(outcome.message);
    }
  });

  return (
    <Form form={form} onValid={submit} aria-label="Registrazione">
      <p className="membership__required-note">{MESSAGES.requiredFieldsFooter}</p>
      <div className="membership__row">
        <TextInputField control={form.control} name="nome" label="Nome" autoComplete="given-name" maxLength={LIMITS.nameMax} required />
        <TextInputField control={form.control} name="cognome" label="Cognome" autoComplete="family-name" maxLength={LIMITS.nameMax} required />
      </div>
      <div className="membership__row">
        <TextInputField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" maxLength={LIMITS.emailMax} transform={lowerCase} required />
        <TextInputField control={form.control} name="cellulare" label="Cellulare" type="tel" inputMode="numeric" autoComplete="tel" maxLength={LIMITS.phoneMax} transform={digitsOnly} required />
      </div>
      <div className="membership__row">
        <TextInputField control={form.control} name="password" label="Password" type="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} required />
        <TextInputField control={form.control} name="confermaPassword" label="Conferma password" type="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} required />
      </div>
      {withPersonalData ? (
        <div className="membership__row">
          <TextInputField control={form.control} name="codiceFiscale" label="Codice fiscale" autoComplete="off" maxLength={LIMITS.fiscalCodeLength} transform={upperCase} required />
          <TextInputField control={form.control} name="dataDiNascita" label="Data di nascita" hint="gg/mm/aaaa" inputMode="numeric" autoComplete="bday" maxLength={10} required />
        </div>
      ) : null}
      <SwitchField
        control={form.control}
        name="privacy"
        id="registration-privacy"
        required
        label={<>Dichiaro di aver letto e compreso l'<Link to={paths.privacyNotice}>informativa sulla privacy</Link></>}
      />
      <SwitchField
        control={form.control}
        name="condizioni"
        id="registration-terms"
        required
        label={<>Accetto le <Link to={paths.termsOfUse}>condizioni d'uso</Link> del Club</>}
      />
      <FormStatus id="registration-status" message={status} />
      <Button type="submit" className="membership__submit" disabled={busy} loading={busy}>
        {submitLabel}
      </Button>
      <p className="membership__aside">
        Hai già un account? <Link to={paths.login}>Accedi</Link>
      </p>
    </Form>
  );
}
