/** Login and password-recovery forms (spec 1 §5 'Login', 'Recovery'; spec 1 §9 numeric username 4 to 8 digits). */
import { z } from 'zod';
import { EMAIL_PATTERN } from './email';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/** Spec 1 §9: a numeric username (customer code) has 4 to 8 digits. */
export const NUMERIC_USERNAME_PATTERN = /^\d{4,8}$/;

/** Spec 1 §5: the username is trimmed and lower-cased; a numeric username is kept as typed (digits only, trimmed). */
export function normaliseLoginUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Spec 1 §5: 4 to 8 digits or an e-mail format (on the normalised value). */
export function isLoginUsernameFormat(username: string): boolean {
  const u = normaliseLoginUsername(username);
  return u.length >= LIMITS.loginUsernameMin && (NUMERIC_USERNAME_PATTERN.test(u) || EMAIL_PATTERN.test(u));
}

function usernameSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .min(LIMITS.loginUsernameMin, { error: message })
    .refine(isLoginUsernameFormat, { error: message });
}

/** Spec 1 §5: password required, trimmed, max 60; one message. */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .trim()
  .min(1, { error: MESSAGES.passwordRequired })
  .max(LIMITS.passwordMax, { error: MESSAGES.passwordRequired });

/** Spec 1 §5 'Login': username 'Formato non valido.', password 'La password è obbligatoria.'. */
export const loginSchema = z.object({
  username: usernameSchema(MESSAGES.loginUsernameFormat),
  password: passwordSchema,
});

/** Spec 1 §5 'Recovery': same username pattern, its own message. */
export const recoverySchema = z.object({
  username: usernameSchema(MESSAGES.recoveryUsernameFormat),
});

export type LoginInput = z.output<typeof loginSchema>;
export type RecoveryInput = z.output<typeof recoverySchema>;
