/** Lead forms: spec 1 §5 'Shared lead-form fields' (and spec 3 §5 support form), spec 2 §5 upgrade-section lead form. */
import { z } from 'zod';
import { CONTACT_FORM_PHONE_MAX, LEAD_FORM_TYPES, type LeadFormType } from '@club/wire/lead-forms';
import { phonePattern } from '@club/wire/phone';
import { EMAIL_PATTERN, isBlockedEmailDomain } from './email';
import { isValidFiscalCode } from './fiscal-code';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { switchOn } from './switch';
import { parseBirthDate } from '@club/wire/dates';

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

export { phonePattern } from '@club/wire/phone';

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
  /** required; typed gg/mm/aaaa (as the profile's, spec 3 §5), a real date not after today; sent as YYYY-MM-DD */
  dateOfBirth: requiredText()
    .refine((v) => parseBirthDate(v) !== null, { error: MESSAGES.invalidBirthDateLead })
    .transform((v) => parseBirthDate(v) ?? v),
  placeOfBirth: requiredText().max(LIMITS.placeOfBirthMax, { error: MESSAGES.placeOfBirthTooLong }),
  /** max 100, no other rule */
  username: z.string().trim().max(LIMITS.usernameMax, { error: MESSAGES.usernameTooLong }).optional(),
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

// ---------------------------------------------------------------------------------------------
// Lead forms of the services area (spec 3 §3 'Form types and campaigns', §5 support form and
// 'Other contact forms'): one schema per form variant, chosen on the server from the form type so
// a client cannot pick a laxer one.
// ---------------------------------------------------------------------------------------------

// The form types, their campaigns and variants are data the CRM's lead contract reads too (`@club/wire` lead-forms.ts).
export {
  CONSENT_CHOICES,
  CONTACT_FORM_PHONE_MAX,
  FITNESS_FORM_TYPE,
  HOME_CARE_FORM_TYPE,
  CMS_FORM_CAMPAIGN_WINS,
  isLeadFormType,
  leadCampaign,
  LEAD_FORM_TYPES,
  LEAD_SOURCE,
  LIGHT_AND_GAS_FORM_TYPE,
  PROFILE_ASSISTANT_FORM_TYPE,
  SUPPORT_FORM_TYPE,
  SUPPORT_MARKETING_CODE,
  MARKETING_FORM_TYPE,
  ACCOUNT_FORM_TYPE,
  type ConsentChoice,
  type LeadFormType,
  type LeadFormVariant,
} from '@club/wire/lead-forms';

/** Spec 3 §9 'Appointment booking offers a morning or afternoon window'. */
export const APPOINTMENT_WINDOWS = ['mattina', 'pomeriggio'] as const;
export type AppointmentWindow = (typeof APPOINTMENT_WINDOWS)[number];
/** How many bookable days the marketing form offers (ours: the spec gives no number). */
export const APPOINTMENT_DAYS_OFFERED = 6;

/**
 * The days an appointment may be booked on, from tomorrow: the support's opening days (spec 3 §9:
 * Monday to Saturday), `count` of them, as YYYY-MM-DD (calendar days of `today`'s own time zone).
 */
export function appointmentDays(today: Date = new Date(), count: number = APPOINTMENT_DAYS_OFFERED): string[] {
  const days: string[] = [];
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  while (days.length < count) {
    d.setDate(d.getDate() + 1);
    if (d.getDay() === 0) continue;
    days.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);
  }
  return days;
}

/**
 * Whether a day is one the marketing form offers (the server re-checks what the page offered). A day
 * either side is allowed for the browser's and the server's clocks and time zones to differ.
 */
export function isBookableAppointmentDay(day: string, today: Date = new Date()): boolean {
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  return appointmentDays(yesterday, APPOINTMENT_DAYS_OFFERED + 2).includes(day);
}

/** giorni_richiesta of the lead: the day and its window, e.g. '2026-12-01 mattina'. */
export function appointmentRequest(day: string, window: AppointmentWindow): string {
  return `${day} ${window}`;
}

/** Spec 3 §5 support form consents: Si/No, defaulting to not selected (''). */
const consentChoice = z
  .enum(['SI', 'NO', ''], { error: MESSAGES.required })
  .default('')
  .transform((v) => (v === '' ? null : v));

/** Digits only, 9 to `max` (spec 3 §5 'Cellulare accepts digits only'). */
function leadPhone(max: number) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .regex(phonePattern(LIMITS.phoneMin, max), { error: MESSAGES.invalidPhone });
}

/** Spec 3 §5 support form: the four consents, each Si/No or not selected. */
export const supportConsentSchemas = {
  marketingDiretto: consentChoice,
  comunicazioneTerzi: consentChoice,
  statistiche: consentChoice,
  profilazione: consentChoice,
};

/**
 * Spec 3 §5 support form: Nome, Cognome, E-Mail, Cellulare (digits only), Il tuo messaggio required;
 * Codice Fiscale optional, upper-cased and checked; four Si/No consents; privacy required.
 */
export const supportLeadSchema = z.object({
  nome: leadFieldSchemas.nome,
  cognome: leadFieldSchemas.cognome,
  email: leadFieldSchemas.email,
  cellulare: leadFieldSchemas.cellulare,
  codiceFiscale: leadFieldSchemas.codiceFiscale,
  note: leadFieldSchemas.note,
  ...supportConsentSchemas,
  privacy: leadFieldSchemas.privacy,
});

/** Spec 3 §5 'Other contact forms' (service pages): name and surname 100, e-mail 100, mobile 16, privacy. */
export const serviceLeadSchema = z.object({
  nome: requiredText(LIMITS.contactNameMax),
  cognome: requiredText(LIMITS.contactNameMax),
  email: leadEmailSchema(LIMITS.emailMaxLong),
  cellulare: leadPhone(CONTACT_FORM_PHONE_MAX),
  note: leadFieldSchemas.note,
  privacy: leadFieldSchemas.privacy,
});

/** Spec 3 §3 fitness form: the service-page fields with the fitness branch (club select, required). */
export const fitnessLeadSchema = z.object({
  nome: requiredText(LIMITS.contactNameMax),
  cognome: requiredText(LIMITS.contactNameMax),
  email: leadEmailSchema(LIMITS.emailMaxLong),
  cellulare: leadPhone(CONTACT_FORM_PHONE_MAX),
  club: leadFieldSchemas.club,
  privacy: leadFieldSchemas.privacy,
});

/** Spec 3 §5 home-care info form: e-mail, phone, privacy. */
export const homeCareLeadSchema = z.object({
  email: leadEmailSchema(LIMITS.emailMaxLong),
  cellulare: leadPhone(CONTACT_FORM_PHONE_MAX),
  privacy: leadFieldSchemas.privacy,
});

/**
 * Spec 3 §5 'Assistant contact form' (profile): e-mail max 100, phone max 16, privacy required, a
 * note. The spec does not say the note is required: it is optional here (max 999, as every note).
 */
export const assistantLeadSchema = z.object({
  email: leadEmailSchema(LIMITS.emailMaxLong),
  cellulare: leadPhone(CONTACT_FORM_PHONE_MAX),
  note: z.string().trim().max(LIMITS.noteMax, { error: MESSAGES.noteTooLong }).default(''),
  privacy: leadFieldSchemas.privacy,
});

/**
 * The /upgrade contact form (form type 'upgrade-das') as a lead form: the spec 2 §5 upgrade schema's
 * rules ('Campo obbligatorio.', phone digits 9 to 20, privacy switch) on the lead form's field names.
 */
export const upgradeLeadSchema = z.object({
  email: upgradeLeadFormSchema.shape.email,
  cellulare: upgradeLeadFormSchema.shape.phone,
  privacy: upgradeLeadFormSchema.shape.privacy,
});

/**
 * Spec 1 §3 'Marketing-form fields' and §4 'Marketing form' (the appointment booking of spec 3 §9):
 * e-mail and phone required (the shared lead-form rules), first and last name, customer code and
 * profession optional, the appointment's day and window (morning or afternoon) required, and the
 * consent checked. What is sent: giorni_richiesta = '{day} {window}'.
 */
export const marketingLeadSchema = z.object({
  email: leadFieldSchemas.email,
  cellulare: leadFieldSchemas.cellulare,
  nome: z.string().trim().max(LIMITS.nameMax, { error: MESSAGES.required }).default(''),
  cognome: z.string().trim().max(LIMITS.nameMax, { error: MESSAGES.required }).default(''),
  /** optional; a customer code is 4 to 8 digits (spec 1 §9 'Numeric username: 4 to 8 digits') */
  codiceCliente: z.string().trim().regex(/^(\d{4,8})?$/, { error: MESSAGES.invalidCustomerCode }).default(''),
  professione: z.string().trim().max(100).default(''),
  giorno: z.string({ error: MESSAGES.appointmentDayRequired }).trim().refine((d) => isBookableAppointmentDay(d), { error: MESSAGES.appointmentDayRequired }),
  fascia: z.enum(APPOINTMENT_WINDOWS, { error: MESSAGES.appointmentWindowRequired }),
  privacy: leadFieldSchemas.privacy,
});

/**
 * The account request form built from the CMS's definition (form type first-opinion, the form of
 * /telemedicina): the shared lead-form fields with date and place of birth, username and password
 * (spec 1 §5), and the message, required as every lead form's note (spec 1 §5 'note: required').
 */
export const accountLeadSchema = z.object({
  nome: leadFieldSchemas.nome,
  cognome: leadFieldSchemas.cognome,
  email: leadFieldSchemas.email,
  cellulare: leadFieldSchemas.cellulare,
  dateOfBirth: leadFieldSchemas.dateOfBirth,
  placeOfBirth: leadFieldSchemas.placeOfBirth,
  username: z.string().trim().max(LIMITS.usernameMax, { error: MESSAGES.usernameTooLong }).default(''),
  /** no rule in the lead form (spec 1 §5); the web sends it encrypted with the login public key */
  password: z.string().default(''),
  note: leadFieldSchemas.note,
  privacy: leadFieldSchemas.privacy,
});

export const LEAD_VARIANT_SCHEMAS = {
  upgrade: upgradeLeadSchema,
  assistant: assistantLeadSchema,
  support: supportLeadSchema,
  service: serviceLeadSchema,
  fitness: fitnessLeadSchema,
  homeCare: homeCareLeadSchema,
  marketing: marketingLeadSchema,
  account: accountLeadSchema,
} as const;

/** The schema of a form type (server and web alike). */
export function leadSchemaForType(formType: LeadFormType) {
  return LEAD_VARIANT_SCHEMAS[LEAD_FORM_TYPES[formType].variant];
}

export type SupportLeadInput = z.input<typeof supportLeadSchema>;
export type SupportLeadValues = z.output<typeof supportLeadSchema>;
