import { z } from 'zod';
import { route } from '../route';
import { crmFiscalCode } from './field-rules';
import { crmOkAnswer } from './user';

// The member's contact data for the data-completion modal (spec 2 §3, §7 /contact/jump2wl).

/** Spec 2 §3 'Missing-fields check': true when the datum is on file. */
export const missingFieldsCheck = z.object({
  fiscalCodePresent: z.boolean(),
  privacyHomnyaPresent: z.boolean(),
  termsConditionsPresent: z.boolean(),
  professionPresent: z.boolean(),
  professionDetailPresent: z.boolean(),
  specializationPresent: z.boolean(),
});
export type MissingFieldsCheck = z.output<typeof missingFieldsCheck>;

/** Ids may come as numbers (select values) or strings. */
const id = z.union([z.string(), z.number()], { error: 'Gli identificativi devono essere testi o numeri.' }).transform(String);
const flag = (field: string) => z.boolean({ error: `Il campo ${field} deve essere true o false.` }).optional();

/** At most this many specialisations on a doctor's profile (duplicates merged first). */
export const MAX_SPECIALISATIONS = 3;

/**
 * Spec 2 §3 'Update-contact payload' (PUT /contact/jump2wl). Absent fields stay as they are; the
 * fiscal code is trimmed, upper-cased and checked (pattern and control character).
 */
export const updateContactBody = z.object(
  {
    codiceFiscale: crmFiscalCode.optional(),
    profession: id.optional(),
    professioneDettaglio: id.nullable().optional(),
    specialization: z
      .array(id, { error: 'Il campo specialization deve essere una lista di identificativi.' })
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length <= MAX_SPECIALISATIONS, { error: `Puoi indicare al massimo ${MAX_SPECIALISATIONS} specializzazioni.` })
      .optional(),
    privacyHomnya: flag('privacyHomnya'),
    termsCondition: flag('termsCondition'),
  },
  { error: 'Richiesta non valida: serve un oggetto JSON con i dati del contatto.' },
);
/** What a caller sends. */
export type UpdateContactPayload = z.input<typeof updateContactBody>;
/** What the upstream works with once parsed (ids as strings, specialisations without duplicates). */
export type UpdateContactBody = z.output<typeof updateContactBody>;

export const missingFieldsCheckRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/contact/jump2wl/check',
  summary: "Which of the member's profile data are on file (spec 2 §3 missing-fields check)",
  auth: 'required',
  response: missingFieldsCheck,
  errors: { 401: 'No valid session token' },
});

export const updateContactRoute = route({
  family: 'crm',
  method: 'PUT',
  path: '/contact/jump2wl',
  summary: "Saves the member's contact and profession data in one transaction (idempotent)",
  auth: 'required',
  body: updateContactBody,
  response: crmOkAnswer,
  errors: { 400: "A rule of the profile is broken (the Italian message says which), or a malformed body", 401: 'No valid session token' },
});
