/** Lead forms: spec 1 §5 'Shared lead-form fields' (and spec 3 §5 support form), spec 2 §5 upgrade-section lead form. */
import { z } from 'zod';
import { EMAIL_PATTERN, isBlockedEmailDomain } from './email';
import { isValidFiscalCode } from './fiscal-code';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { switchOn } from './switch';

/** Spec 1 §5: required text, trimmed; the same message for empty and (where the spec gives no other) too long. */
function requiredText(max?: number, message: string = MESSAGES.required) {
  const s = z.string({ error: message }).trim().min(1, { error: message });
  return max === undefined ? s : s.max(max, { error: message });
}

/**
 * Spec 1 §5 email: required ('Campo obbligatorio'); pattern, blocked domain and max length
 * ('E-mail non valida: ...'); lower-cased. `maxLength` is 60 here, 100 in some forms (spec 1 §9).
 */
export function leadEmailSchema(maxLength: number = LIMITS.emailMax) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .toLowerCase()
    .min(1, { error: MESSAGES.required })
    .max(maxLength, { error: MESSAGES.invalidEmail })
    .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail })
    .refine((v) => !isBlockedEmailDomain(v), { error: MESSAGES.invalidEmail });
}

/** Digits only, between min and max (spec 1 §5: 9 to 16). */
export function phonePattern(min: number, max: number): RegExp {
  return new RegExp(`^\\d{${min},${max}}$`);
}

/**
 * Spec 1 §5: every shared lead-form field. The spec gives no message for the lengths of
 * placeOfBirth and username nor for an empty cellulare/club/dateOfBirth: those reuse
 * 'Campo obbligatorio'.
 */
export const leadFieldSchemas = {
  email: leadEmailSchema(),
  cellulare: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .regex(phonePattern(LIMITS.phoneMin, LIMITS.phoneMax), { error: MESSAGES.invalidPhone }),
  nome: requiredText(LIMITS.nameMax),
  cognome: requiredText(LIMITS.nameMax),
  /** optional; when present, upper-cased and checked (pattern + control character) */
  codiceFiscale: z
    .string({ error: MESSAGES.invalidFiscalCodeLead })
    .trim()
    .toUpperCase()
    .max(LIMITS.fiscalCodeLength, { error: MESSAGES.invalidFiscalCodeLead })
    .refine((v) => v === '' || isValidFiscalCode(v), { error: MESSAGES.invalidFiscalCodeLead })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  /** required; max 999 */
  note: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(LIMITS.noteMax, { error: MESSAGES.noteTooLong }),
  privacy: switchOn(MESSAGES.privacyRequired),
  club: requiredText(),
  dateOfBirth: requiredText(),
  placeOfBirth: requiredText(LIMITS.placeOfBirthMax),
  /** max 100, no other rule */
  username: z.string().trim().max(LIMITS.usernameMax, { error: MESSAGES.required }).optional(),
  /** no rule */
  password: z.string().optional(),
};

export type LeadFieldName = keyof typeof leadFieldSchemas;

/** Spec 1 §5: the full shared lead form. Forms come from server markup; use leadFormSchemaFor for a subset. */
export const leadFormSchema = z.object(leadFieldSchemas);

/** Spec 1 §5: the lead-form schema restricted to the fields a given form actually shows. */
export function leadFormSchemaFor<K extends LeadFieldName>(fields: readonly K[]) {
  const shape = {} as Pick<typeof leadFieldSchemas, K>;
  for (const f of fields) (shape as Record<string, unknown>)[f] = leadFieldSchemas[f];
  return z.object(shape);
}

/** Spec 3 §5 support form: Nome, Cognome, E-Mail, Cellulare, message, optional Codice Fiscale, privacy. */
export const supportFormSchema = leadFormSchemaFor(['nome', 'cognome', 'email', 'cellulare', 'note', 'codiceFiscale', 'privacy']);

/**
 * Spec 2 §5 upgrade-section lead form: email required, lower-cased, e-mail type; phone required,
 * digits only, 9 to 20; privacy switch required; required message 'Campo obbligatorio.'.
 * Invalid e-mail / phone reuse the spec 1 §5 messages (spec 2 gives none).
 */
export const upgradeLeadFormSchema = z.object({
  email: z
    .string({ error: MESSAGES.requiredWithPeriod })
    .trim()
    .toLowerCase()
    .min(1, { error: MESSAGES.requiredWithPeriod })
    .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail }),
  phone: z
    .string({ error: MESSAGES.requiredWithPeriod })
    .trim()
    .min(1, { error: MESSAGES.requiredWithPeriod })
    .regex(phonePattern(LIMITS.phoneMin, LIMITS.upgradePhoneMax), { error: MESSAGES.invalidPhone }),
  privacy: switchOn(MESSAGES.requiredWithPeriod),
});

export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;
