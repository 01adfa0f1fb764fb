import { z } from 'zod';
import { LIMITS } from '@club/wire/limits';
import { REGISTRATION_PASSWORD_MIN } from '@club/wire/passwords';
import { route } from '../route';
import { loginAnswer } from './auth';
import { CRM_FIELD_MESSAGES, CRM_REGISTRATION_MESSAGES } from './field-messages';
import { crmConsentGiven, crmLeadEmail, crmMobile, crmRequiredText } from './field-rules';

// Registration, trial registration and trial activation (spec 1 §2 /registrazione, /registrazione-trial,
// /attivazione-trial; spec 3 §9 trial length 7 days).

const requiredText = (field: string) =>
  z.string({ error: `Il campo ${field} è obbligatorio.` }).trim().min(1, `Il campo ${field} è obbligatorio.`);

/**
 * POST /auth/registrazione and /auth/registrazione-trial body. The password is the base64
 * RSA-OAEP/SHA-256 ciphertext made with the login public key; privacy and condizioni are the
 * member's consents (both must be true). The service re-checks every field with the form's rules.
 */
export const registrationBody = z.object(
  {
    nome: requiredText('nome'),
    cognome: requiredText('cognome'),
    email: requiredText('email'),
    cellulare: requiredText('cellulare'),
    password: requiredText('password'),
    privacy: z.boolean({ error: 'Il campo privacy è obbligatorio.' }),
    condizioni: z.boolean({ error: 'Il campo condizioni è obbligatorio.' }),
  },
  { error: 'Richiesta non valida: servono i dati di registrazione.' },
);
export type RegistrationBody = z.input<typeof registrationBody>;

/**
 * The rules the service re-checks a registration's data with once the body is read (spec 1 §2, §5:
 * the shared lead-form fields, privacy and terms of use), answering 400 with the message and `field`.
 */
export const registrationFields = z.object({
  nome: crmRequiredText(LIMITS.nameMax),
  cognome: crmRequiredText(LIMITS.nameMax),
  email: crmLeadEmail(),
  cellulare: crmMobile(),
  privacy: crmConsentGiven(CRM_FIELD_MESSAGES.privacyRequired),
  condizioni: crmConsentGiven(CRM_REGISTRATION_MESSAGES.termsRequired),
});

/** The password once decrypted: required, 8 to 60 characters. */
export const registrationPassword = z
  .string({ error: CRM_FIELD_MESSAGES.passwordRequired })
  .min(1, { error: CRM_FIELD_MESSAGES.passwordRequired })
  .refine((v) => v.trim().length > 0, { error: CRM_FIELD_MESSAGES.passwordRequired })
  .refine((v) => v.length >= REGISTRATION_PASSWORD_MIN, { error: CRM_REGISTRATION_MESSAGES.passwordTooShort })
  .refine((v) => v.length <= LIMITS.passwordMax, { error: CRM_REGISTRATION_MESSAGES.passwordTooLong });

/** The answer of a registration: the new member signed in (same shape as the login answer, no consent pending). */
export const registrationAnswer = loginAnswer;

const registrationErrors = {
  400: "Malformed body, a field refused by the form's rules (Italian message), or a password not encrypted with the public key",
  409: 'An account with this e-mail exists already',
};

export const registrationRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/auth/registrazione',
  memberOnlyWrite: true,
  summary: 'Registers a new member (REGISTRATO) and signs them in',
  auth: 'none',
  body: registrationBody,
  response: registrationAnswer,
  errors: registrationErrors,
});

export const trialRegistrationRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/auth/registrazione-trial',
  memberOnlyWrite: true,
  summary: 'Registers a new member straight into the free trial (TRIAL, 7 days) and signs them in',
  auth: 'none',
  body: registrationBody,
  response: registrationAnswer,
  errors: registrationErrors,
});

/** POST /CRM/Utente/AttivazioneTrial answer: the member's subscription after the change. */
export const trialActivationAnswer = z.object({ userSubscription: loginAnswer.shape.userSubscription });

export const trialActivationRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/CRM/Utente/AttivazioneTrial',
  memberOnlyWrite: true,
  summary: 'Activates the 7-day free trial for the signed-in registered member (wallets, expiry and last subscription change)',
  auth: 'required',
  response: trialActivationAnswer,
  errors: { 401: 'No valid session', 409: 'The member is not a registered member without trial (trial used, premium or ex)' },
});
