import { z } from 'zod';
import { route } from '../route';
import { cmsServiceForm } from './services';

/**
 * Lead forms built from the server's form definition (spec 1 §5 'Lead forms are built from
 * server-provided markup… Placeholders exist for each form field'; spec 3 §3 'Content-managed form
 * config') and the marketing form the spec loads from its own host (spec 1 §3, §4, §7): the CMS
 * serves each form's markup as data (its fields in order, their labels, placeholders and options);
 * the rules stay the portal's (`@club/validation`, by form type).
 */

/** The kinds of control a definition may ask for. 'appointmentDay' lists the bookable days, which the portal computes (spec 3 §9). */
export const CMS_FORM_FIELD_KINDS = ['text', 'email', 'tel', 'date', 'password', 'textarea', 'select', 'radio', 'appointmentDay', 'consent'] as const;

export const cmsFormField = z.object({
  /** The lead field it fills (nome, email, dateOfBirth, placeOfBirth, username, password, giorno, fascia…). */
  name: z.string(),
  kind: z.enum(CMS_FORM_FIELD_KINDS),
  label: z.string(),
  placeholder: z.string().nullable(),
  required: z.boolean(),
  maxLength: z.number().int().positive().nullable(),
  /** Options of a select or radio group. */
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type CmsFormField = z.infer<typeof cmsFormField>;

/** A form definition: the content-managed form config with its fields and submit label. */
export const cmsFormDefinition = cmsServiceForm.extend({
  submitLabel: z.string(),
  fields: z.array(cmsFormField),
});
export type CmsFormDefinition = z.infer<typeof cmsFormDefinition>;

export const cmsFormRoutes = {
  formDefinition: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Form/{formId}',
    sharing: 'everyone',
    summary: "A lead form's definition (its config, fields, labels, placeholders and options) by Form ID",
    auth: 'none',
    params: z.object({ formId: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Identificativo del form non valido.') }),
    response: cmsFormDefinition,
    errors: { 400: 'Malformed form id', 404: 'Unknown form' },
  }),
};
