import { useApolloClient, useQuery } from '@apollo/client/react';
import { LEAD_FORM_TYPES, LEAD_VARIANT_SCHEMAS, isLeadFormType } from '@club/validation';
import { useId, useState, type JSX } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '../../components/forms/Form';
import { FormStatus } from '../../components/forms/FormStatus';
import { SelectField } from '../../components/forms/SelectField';
import { SwitchField } from '../../components/forms/SwitchField';
import { TextInputField } from '../../components/forms/TextInputField';
import { lowerCase } from '../../components/forms/transforms';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { graphql } from '../../gql';
import type { DefinedLeadFormQuery, LeadFormFieldKind } from '../../gql/graphql';
import { encryptPassword } from '../../lib/encryptPassword';
import { findErrorWithCode } from '../../lib/errorCodes';
import { newIdempotencyKey, useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { leadTracking } from '../../lib/navHistory';
import { pushLeadEvent } from './leadEvent';
import { LeadOutcomeDialogs } from './LeadOutcomeDialogs';
import { LEAD_TEXTS } from './leadTexts';
import { digitsOnly } from './leadValues';
import { TextAreaField } from './TextAreaField';
import type { LeadOutcome } from './useLeadSubmit';
import './leads.css';

const DefinedLeadFormQueryDocument = graphql(`
  query DefinedLeadForm($formId: ID!) {
    leadFormDefinition(formId: $formId) {
      formId
      formType
      formCampaign
      formTitle
      formContent
      submitLabel
      fields {
        name
        kind
        label
        placeholder
        required
        maxLength
        rows
        options {
          value
          label
        }
      }
    }
  }
`);

const CreateDefinedLeadMutation = graphql(`
  mutation CreateDefinedLead($input: LeadInput!) {
    createLead(input: $input) {
      id
    }
  }
`);

const LeadPublicKeyQuery = graphql(`
  query LeadPublicKey {
    loginPublicKey {
      publicKeyPEM
    }
  }
`);

type Definition = NonNullable<DefinedLeadFormQuery['leadFormDefinition']>;
type FieldDefinition = Definition['fields'][number];
type Values = Record<string, string | boolean>;
type Output = Record<string, string | boolean | null | undefined>;

/** The values a definition's fields start from: '' for each, false for a consent. */
function emptyValues(fields: readonly FieldDefinition[]): Values {
  return Object.fromEntries(fields.map((f) => [f.name, f.kind === 'CONSENT' ? false : '']));
}

/** The LeadInput field a definition's field fills, where the names differ (the appointment, the password). */
const INPUT_FIELD: Record<string, string> = { giorno: 'giorniRichiesta', fascia: 'giorniRichiesta', password: 'encryptedPassword' };

/**
 * A lead form built from the server's definition (spec 1 §5 'Lead forms are built from
 * server-provided markup', placeholders for each field, textarea rows 5): the CMS gives the fields,
 * their labels, placeholders and options; the rules are the form type's own (packages/validation,
 * re-run by createLead). The marketing form (spec 1 §4) enables its submit only once e-mail, phone,
 * the appointment's day and window and the consent are all filled. A missing definition leaves a
 * console warning and no form (spec 1 §8 'Marketing form element missing').
 */
export function DefinedLeadForm({ formId, headingLevel = 2 }: { formId: string; headingLevel?: 2 | 3 }): JSX.Element | null {
  const { data, loading } = useQuery(DefinedLeadFormQueryDocument, { variables: { formId }, errorPolicy: 'all' });
  const definition = data?.leadFormDefinition ?? null;
  if (loading && !definition) return null;
  if (!definition || !isLeadFormType(definition.formType)) {
    console.warn(`Modulo ${formId} non disponibile.`);
    return null;
  }
  return <DefinedForm key={definition.formId} definition={definition} headingLevel={headingLevel} />;
}

function DefinedForm({ definition, headingLevel }: { definition: Definition; headingLevel: 2 | 3 }) {
  const formType = definition.formType as keyof typeof LEAD_FORM_TYPES;
  const variant = LEAD_FORM_TYPES[formType].variant;
  const schema = LEAD_VARIANT_SCHEMAS[variant] as unknown as z.ZodType<Output, Values>;
  const uid = useId();
  const headingId = `${uid}-title`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const empty = emptyValues(definition.fields);
  const form = useSchemaForm(schema, { defaultValues: empty });
  const [outcome, setOutcome] = useState<LeadOutcome>('idle');
  const [create, { loading }] = useIdempotentMutation(CreateDefinedLeadMutation);
  const client = useApolloClient();

  // Spec 1 §4 'Marketing form': submit enabled only when e-mail, phone, day and consent are filled.
  // Watched by name: a fresh array each change (the whole-form value is one object, mutated in place).
  const [email, cellulare, giorno, fascia, privacy] = useWatch({ control: form.control as unknown as Control<Values>, name: ['email', 'cellulare', 'giorno', 'fascia', 'privacy'] });
  const marketing = variant === 'marketing';
  const marketingFilled = Boolean(email && cellulare && giorno && fascia) && privacy === true;

  const submit = useSingleFlight(async (values: Output) => {
    const eventId = newIdempotencyKey();
    const text = (name: string) => (typeof values[name] === 'string' && values[name] !== '' ? (values[name] as string) : null);
    try {
      const password = text('password');
      let encryptedPassword: string | null = null;
      if (password) {
        const { data: key } = await client.query({ query: LeadPublicKeyQuery, fetchPolicy: 'network-only' });
        if (!key?.loginPublicKey) throw new Error('public key unavailable');
        encryptedPassword = await encryptPassword(key.loginPublicKey.publicKeyPEM, password);
      }
      await create({
        variables: {
          input: {
            formType,
            campaign: definition.formCampaign ?? null,
            nome: text('nome'),
            cognome: text('cognome'),
            email: text('email') ?? '',
            cellulare: text('cellulare') ?? '',
            note: text('note'),
            dateOfBirth: text('dateOfBirth'),
            placeOfBirth: text('placeOfBirth'),
            username: text('username'),
            encryptedPassword,
            codiceCliente: text('codiceCliente'),
            professione: text('professione'),
            // Spec 3 §9: the appointment's day and window, '{YYYY-MM-DD} {mattina|pomeriggio}'.
            giorniRichiesta: text('giorno') && text('fascia') ? `${text('giorno')} ${text('fascia')}` : null,
            privacy: values.privacy === true,
            pageUrl: window.location.pathname,
            eventId,
            ...leadTracking(),
          },
        },
      });
      form.reset(empty);
      pushLeadEvent(eventId, formType);
      setOutcome('success');
    } catch (failure) {
      const refused = findErrorWithCode(failure, 'BAD_USER_INPUT');
      const field = refused?.extensions?.field;
      const name = definition.fields.find((f) => f.name === field || INPUT_FIELD[f.name] === field)?.name;
      if (refused && name) {
        form.setError(name, { type: 'server', message: refused.message }, { shouldFocus: true });
        return;
      }
      setOutcome('failure');
    }
  });

  const control = form.control as unknown as Control<Values, unknown, Output>;
  return (
    <section id={definition.formId} className="lead-form" aria-labelledby={headingId} data-lead-form={formType} data-form-definition={definition.formId} tabIndex={-1}>
      <Heading id={headingId} className="lead-form__title">
        {definition.formTitle}
      </Heading>
      {definition.formContent ? <p className="lead-form__intro">{definition.formContent}</p> : null}
      <Form form={form} onValid={submit} className="lead-form__form" aria-labelledby={headingId}>
        <div className="lead-form__grid">
          {definition.fields
            .filter((f) => f.kind !== 'TEXTAREA' && f.kind !== 'CONSENT' && f.kind !== 'RADIO')
            .map((f) => (
              <DefinedField key={f.name} field={f} control={control} />
            ))}
        </div>
        {definition.fields
          .filter((f) => f.kind === 'TEXTAREA' || f.kind === 'RADIO')
          .map((f) => (
            <DefinedField key={f.name} field={f} control={control} />
          ))}
        {definition.fields
          .filter((f) => f.kind === 'CONSENT')
          .map((f) => (
            <SwitchField key={f.name} control={control} name={f.name as never} id={`${uid}-${f.name}`} label={f.label} required={f.required} />
          ))}
        <FormStatus message={null} />
        <p className="lead-form__footer">{LEAD_TEXTS.requiredFooter}</p>
        <Button type="submit" loading={loading} disabled={marketing && !marketingFilled}>
          {definition.submitLabel}
        </Button>
      </Form>
      <LeadOutcomeDialogs outcome={outcome} onClose={() => setOutcome('idle')} />
    </section>
  );
}

const INPUT_TYPES: Partial<Record<LeadFormFieldKind, string>> = {
  EMAIL: 'email',
  TEL: 'tel',
  PASSWORD: 'password',
  TEXT: 'text',
  DATE: 'text',
};

const AUTOCOMPLETE: Record<string, string> = {
  nome: 'given-name',
  cognome: 'family-name',
  email: 'email',
  cellulare: 'tel',
  dateOfBirth: 'bday',
  username: 'username',
  password: 'new-password',
};

/** One field of a definition, as the kit's control of its kind. */
function DefinedField({ field, control }: { field: FieldDefinition; control: Control<Values, unknown, Output> }) {
  switch (field.kind) {
    case 'SELECT':
    case 'APPOINTMENT_DAY':
      return (
        <SelectField
          control={control}
          name={field.name as never}
          label={field.required ? `${field.label} *` : field.label}
          options={[{ value: '', label: field.placeholder ?? '' }, ...field.options]}
        />
      );
    case 'RADIO':
      return <RadioGroupField field={field} control={control} />;
    case 'TEXTAREA':
      return <TextAreaField control={control} name={field.name} label={field.label} required={field.required} placeholder={field.placeholder ?? undefined} />;
    default:
      return (
        <TextInputField
          control={control}
          name={field.name as never}
          label={field.label}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          inputMode={field.kind === 'TEL' ? 'numeric' : undefined}
          required={field.required}
          placeholder={field.placeholder ?? undefined}
          maxLength={field.kind === 'DATE' || field.kind === 'TEL' ? (field.maxLength ?? undefined) : undefined}
          autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
          transform={field.kind === 'EMAIL' ? lowerCase : field.kind === 'TEL' || field.name === 'codiceCliente' ? digitsOnly : undefined}
        />
      );
  }
}

/** A radio group of a definition (the appointment's window): a fieldset with its message under it. */
function RadioGroupField({ field, control }: { field: FieldDefinition; control: Control<Values, unknown, Output> }) {
  const id = useId();
  const { field: { ref, value, onChange, onBlur }, fieldState } = useController({ control, name: field.name });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <fieldset className="lead-form__consent" aria-describedby={error ? errorId : undefined}>
      <legend>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {field.options.map((o, i) => (
        <label key={o.value} className="lead-form__choice">
          <input ref={i === 0 ? ref : undefined} type="radio" name={`${id}-${field.name}`} value={o.value} checked={value === o.value} aria-invalid={error ? true : undefined} onChange={() => onChange(o.value)} onBlur={onBlur} />
          {o.label}
        </label>
      ))}
      {error ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}
