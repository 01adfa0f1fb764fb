import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { accountFormSchema, DEFAULT_PHONE_PREFIX, personalDataSchema, PHONE_PREFIXES, type AccountFormInput } from '@club/validation';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Form } from '../../components/forms/Form';
import { FormStatus } from '../../components/forms/FormStatus';
import { SelectField } from '../../components/forms/SelectField';
import { TextInputField } from '../../components/forms/TextInputField';
import { upperCase } from '../../components/forms/transforms';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { hasErrorCode } from '../../lib/errorCodes';
import { encryptPassword, useSupportPhone } from '../auth';
import { formatDate } from './format';
import { ProfileLayout } from './ProfileLayout';

const PersonalDataQuery = graphql(`
  query ProfilePersonalData {
    viewer {
      user {
        id
        username
        name
        surname
        email
        specializationNames
        isOtherHealthProfession
        contact {
          profession {
            id
            description
          }
        }
        personalData {
          birthDate
          phonePrefix
          phone
          fiscalCode
        }
      }
    }
  }
`);

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

/** Spec 3 §8 outcome texts of the profile saves. */
export const PROFILE_TEXTS = {
  saved: 'Dati modificati correttamente',
  failed: 'Invio non riuscito',
  completed: 'Hai completato il tuo profilo!',
  conflictTitle: "Ops, l'operazione non è andata a buon fine",
  failureTitle: 'Ops, qualcosa è andato storto!',
  failureText: 'La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci.',
} as const;

type Failure = 'conflict' | 'other' | null;

function failureKind(error: unknown): { kind: Failure; field?: string; message?: string } {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'other' };
  const e = error.errors[0];
  if (hasErrorCode(e, 'CONFLICT')) return { kind: 'conflict' };
  if (e && hasErrorCode(e, 'BAD_USER_INPUT')) return { kind: null, field: e.extensions?.field as string | undefined, message: e.message };
  return { kind: 'other' };
}

/** /profilo/dati-personali (spec 3 §4, §5, §8): read-only data, 'Completa profilo' for the missing fiscal code and birth date, the account form. */
export function PersonalDataPage() {
  return (
    <ProfileLayout title="Dati personali">
      <PersonalData />
    </ProfileLayout>
  );
}

function PersonalData() {
  const { data, loading, error } = useQuery(PersonalDataQuery, { errorPolicy: 'all' });
  const [failure, setFailure] = useState<Failure>(null);
  const user = data?.viewer.user;
  if (loading && !data) return null;
  if (!user || (error && !user.personalData)) return <p className="profile-message">I tuoi dati non sono disponibili in questo momento.</p>;
  const pd = user.personalData!;
  return (
    <>
      <section className="profile-section" aria-labelledby="personal-data">
        <h2 id="personal-data">I tuoi dati</h2>
        <div className="profile-fields">
          <ReadOnly label="Nome" value={user.name} />
          <ReadOnly label="Cognome" value={user.surname} />
          <ReadOnly label="E-mail" value={user.email} />
          <ReadOnly label="Username" value={user.username} />
          <ReadOnly label="Professione" value={user.contact?.profession?.description} />
          {user.specializationNames.length ? <ReadOnly label="Specializzazioni" value={user.specializationNames.join(', ')} /> : null}
        </div>
        <CompletionForm key={`${pd.fiscalCode}-${pd.birthDate}`} fiscalCode={pd.fiscalCode} birthDate={pd.birthDate} onFailure={setFailure} />
      </section>
      <section className="profile-section" aria-labelledby="account-data">
        <h2 id="account-data">Dati di accesso e contatto</h2>
        <AccountForm key={`${pd.phonePrefix}-${pd.phone}`} prefix={pd.phonePrefix} phone={pd.phone ?? ''} onFailure={setFailure} />
      </section>
      <FailureModal kind={failure} onClose={() => setFailure(null)} />
    </>
  );
}

/** A field shown, never editable here (name and surname disabled, spec 3 §5; e-mail and username never editable, §4). */
function ReadOnly({ label, value }: { label: string; value: string | null | undefined }) {
  return <TextField label={label} value={value ?? ''} readOnly disabled />;
}

/** 'Completa profilo' (spec 3 §4): only the missing fiscal code and birth date become editable; Save or Cancel; locked after saving. */
function CompletionForm({ fiscalCode, birthDate, onFailure }: { fiscalCode: string | null; birthDate: string | null; onFailure(kind: Failure): void }) {
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
      if (f.field === 'fiscalCode' || f.field === 'birthDate') form.setError(f.field === 'fiscalCode' ? 'codiceFiscale' : 'dataDiNascita', { type: 'server', message: f.message });
      else {
        toast.show(PROFILE_TEXTS.failed, 'danger');
        onFailure(f.kind ?? 'other');
      }
    }
  });
  const formId = useId();
  return (
    <Form form={form} onValid={submit} id={formId} aria-label="Completa profilo" className="profile-fields">
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

/** Spec 3 §4: 'Modifica dati' enables phone, prefix and password (with its confirmation); confirm or cancel. E-mail and username are never editable. */
function AccountForm({ prefix, phone, onFailure }: { prefix: string; phone: string; onFailure(kind: Failure): void }) {
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

/** Spec 3 §8: the 409 modal with the support phone and assistance link, and the other failure modal. */
function FailureModal({ kind, onClose }: { kind: Failure; onClose(): void }) {
  const phone = useSupportPhone();
  if (!kind) return null;
  const conflict = kind === 'conflict';
  return (
    <Modal
      open
      onClose={onClose}
      title={conflict ? PROFILE_TEXTS.conflictTitle : PROFILE_TEXTS.failureTitle}
      footer={
        <>
          {conflict ? (
            <ButtonLink to={paths.support} variant="outline">
              Vai all&apos;assistenza
            </ButtonLink>
          ) : phone ? (
            <a className="btn btn--outline btn--md" href={phone.href}>
              Chiama {phone.display}
            </a>
          ) : null}
          <Button onClick={onClose}>Chiudi</Button>
        </>
      }
    >
      <p>{conflict ? `Contattaci al numero di telefono ${phone?.display ?? ''} per richiedere assistenza.` : PROFILE_TEXTS.failureText}</p>
    </Modal>
  );
}
