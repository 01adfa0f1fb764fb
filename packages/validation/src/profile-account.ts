/** Spec 3 §5 'Profile' account form: phone with prefix, optional password with confirmation. */
import { z } from 'zod';

/** Spec 3 §5: the prefix comes from a list, default 0039 (Italy). */
export const PHONE_PREFIXES = [
  { value: '0039', label: 'Italia (+39)' },
  { value: '0041', label: 'Svizzera (+41)' },
  { value: '0033', label: 'Francia (+33)' },
  { value: '0049', label: 'Germania (+49)' },
  { value: '0034', label: 'Spagna (+34)' },
  { value: '0043', label: 'Austria (+43)' },
  { value: '00378', label: 'San Marino (+378)' },
  { value: '0044', label: 'Regno Unito (+44)' },
] as const;
export const DEFAULT_PHONE_PREFIX = '0039';

/** Spec 3 §5: phone at most 10 digits. */
export const MAX_PHONE_DIGITS = 10;
/** The spec does not show the password bounds: at least this many characters (docs/spec-coverage.md). */
export const MIN_NEW_PASSWORD = 8;

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

