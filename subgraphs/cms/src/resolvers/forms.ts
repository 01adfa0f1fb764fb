/**
 * Lead form definitions (spec 1 §5 'Lead forms are built from server-provided markup', §3/§4 the
 * marketing form): the CMS's markup served as data. Textareas get 5 rows (spec 1 §5); the marketing
 * form's appointment day lists the bookable days (spec 3 §9, the rule of `@club/validation`, which
 * createLead re-checks), so the web renders what the server decided.
 */
import type { CmsFormDefinition, CmsFormField } from '@club/contracts';
import { nullOn404 } from '@club/subgraph-kit';
import { appointmentDays } from '@club/validation';
import type { LeadFormFieldKind, QueryResolvers, ResolversTypes } from '../generated/resolvers-types';

/** Spec 1 §5 'textarea rows are forced to 5'. */
export const TEXTAREA_ROWS = 5;

const KINDS: Record<CmsFormField['kind'], LeadFormFieldKind> = {
  text: 'TEXT',
  email: 'EMAIL',
  tel: 'TEL',
  date: 'DATE',
  password: 'PASSWORD',
  textarea: 'TEXTAREA',
  select: 'SELECT',
  radio: 'RADIO',
  appointmentDay: 'APPOINTMENT_DAY',
  consent: 'CONSENT',
};

const DAY_LABEL = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'lunedì 30 novembre' for 2026-11-30. */
function dayLabel(day: string): string {
  const label = DAY_LABEL.format(new Date(`${day}T00:00:00Z`));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function leadFormDefinitionFor(form: CmsFormDefinition, today: Date = new Date()): ResolversTypes['LeadFormDefinition'] {
  return {
    formId: form.formId,
    formType: form.formType,
    formSource: form.formSource,
    formCampaign: form.formCampaign,
    formTitle: form.formTitle,
    formContent: form.formContent,
    submitLabel: form.submitLabel,
    fields: form.fields.map((f) => ({
      name: f.name,
      kind: KINDS[f.kind],
      label: f.label,
      placeholder: f.placeholder,
      required: f.required,
      maxLength: f.maxLength,
      rows: f.kind === 'textarea' ? TEXTAREA_ROWS : null,
      options: f.kind === 'appointmentDay' ? appointmentDays(today).map((d) => ({ value: d, label: dayLabel(d) })) : f.options,
    })),
  };
}

export const formQueryFields: Pick<QueryResolvers, 'leadFormDefinition'> = {
  async leadFormDefinition(_parent, { formId }, { dataSources }) {
    const id = formId.trim().toLowerCase();
    if (!/^[a-z0-9-]{1,60}$/.test(id)) return null;
    const form = await nullOn404(dataSources.cms.formDefinition(id));
    return form ? leadFormDefinitionFor(form) : null;
  },
};
