/**
 * Registration and trial registration forms (spec 1 §2 'Registration page', §5 shared fields and
 * field lengths; spec 3 §2 /registrazione-trial). The spec shows no field list for this form: it
 * asks for the shared lead-form fields (nome, cognome, email, cellulare) with their messages, a
 * password with its confirmation, and the two consents every member gives (privacy, terms of use).
 */
import { z } from 'zod';
import { REGISTRATION_PASSWORD_MIN } from '@club/wire/passwords';
import { leadFieldSchemas } from './lead';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { personalDataSchema } from './profile';
import { switchOn } from './switch';

/** Password bounds of the registration form (`@club/wire` passwords.ts: a reading, 8 characters). */
export { REGISTRATION_PASSWORD_MIN } from '@club/wire/passwords';

export const REGISTRATION_MESSAGES = {
  passwordTooShort: `La password deve contenere almeno ${REGISTRATION_PASSWORD_MIN} caratteri.`,
  passwordTooLong: `La password può contenere al massimo ${LIMITS.passwordMax} caratteri.`,
  passwordMismatch: 'Le password non coincidono.',
  termsRequired: "Accettare le condizioni d'uso è obbligatorio.",
  emailTaken: 'Esiste già un account con questa e-mail: accedi con le tue credenziali.',
} as const;

/** The password as typed (before it is encrypted for sending): required, 8 to 60 characters. */
export const registrationPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .refine((v) => v.trim().length > 0, { error: MESSAGES.passwordRequired })
  .refine((v) => v.length >= REGISTRATION_PASSWORD_MIN, { error: REGISTRATION_MESSAGES.passwordTooShort })
  .refine((v) => v.length <= LIMITS.passwordMax, { error: REGISTRATION_MESSAGES.passwordTooLong });

/** The member data the server re-validates (the password travels encrypted and is checked by the service). */
export const registrationDataSchema = z.object({
  nome: leadFieldSchemas.nome,
  cognome: leadFieldSchemas.cognome,
  email: leadFieldSchemas.email,
  cellulare: leadFieldSchemas.cellulare,
  privacy: switchOn(MESSAGES.privacyRequired),
  condizioni: switchOn(REGISTRATION_MESSAGES.termsRequired),
});
export type RegistrationData = z.output<typeof registrationDataSchema>;

/** The whole form in the browser: the data plus the password typed twice. */
export const registrationFormSchema = registrationDataSchema
  .extend({
    password: registrationPasswordSchema,
    confermaPassword: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
  })
  .refine((v) => v.password === v.confermaPassword, { error: REGISTRATION_MESSAGES.passwordMismatch, path: ['confermaPassword'] });
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationForm = z.output<typeof registrationFormSchema>;

/**
 * Spec 1 §2 'a type parameter of 1 or 2 shows one form, 3 shows another' (field details not shown):
 * /registrazione?type=3 is the registration with the data a course needs on file (spec 2 §4, 3 §5
 * 'Profile'): the fiscal code and the birth date, with the profile's rules and messages ('Il codice
 * fiscale è obbligatorio', 'Inserisci un Codice Fiscale valido.', 'La data di nascita è obbligatoria';
 * gg/mm/aaaa, given out as yyyy-mm-dd).
 */
export const registrationWithPersonalDataFormSchema = registrationDataSchema
  .extend({
    password: registrationPasswordSchema,
    confermaPassword: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
    codiceFiscale: personalDataSchema.shape.codiceFiscale,
    dataDiNascita: personalDataSchema.shape.dataDiNascita,
  })
  .refine((v) => v.password === v.confermaPassword, { error: REGISTRATION_MESSAGES.passwordMismatch, path: ['confermaPassword'] });
export type RegistrationWithPersonalDataInput = z.input<typeof registrationWithPersonalDataFormSchema>;
export type RegistrationWithPersonalData = z.output<typeof registrationWithPersonalDataFormSchema>;
