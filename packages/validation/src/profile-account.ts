/** Spec 3 §5 'Profile' account form: phone with prefix, optional password with confirmation. */
import { z } from 'zod';
import { MIN_NEW_PASSWORD } from '@club/wire/passwords';
import { MAX_PHONE_DIGITS, PHONE_PREFIXES } from '@club/wire/phone';

// The prefix list (spec 3 §5, default 0039), the 10-digit cap and the new password's minimum are data
// the CRM's account contract reads too (`@club/wire` phone.ts, passwords.ts).
export { DEFAULT_PHONE_PREFIX, MAX_PHONE_DIGITS, PHONE_PREFIXES } from '@club/wire/phone';
export { MIN_NEW_PASSWORD } from '@club/wire/passwords';

export const ACCOUNT_MESSAGES = {
  phoneRequired: 'Il numero di cellulare è obbligatorio.',
  phoneDigits: 'Il numero di cellulare può contenere solo cifre.',
  phoneTooLong: `Il numero di cellulare può contenere al massimo ${MAX_PHONE_DIGITS} cifre.`,
  prefix: 'Seleziona un prefisso dalla lista.',
  passwordTooShort: `La password deve contenere almeno ${MIN_NEW_PASSWORD} caratteri.`,
  confirmRequired: 'Conferma la nuova password.',
  mismatch: 'Le password non coincidono.',
} as const;

const prefixValues = PHONE_PREFIXES.map((p) => p.value) as string[];

export const phonePrefixSchema = z.string({ error: ACCOUNT_MESSAGES.prefix }).refine((v) => prefixValues.includes(v), { error: ACCOUNT_MESSAGES.prefix });
export const accountPhoneSchema = z
  .string({ error: ACCOUNT_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.phoneRequired })
  .regex(/^\d*$/, { error: ACCOUNT_MESSAGES.phoneDigits })
  .max(MAX_PHONE_DIGITS, { error: ACCOUNT_MESSAGES.phoneTooLong });

/** The account form's fields as typed (password fields empty when the password is not changed). */
export const accountFormSchema = z
  .object({
    prefix: phonePrefixSchema,
    phone: accountPhoneSchema,
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.password === '' && v.confirmPassword === '') return;
    if (v.password.length < MIN_NEW_PASSWORD) ctx.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_MESSAGES.passwordTooShort });
    if (v.confirmPassword === '') ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: ACCOUNT_MESSAGES.confirmRequired });
    else if (v.confirmPassword !== v.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: ACCOUNT_MESSAGES.mismatch });
  });
export type AccountFormInput = z.input<typeof accountFormSchema>;

/** The same password rules once decrypted by the service. */
export function newPasswordProblem(password: string, confirmation: string): { field: 'password' | 'confirmPassword'; message: string } | null {
  if (password.length < MIN_NEW_PASSWORD) return { field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort };
  if (password !== confirmation) return { field: 'confirmPassword', message: ACCOUNT_MESSAGES.mismatch };
  return null;
}

