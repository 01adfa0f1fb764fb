import { LIMITS } from '@club/wire/limits';
import { MIN_NEW_PASSWORD, REGISTRATION_PASSWORD_MIN } from '@club/wire/passwords';
import { MAX_PHONE_DIGITS } from '@club/wire/phone';

/**
 * The Italian messages the CRM answers a refused field with (400, 409). They are the texts of the
 * portal's forms (spec 1 §5, spec 2 §5, spec 3 §5), character for character, so a message the portal
 * passes on reads as its own; the contracts keep their own copy because the upstream does not share
 * the portal's rules (`@club/validation`). subgraphs/crm/src/upstream-messages.test.ts holds both
 * sides to the same texts.
 */
export const CRM_FIELD_MESSAGES = {
  required: 'Campo obbligatorio',
  invalidEmail: 'E-mail non valida: verifica di aver scritto correttamente.',
  invalidPhone: 'Numero di telefono non valido: verifica di aver scritto correttamente.',
  invalidFiscalCodeLead: 'Codice Fiscale non valido: verifica di aver scritto correttamente.',
  noteTooLong: 'Messaggio troppo lungo: hai a disposizione massimo 999 caratteri',
  privacyRequired: "Accettare l'informativa privacy è obbligatorio.",
  invalidFiscalCode: 'Inserisci un Codice Fiscale valido.',
  passwordRequired: 'La password è obbligatoria.',
  professionRequired: 'Seleziona una professione.',
  fiscalCodeRequired: 'Il codice fiscale è obbligatorio',
  birthDateRequired: 'La data di nascita è obbligatoria',
} as const;

/** POST /auth/registrazione(-trial): the refusals of the registration (spec 1 §2, §5). */
export const CRM_REGISTRATION_MESSAGES = {
  passwordTooShort: `La password deve contenere almeno ${REGISTRATION_PASSWORD_MIN} caratteri.`,
  passwordTooLong: `La password può contenere al massimo ${LIMITS.passwordMax} caratteri.`,
  termsRequired: "Accettare le condizioni d'uso è obbligatorio.",
  emailTaken: 'Esiste già un account con questa e-mail: accedi con le tue credenziali.',
} as const;

/** PUT /contact/account: the refusals of the account update (spec 3 §5 'Profile'). */
export const CRM_ACCOUNT_MESSAGES = {
  phoneRequired: 'Il numero di cellulare è obbligatorio.',
  phoneDigits: 'Il numero di cellulare può contenere solo cifre.',
  phoneTooLong: `Il numero di cellulare può contenere al massimo ${MAX_PHONE_DIGITS} cifre.`,
  prefix: 'Seleziona un prefisso dalla lista.',
  passwordTooShort: `La password deve contenere almeno ${MIN_NEW_PASSWORD} caratteri.`,
  mismatch: 'Le password non coincidono.',
} as const;
