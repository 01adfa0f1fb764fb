import { MESSAGES, personalDataSchema } from '@club/validation';
import { useId, useMemo, useState } from 'react';
import { Form } from '../../../components/forms/Form';
import { TextInputField } from '../../../components/forms/TextInputField';
import { upperCase } from '../../../components/forms/transforms';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/Toast';
import { graphql } from '../../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../../lib/idempotency';
import { formatDate } from '../format';
import { failureKind, PROFILE_TEXTS, type Failure } from './profileFailure';
import { ReadOnly } from './ReadOnlyField';

const CompleteProfileMutation = graphql(`
  mutation CompleteProfile($fiscalCode: String, $birthDate: String) {
    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {
      ok
      viewer {
        subscriptionType
        user {
          id
          hasFiscalCode
          personalData {
            birthDate
            fiscalCode
            phonePrefix
            phone
          }
        }
      }
    }
  }
`);

/** 'Completa profilo' (spec 3 §4): only the missing fiscal code and birth date become editable; Save or Cancel; locked after saving. */
export function CompletionForm({ fiscalCode, birthDate, onFailure }: { fiscalCode: string | null; birthDate: string | null; onFailure(kind: Failure): void }) {
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const wanted = useMemo(() => ({ ...(fiscalCode ? {} : { codiceFiscale: true as const }), ...(birthDate ? {} : { dataDiNascita: true as const }) }), [fiscalCode, birthDate]);
  const schema = useMemo(() => personalDataSchema.pick(wanted), [wanted]);
  const form = useSchemaForm(schema, { defaultValues: { codiceFiscale: '', dataDiNascita: '' } as never });
  const [save, { loading }] = useIdempotentMutation(CompleteProfileMutation);
  const missing = !fiscalCode || !birthDate;
  const submit = useSingleFlight(async (values: { codiceFiscale?: string; dataDiNascita?: string }) => {
    try {
      await save({
        variables: {
          fiscalCode: values.codiceFiscale ?? null,
          // The server takes gg/mm/aaaa and sends YYYY-MM-DD upstream; the form's output is already YYYY-MM-DD.
          birthDate: values.dataDiNascita ? formatDate(values.dataDiNascita) : null,
        },
      });
      setEditing(false);
      toast.show(PROFILE_TEXTS.completed, 'success');
    } catch (err) {
      const f = failureKind(err);
      if (f.field === 'fiscalCode' || f.field === 'birthDate') {
        form.setError(f.field === 'fiscalCode' ? 'codiceFiscale' : 'dataDiNascita', { type: 'server', message: f.message });
        if (f.field === 'fiscalCode') toast.show(MESSAGES.invalidFiscalCodeToast, 'danger');
      } else {
        toast.show(PROFILE_TEXTS.failed, 'danger');
        onFailure(f.kind ?? 'other');
      }
    }
  });
  const formId = useId();
  // Spec 1 §5 'Fiscal code (profile completion forms)': a code typed but not valid shows 'Inserisci un
  // Codice Fiscale valido.' under the field and the toast 'Codice fiscale non valido.' (a missing one
  // only its own message, 'Il codice fiscale è obbligatorio').
  const onInvalidSubmit = (errors: { codiceFiscale?: { message?: string } }) => {
    if (errors.codiceFiscale?.message === MESSAGES.invalidFiscalCode) toast.show(MESSAGES.invalidFiscalCodeToast, 'danger');
  };
  return (
    <Form form={form} onValid={submit} onInvalidSubmit={onInvalidSubmit} id={formId} aria-label="Completa profilo" className="profile-fields">
      {fiscalCode ? (
        <ReadOnly label="Codice fiscale" value={fiscalCode} />
      ) : (
        <TextInputField control={form.control} name={'codiceFiscale' as never} label="Codice fiscale" disabled={!editing} transform={upperCase} autoComplete="off" maxLength={16} />
      )}
      {birthDate ? (
        <ReadOnly label="Data di nascita" value={formatDate(birthDate)} />
      ) : (
        <TextInputField control={form.control} name={'dataDiNascita' as never} label="Data di nascita" hint="gg/mm/aaaa" disabled={!editing} inputMode="numeric" autoComplete="bday" />
      )}
      {missing ? (
        <div className="profile-actions">
          {editing ? (
            <>
              <Button variant="outline" onClick={() => { form.reset(); setEditing(false); }}>
                Annulla
              </Button>
              <Button type="submit" loading={loading}>
                Salva
              </Button>
            </>
          ) : (
            <Button onClick={() => setEditing(true)}>Completa profilo</Button>
          )}
        </div>
      ) : null}
    </Form>
  );
}
