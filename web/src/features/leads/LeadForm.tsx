import { LEAD_FORM_TYPES, LEAD_VARIANT_SCHEMAS, isLeadFormType, type LeadFormVariant } from '@club/validation';
import { useId, type JSX } from 'react';
import { z } from 'zod';
import { Form } from '../../components/forms/Form';
import { FormStatus } from '../../components/forms/FormStatus';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button } from '../../components/ui/Button';
import { LeadFields } from './LeadFields';
import { LeadOutcomeDialogs } from './LeadOutcomeDialogs';
import { LEAD_TEXTS } from './leadTexts';
import { EMPTY, type LeadOutput, type LeadValues } from './leadValues';
import { useLeadOnFile, usePrefill } from './useLeadOnFile';
import { useLeadSubmit } from './useLeadSubmit';
import './leads.css';

export type LeadFormProps = { formType: string; campaign?: string; title?: string; intro?: string; variant?: LeadFormVariant; id?: string };

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
  // The form holds every lead field (LeadValues); the variant's schema reads its own subset, so the
  // identity preprocess states the form's input type without a cast.
  const schema: z.ZodType<LeadOutput, LeadValues> = z.preprocess((values: LeadValues) => values, LEAD_VARIANT_SCHEMAS[variant]);
  const uid = useId();
  const headingId = `${uid}-title`;

  const onFile = useLeadOnFile(variant);
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  usePrefill(form.setValue, onFile);
  const { submit, submitting, outcome, setOutcome } = useLeadSubmit({ form, formType, campaign, onFile });

  return (
    <section id={id} className="lead-form" aria-labelledby={headingId} data-lead-form={formType}>
      <h2 id={headingId} className="lead-form__title">
        {title}
      </h2>
      {intro ? <p className="lead-form__intro">{intro}</p> : null}
      <Form form={form} onValid={submit} className="lead-form__form" aria-labelledby={headingId}>
        <LeadFields variant={variant} control={form.control} uid={uid} fiscalCodeOnFile={onFile.fiscalCode} />
        <FormStatus message={null} />
        <p className="lead-form__footer">{LEAD_TEXTS.requiredFooter}</p>
        <Button type="submit" loading={submitting}>
          {LEAD_TEXTS.submit}
        </Button>
      </Form>
      <LeadOutcomeDialogs outcome={outcome} onClose={() => setOutcome('idle')} />
    </section>
  );
}
