import { z } from 'zod';
import { EMAIL_PATTERN, isBlockedEmailDomain } from '@club/wire/email';
import { isValidFiscalCode } from '@club/wire/fiscal-code';
import { LIMITS } from '@club/wire/limits';
import { phonePattern } from '@club/wire/phone';
import { CRM_FIELD_MESSAGES as M } from './field-messages';

/**
 * Field rules the CRM applies to what members type (spec 1 §5 'Shared lead-form fields', spec 3 §5):
 * the same checks as the portal's forms, from the same data (`@club/wire`), with the CRM's messages.
 */

/** Required text, trimmed: one message for empty and too long. */
export function crmRequiredText(max: number) {
  return z.string({ error: M.required }).trim().min(1, { error: M.required }).max(max, { error: M.required });
}

/** E-mail: required; pattern, blocked domain and max length ('E-mail non valida: ...'); lower-cased. */
export function crmLeadEmail(maxLength: number = LIMITS.emailMax) {
  return z
    .string({ error: M.required })
    .trim()
    .toLowerCase()
    .min(1, { error: M.required })
    .max(maxLength, { error: M.invalidEmail })
    .regex(EMAIL_PATTERN, { error: M.invalidEmail })
    .refine((v) => !isBlockedEmailDomain(v), { error: M.invalidEmail });
}

/** Mobile number: required, digits only, 9 to `max`. */
export function crmMobile(max: number = LIMITS.phoneMax) {
  return z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .regex(phonePattern(LIMITS.phoneMin, max), { error: M.invalidPhone });
}

/** Optional fiscal code of a lead; when present, upper-cased and checked (pattern + control character). */
export const crmLeadFiscalCode = z
  .string({ error: M.invalidFiscalCodeLead })
  .trim()
  .toUpperCase()
  .max(LIMITS.fiscalCodeLength, { error: M.invalidFiscalCodeLead })
  .refine((v) => v === '' || isValidFiscalCode(v), { error: M.invalidFiscalCodeLead })
  .nullish()
  .transform((v) => (v ? v : undefined));

/** A fiscal code given to complete the profile: upper-cased and checked. */
export const crmFiscalCode = z
  .string({ error: M.invalidFiscalCode })
  .trim()
  .toUpperCase()
  .refine(isValidFiscalCode, { error: M.invalidFiscalCode });

/** A consent that must be given: only `true` passes, one message for missing and off. */
export function crmConsentGiven(message: string) {
  return z.boolean({ error: message }).pipe(z.literal(true, { error: message }));
}
