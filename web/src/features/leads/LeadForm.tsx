import { useQuery } from '@apollo/client/react';
import { LEAD_FORM_TYPES, LEAD_VARIANT_SCHEMAS, LIMITS, CONTACT_FORM_PHONE_MAX, isLeadFormType, type LeadFormVariant } from '@club/validation';
import { useEffect, useId, useMemo, useState, type JSX } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Form } from '../../components/forms/Form';
import { FormStatus } from '../../components/forms/FormStatus';
import { SelectField } from '../../components/forms/SelectField';
import { SwitchField } from '../../components/forms/SwitchField';
import { TextInputField } from '../../components/forms/TextInputField';
import { lowerCase, upperCase } from '../../components/forms/transforms';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { newIdempotencyKey, useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { findErrorWithCode } from '../../lib/errorCodes';
import { ConsentChoiceField } from './ConsentChoiceField';
import { pushLeadEvent } from './leadEvent';
import { CONSENTS, LEAD_TEXTS } from './leadTexts';
import { TextAreaField } from './TextAreaField';
import './leads.css';

export type LeadFormProps = { formType: string; campaign?: string; title?: string; intro?: string; variant?: LeadFormVariant; id?: string };

const CreateLeadMutation = graphql(`
  mutation CreateLead($input: LeadInput!) {
    createLead(input: $input) {
      id
    }
  }
`);

const LeadViewerQuery = graphql(`
  query LeadFormViewer {
    viewer {
      user {
        id
        fiscalCode
        email
        phone
      }
    }
  }
`);

const FitnessCentersQuery = graphql(`
  query FitnessCenters {
    fitnessCenters {
      id
      name
      city
      province
    }
  }
`);

type Consent = 'SI' | 'NO' | '';
/** Every field any lead form holds; each variant's schema reads only its own. */
type LeadValues = {
  nome: string;
  cognome: string;
  email: string;
  cellulare: string;
  codiceFiscale: string;
  note: string;
  club: string;
  marketingDiretto: Consent;
  comunicazioneTerzi: Consent;
  statistiche: Consent;
  profilazione: Consent;
  privacy: boolean;
};
type LeadOutput = Partial<Omit<LeadValues, 'marketingDiretto' | 'comunicazioneTerzi' | 'statistiche' | 'profilazione' | 'codiceFiscale'>> & {
  codiceFiscale?: string;
  marketingDiretto?: 'SI' | 'NO' | null;
  comunicazioneTerzi?: 'SI' | 'NO' | null;
  statistiche?: 'SI' | 'NO' | null;
  profilazione?: 'SI' | 'NO' | null;
};

const EMPTY: LeadValues = {
  nome: '',
  cognome: '',
  email: '',
  cellulare: '',
  codiceFiscale: '',
  note: '',
  club: '',
  marketingDiretto: '',
  comunicazioneTerzi: '',
  statistiche: '',
  profilazione: '',
  privacy: false,
};

const digitsOnly = (v: string) => v.replace(/\D/g, '');
const alphanumeric = (v: string) => upperCase(v.replace(/[^A-Za-z0-9]/g, ''));

type Outcome = 'idle' | 'success' | 'failure';

/**
 * The one lead form of the portal (spec 1 §5 'Shared lead-form fields', spec 3 §3 form types and
 * campaigns, §4 'Support/lead form', §5, §8): idle → submitting (button disabled, loader) → the
 * success or failure dialog. The variant picks the fields (support: the support form of spec 3 §5;
 * fitness: the branch select; homeCare: e-mail, phone and privacy; assistant: the profile's
 * assistant contact form, e-mail and phone prefilled from the account; service: the service pages'
 * contact form); the rules are the server's own (packages/validation, re-run by createLead). A
 * double click sends one request, and its Idempotency-Key makes a retried submission one lead.
 */
export function LeadForm(props: LeadFormProps): JSX.Element {
  const { formType, campaign, title = LEAD_TEXTS.defaultTitle, intro, id } = props;
  const variant: LeadFormVariant = props.variant ?? (isLeadFormType(formType) ? LEAD_FORM_TYPES[formType].variant : 'service');
  const schema = LEAD_VARIANT_SCHEMAS[variant] as unknown as z.ZodType<LeadOutput, LeadValues>;
  const uid = useId();
  const headingId = `${uid}-title`;
  const navigate = useNavigate();

  const viewer = useQuery(LeadViewerQuery, { skip: variant !== 'support' && variant !== 'assistant', errorPolicy: 'all' });
  const fiscalCodeOnFile = variant === 'support' ? (viewer.data?.viewer.user?.fiscalCode ?? null) : null;
  const contactOnFile = variant === 'assistant' ? viewer.data?.viewer.user : undefined;
  const clubs = useQuery(FitnessCentersQuery, { skip: variant !== 'fitness', errorPolicy: 'all' });
  const clubOptions = useMemo(
    () => [{ value: '', label: 'Seleziona un centro' }, ...(clubs.data?.fitnessCenters ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.province})` }))],
    [clubs.data],
  );

  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [create, { loading }] = useIdempotentMutation(CreateLeadMutation);

  // Spec 3 §5: the fiscal code on file is prefilled, upper-cased and read-only.
  const { setValue } = form;
  useEffect(() => {
    if (fiscalCodeOnFile) setValue('codiceFiscale', fiscalCodeOnFile.toUpperCase());
  }, [fiscalCodeOnFile, setValue]);
  // The assistant form starts from the account's e-mail and phone (the member may change them).
  const onFileEmail = contactOnFile?.email ?? '';
  const onFilePhone = contactOnFile?.phone ?? '';
  useEffect(() => {
    if (onFileEmail) setValue('email', onFileEmail.toLowerCase());
    if (onFilePhone) setValue('cellulare', onFilePhone.replace(/\D/g, ''));
  }, [onFileEmail, onFilePhone, setValue]);

  const submit = useSingleFlight(async (values: LeadOutput) => {
    const eventId = newIdempotencyKey();
    try {
      await create({
        variables: {
          input: {
            formType,
            campaign: campaign ?? null,
            nome: values.nome ?? null,
            cognome: values.cognome ?? null,
            email: values.email ?? '',
            cellulare: values.cellulare ?? '',
            note: values.note ?? null,
            codiceFiscale: values.codiceFiscale ?? fiscalCodeOnFile?.toUpperCase() ?? null,
            club: values.club ?? null,
            marketingDiretto: values.marketingDiretto ?? null,
            comunicazioneTerzi: values.comunicazioneTerzi ?? null,
            statistiche: values.statistiche ?? null,
            profilazione: values.profilazione ?? null,
            privacy: values.privacy === true,
            pageUrl: window.location.pathname,
            eventId,
          },
        },
      });
      form.reset({ ...EMPTY, codiceFiscale: fiscalCodeOnFile?.toUpperCase() ?? '', email: onFileEmail.toLowerCase(), cellulare: onFilePhone.replace(/\D/g, '') });
      pushLeadEvent(eventId, formType);
      setOutcome('success');
    } catch (failure) {
      const refused = findErrorWithCode(failure, 'BAD_USER_INPUT');
      const field = refused?.extensions?.field;
      if (refused && typeof field === 'string' && field in EMPTY) {
        form.setError(field as keyof LeadValues, { type: 'server', message: refused.message }, { shouldFocus: true });
        return;
      }
      setOutcome('failure');
    }
  });

  const control = form.control;
  const fields = new Set(Object.keys((LEAD_VARIANT_SCHEMAS[variant] as unknown as { shape: object }).shape));
  const long = variant !== 'support';

  return (
    <section id={id} className="lead-form" aria-labelledby={headingId} data-lead-form={formType}>
      <h2 id={headingId} className="lead-form__title">
        {title}
      </h2>
      {intro ? <p className="lead-form__intro">{intro}</p> : null}
      <Form form={form} onValid={submit} className="lead-form__form" aria-labelledby={headingId}>
        <div className="lead-form__grid">
          {fields.has('nome') ? <TextInputField control={control} name="nome" label="Nome" required autoComplete="given-name" maxLength={long ? LIMITS.contactNameMax : LIMITS.nameMax} /> : null}
          {fields.has('cognome') ? <TextInputField control={control} name="cognome" label="Cognome" required autoComplete="family-name" maxLength={long ? LIMITS.contactNameMax : LIMITS.nameMax} /> : null}
          <TextInputField control={control} name="email" label="E-Mail" type="email" required autoComplete="email" transform={lowerCase} />
          <TextInputField control={control} name="cellulare" label="Cellulare" type="tel" inputMode="numeric" required autoComplete="tel" transform={digitsOnly} maxLength={long ? CONTACT_FORM_PHONE_MAX : LIMITS.phoneMax} />
          {fields.has('codiceFiscale') ? (
            <TextInputField
              control={control}
              name="codiceFiscale"
              label="Codice Fiscale"
              autoComplete="off"
              maxLength={LIMITS.fiscalCodeLength}
              transform={alphanumeric}
              readOnly={fiscalCodeOnFile !== null}
            />
          ) : null}
          {fields.has('club') ? <SelectField control={control} name="club" label="Centro fitness" options={clubOptions} /> : null}
        </div>
        {fields.has('club') && clubs.error && !clubs.data?.fitnessCenters ? <p className="lead-form__notice">{LEAD_TEXTS.clubsFailed}</p> : null}
        {fields.has('note') ? <TextAreaField control={control} name="note" label="Il tuo messaggio" required={variant !== 'assistant'} maxLength={LIMITS.noteMax} placeholder={LEAD_TEXTS.notePlaceholder} /> : null}
        {variant === 'support' ? CONSENTS.map((c) => <ConsentChoiceField key={c.name} control={control} name={c.name} label={c.label} id={uid} />) : null}
        <SwitchField control={control} name="privacy" id={`${uid}-privacy`} label={LEAD_TEXTS.privacyLabel} required />
        <FormStatus message={null} />
        <p className="lead-form__footer">{LEAD_TEXTS.requiredFooter}</p>
        <Button type="submit" loading={loading}>
          {LEAD_TEXTS.submit}
        </Button>
      </Form>
      <Modal
        open={outcome === 'success'}
        onClose={() => setOutcome('idle')}
        title={LEAD_TEXTS.successTitle}
        size="sm"
        footer={<Button onClick={() => void navigate(paths.home)}>{LEAD_TEXTS.successButton}</Button>}
      >
        <p>{LEAD_TEXTS.successBody}</p>
      </Modal>
      <Modal
        open={outcome === 'failure'}
        onClose={() => setOutcome('idle')}
        title={LEAD_TEXTS.failureTitle}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setOutcome('idle')}>
              {LEAD_TEXTS.failureClose}
            </Button>
            <Button onClick={() => void navigate(paths.support)}>{LEAD_TEXTS.failureContact}</Button>
          </>
        }
      >
        <p>{LEAD_TEXTS.failureBody}</p>
      </Modal>
    </section>
  );
}
