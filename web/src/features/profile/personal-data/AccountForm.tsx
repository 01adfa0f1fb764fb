import { useApolloClient } from '@apollo/client/react';
import { accountFormSchema, DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, type AccountFormInput } from '@club/validation';
import { useState, type ReactNode } from 'react';
import { Form } from '../../../components/forms/Form';
import { FormStatus } from '../../../components/forms/FormStatus';
import { SelectField } from '../../../components/forms/SelectField';
import { TextInputField } from '../../../components/forms/TextInputField';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/Toast';
import { graphql } from '../../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../../lib/idempotency';
import { encryptPassword } from '../../auth';
import { failureKind, PROFILE_TEXTS, type Failure } from './profileFailure';

const UpdateAccountMutation = graphql(`
  mutation UpdateAccount($phonePrefix: String!, $phone: String!, $encryptedPassword: String, $encryptedPasswordConfirmation: String) {
    updateAccount(phonePrefix: $phonePrefix, phone: $phone, encryptedPassword: $encryptedPassword, encryptedPasswordConfirmation: $encryptedPasswordConfirmation) {
      ok
      viewer {
        user {
          id
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

const AccountKeyQuery = graphql(`
  query AccountPublicKey {
    loginPublicKey {
      publicKeyPEM
    }
  }
`);

/** Spec 3 §4: 'Modifica dati' enables phone, prefix and password (with its confirmation); confirm or cancel. E-mail and username are never editable. */
export function AccountForm({ prefix, phone, onFailure }: { prefix: string; phone: string; onFailure(kind: Failure): void }) {
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const toast = useToast();
  const client = useApolloClient();
  const defaults: AccountFormInput = { prefix: prefix || DEFAULT_PHONE_PREFIX, phone, password: '', confirmPassword: '' };
  const form = useSchemaForm(accountFormSchema, { defaultValues: defaults });
  const [update, { loading }] = useIdempotentMutation(UpdateAccountMutation);
  const submit = useSingleFlight(async (values: AccountFormInput) => {
    setStatus(null);
    try {
      let encryptedPassword: string | null = null;
      let encryptedPasswordConfirmation: string | null = null;
      if (values.password) {
        const { data } = await client.query({ query: AccountKeyQuery, fetchPolicy: 'network-only' });
        encryptedPassword = await encryptPassword(data!.loginPublicKey.publicKeyPEM, values.password);
        encryptedPasswordConfirmation = await encryptPassword(data!.loginPublicKey.publicKeyPEM, values.confirmPassword);
      }
      await update({ variables: { phonePrefix: values.prefix, phone: values.phone, encryptedPassword, encryptedPasswordConfirmation } });
      setEditing(false);
      form.reset({ ...values, password: '', confirmPassword: '' });
      toast.show(PROFILE_TEXTS.saved, 'success');
    } catch (err) {
      const f = failureKind(err);
      const field = f.field === 'phone' ? 'phone' : f.field === 'phonePrefix' ? 'prefix' : f.field === 'encryptedPassword' ? 'password' : f.field === 'encryptedPasswordConfirmation' ? 'confirmPassword' : null;
      if (field && f.message) form.setError(field, { type: 'server', message: f.message });
      else {
        setStatus(PROFILE_TEXTS.failed);
        toast.show(PROFILE_TEXTS.failed, 'danger');
        onFailure(f.kind ?? 'other');
      }
    }
  });
  return (
    <Form form={form} onValid={submit} aria-label="Dati di accesso e contatto" className="profile-fields">
      <SelectFieldLocked disabled={!editing}>
        <SelectField control={form.control} name="prefix" label="Prefisso" options={PHONE_PREFIXES.map((p) => ({ value: p.value, label: p.label }))} />
      </SelectFieldLocked>
      <TextInputField control={form.control} name="phone" label="Cellulare" disabled={!editing} inputMode="numeric" maxLength={10} autoComplete="tel-national" />
      {editing ? (
        <>
          <TextInputField control={form.control} name="password" label="Nuova password" type="password" autoComplete="new-password" hint="Lascia vuoto per non cambiarla" />
          <TextInputField control={form.control} name="confirmPassword" label="Conferma nuova password" type="password" autoComplete="new-password" />
        </>
      ) : null}
      <FormStatus message={status} />
      <div className="profile-actions">
        {editing ? (
          <>
            <Button variant="outline" onClick={() => { form.reset(defaults); setEditing(false); }}>
              Annulla
            </Button>
            <Button type="submit" loading={loading}>
              Conferma
            </Button>
          </>
        ) : (
          <Button onClick={() => setEditing(true)}>Modifica dati</Button>
        )}
      </div>
    </Form>
  );
}

/** The kit's select has no disabled prop: a disabled fieldset locks it while the form is read-only. */
function SelectFieldLocked({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset className="profile-fieldset" disabled={disabled}>
      {children}
    </fieldset>
  );
}
