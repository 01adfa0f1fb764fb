import { LEAD_FORM_TYPES, LEAD_VARIANT_SCHEMAS } from '@club/validation';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '../../../components/forms/Form';
import { FormStatus } from '../../../components/forms/FormStatus';
import { SwitchField } from '../../../components/forms/SwitchField';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { Button } from '../../../components/ui/Button';
import { LeadOutcomeDialogs } from '../LeadOutcomeDialogs';
import { LEAD_TEXTS } from '../leadTexts';
import { DefinedField } from './DefinedField';
import { emptyValues, type Definition, type DefinedValues } from './definedLead';
import { useDefinedLeadSubmit } from './useDefinedLeadSubmit';

/** A definition's form: its fields by kind (inputs in the grid, then message and radio groups, then consents), the submit and the outcome dialogs. */
export function DefinedForm({ definition, headingLevel }: { definition: Definition; headingLevel: 2 | 3 }) {
  const formType = definition.formType as keyof typeof LEAD_FORM_TYPES;
  const variant = LEAD_FORM_TYPES[formType].variant;
  // The variant's own schema: it reads the fields it knows, by name, and gives out what is sent.
  const schema: z.ZodType<DefinedValues, DefinedValues> = LEAD_VARIANT_SCHEMAS[variant];
  const uid = useId();
  const headingId = `${uid}-title`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const empty = emptyValues(definition.fields);
  const form = useSchemaForm(schema, { defaultValues: empty });
  const { submit, submitting, outcome, setOutcome } = useDefinedLeadSubmit({ definition, formType, form, empty });

  // Spec 1 §4 'Marketing form': submit enabled only when e-mail, phone, day and consent are filled.
  // Watched by name: a fresh array each change (the whole-form value is one object, mutated in place).
  const [email, cellulare, giorno, fascia, privacy] = useWatch({ control: form.control, name: ['email', 'cellulare', 'giorno', 'fascia', 'privacy'] });
  const marketing = variant === 'marketing';
  const marketingFilled = Boolean(email && cellulare && giorno && fascia) && privacy === true;

  const control = form.control;
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
        <Button type="submit" loading={submitting} disabled={marketing && !marketingFilled}>
          {definition.submitLabel}
        </Button>
      </Form>
      <LeadOutcomeDialogs outcome={outcome} onClose={() => setOutcome('idle')} />
    </section>
  );
}
