import { z } from 'zod';
import { parseBirthDate } from '@club/wire/dates';
import { isValidFiscalCode } from '@club/wire/fiscal-code';
import { MAX_PHONE_DIGITS, PHONE_PREFIXES } from '@club/wire/phone';
import { MIN_NEW_PASSWORD } from '@club/wire/passwords';
import { route } from '../route';
import { CRM_ACCOUNT_MESSAGES, CRM_FIELD_MESSAGES } from './field-messages';

// The member's profile area (spec 3 §3, §7): leave-the-club request, invoices, subscription history,
// order products, payment methods.

/** POST /CRM/Utente/RichiestaRecesso body: an optional reason. */
export const leaveClubBody = z.object(
  { motivo: z.string({ error: 'Il campo motivo deve essere un testo.' }).trim().max(1000, 'Il motivo può contenere al massimo 1000 caratteri.').optional() },
  { error: 'Richiesta non valida: serve un oggetto JSON.' },
);
export type LeaveClubBody = z.input<typeof leaveClubBody>;

export const leaveClubAnswer = z.object({ ok: z.literal(true), richiestaId: z.string(), dataRichiesta: z.string() });

/** Spec 3 §3 'Invoice': id, productName, fatturaEmessa (issued flag), dataFattura, importo. */
export const invoiceRecord = z.object({
  id: z.string(),
  productName: z.string(),
  fatturaEmessa: z.boolean(),
  dataFattura: z.string(),
  importo: z.number(),
});
export type InvoiceRecord = z.output<typeof invoiceRecord>;

/** Spec 3 §3 'Subscription history item'. */
export const subscriptionHistoryRecord = z.object({
  name: z.string(),
  activeFrom: z.string(),
  endOfSubscription: z.string().nullable(),
  source: z.string(),
  isActive: z.boolean(),
  condizioniAdesione: z.string().nullable(),
});
export type SubscriptionHistoryRecord = z.output<typeof subscriptionHistoryRecord>;

/** GET /CRM/Utente/Sottoscrizione/Storico: the member's subscriptions and their add-ons. */
export const subscriptionHistoryAnswer = z.object({
  sottoscrizioni: z.array(subscriptionHistoryRecord),
  addons: z.array(subscriptionHistoryRecord),
});

export const leaveClubRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/CRM/Utente/RichiestaRecesso',
  summary: "Records the member's request to leave the club (idempotent)",
  auth: 'required',
  body: leaveClubBody,
  response: leaveClubAnswer,
  errors: { 400: 'A malformed body', 401: 'No valid session token' },
});

export const invoicesRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/invoice',
  summary: "The signed-in member's invoices, newest first (the token decides whose)",
  auth: 'required',
  response: z.object({ invoices: z.array(invoiceRecord) }),
  errors: { 401: 'No valid session token' },
});

export const subscriptionHistoryRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/Utente/Sottoscrizione/Storico',
  summary: "The member's subscriptions and add-ons",
  auth: 'required',
  response: subscriptionHistoryAnswer,
  errors: { 401: 'No valid session token' },
});

export const orderProductsRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/ordermanagement-internal/orders/user/{clientCode}/products',
  summary: "HTML blocks describing the member's ordered products (results[1].html is the product detail)",
  auth: 'required',
  params: z.object({ clientCode: z.string() }),
  response: z.object({ results: z.array(z.object({ html: z.string() })) }),
  errors: { 401: 'No valid session token', 403: "clientCode is not the token's customer" },
});

export const invoiceDownloadRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/invoice/download',
  summary: "One of the signed-in member's invoices as a PDF (another member's paymentId is not found)",
  auth: 'required',
  query: z.object({ paymentId: z.string() }),
  mediaTypes: ['application/pdf'],
  response: z.string(),
  errors: { 400: 'No paymentId', 401: 'No valid session token', 404: "No invoice of the token's member with this id", 409: 'The invoice is not issued yet' },
});

/** Spec 3 §3 'Payment method': cardType, cardNumber (masked), cardOwner, expireOn, favorite. */
export const paymentMethodRecord = z.object({
  cardType: z.enum(['MASTERCARD', 'VISA', 'PAYPAL']),
  cardNumber: z.string(),
  cardOwner: z.string(),
  expireOn: z.string().nullable(),
  favorite: z.boolean(),
});
export type PaymentMethodRecord = z.output<typeof paymentMethodRecord>;

export const paymentMethodsRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/contact/paymentmethods',
  summary: "The signed-in member's saved payment methods, card numbers masked (the token decides whose)",
  auth: 'required',
  response: z.object({ paymentMethods: z.array(paymentMethodRecord) }),
  errors: { 401: 'No valid session token' },
});

export const changePaymentMethodsRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/contact/paymentmethods',
  summary: "Opens a change of payment method at the payment provider: the URL of the provider's page the member is sent to",
  auth: 'required',
  response: z.object({ changePaymentMethodsUrl: z.url() }),
  errors: { 401: 'No valid session token' },
});

export const paymentProviderPageRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/provider/paymentmethods/{session}',
  summary: "The simulated payment provider's page for a change of payment method (HTML)",
  auth: 'none',
  params: z.object({ session: z.string() }),
  mediaTypes: ['text/html'],
  response: z.string(),
  errors: { 404: 'Unknown or expired session' },
});

/** GET /contact: the member's personal data as the profile page shows it (spec 3 §3 'Contact data'). */
export const personalContactAnswer = z.object({
  codiceCliente: z.string(),
  email: z.string().nullable(),
  nome: z.string(),
  cognome: z.string(),
  codiceFiscale: z.string().nullable(),
  dataNascita: z.string().nullable(),
  prefisso: z.string(),
  cellulare: z.string().nullable(),
});

/** PUT /contact body (spec 3 §7): the missing fiscal code and birth date (YYYY-MM-DD). */
export const completeContactBody = z.object(
  {
    codiceFiscale: z.string({ error: 'Il campo codiceFiscale deve essere un testo.' }).optional(),
    dataDiNascita: z.string({ error: 'Il campo dataDiNascita deve essere un testo.' }).optional(),
  },
  { error: 'Richiesta non valida: serve un oggetto JSON con codiceFiscale e dataDiNascita.' },
);
export type CompleteContactBody = z.input<typeof completeContactBody>;

/**
 * The rules PUT /contact re-checks the missing data with (spec 3 §5 'Profile'): the fiscal code
 * required and checked, the birth date (gg/mm/aaaa or yyyy-mm-dd) required and a real past date,
 * stored as yyyy-mm-dd. `.pick()` the fields the member is missing.
 */
export const completeContactFields = z.object({
  codiceFiscale: z
    .string({ error: CRM_FIELD_MESSAGES.fiscalCodeRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: CRM_FIELD_MESSAGES.fiscalCodeRequired })
    .refine((v) => v === '' || isValidFiscalCode(v), { error: CRM_FIELD_MESSAGES.invalidFiscalCode }),
  dataDiNascita: z
    .string({ error: CRM_FIELD_MESSAGES.birthDateRequired })
    .trim()
    .min(1, { error: CRM_FIELD_MESSAGES.birthDateRequired })
    .refine((v) => v === '' || parseBirthDate(v) !== null, { error: CRM_FIELD_MESSAGES.birthDateRequired })
    .transform((v) => parseBirthDate(v) ?? v),
});

const prefixValues = PHONE_PREFIXES.map((p) => p.value) as string[];

/** PUT /contact/account: the prefix comes from the list (spec 3 §5). */
export const accountPhonePrefix = z.string({ error: CRM_ACCOUNT_MESSAGES.prefix }).refine((v) => prefixValues.includes(v), { error: CRM_ACCOUNT_MESSAGES.prefix });
/** PUT /contact/account: the phone, required, digits only, at most 10. */
export const accountPhone = z
  .string({ error: CRM_ACCOUNT_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: CRM_ACCOUNT_MESSAGES.phoneRequired })
  .regex(/^\d*$/, { error: CRM_ACCOUNT_MESSAGES.phoneDigits })
  .max(MAX_PHONE_DIGITS, { error: CRM_ACCOUNT_MESSAGES.phoneTooLong });

/** PUT /contact/account: the new password's rules once decrypted, or null. */
export function accountPasswordProblem(password: string, confirmation: string): { field: 'password' | 'confirmPassword'; message: string } | null {
  if (password.length < MIN_NEW_PASSWORD) return { field: 'password', message: CRM_ACCOUNT_MESSAGES.passwordTooShort };
  if (password !== confirmation) return { field: 'confirmPassword', message: CRM_ACCOUNT_MESSAGES.mismatch };
  return null;
}

/** PUT /contact/account body: phone with prefix; password and its confirmation encrypted with the login public key. */
export const accountUpdateBody = z.object(
  {
    prefisso: z.string({ error: 'Il campo prefisso deve essere un testo.' }),
    cellulare: z.string({ error: 'Il campo cellulare deve essere un testo.' }),
    password: z.string().optional(),
    confermaPassword: z.string().optional(),
  },
  { error: 'Richiesta non valida: serve un oggetto JSON con prefisso e cellulare.' },
);
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;

export const personalContactRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/contact',
  summary: "The signed-in member's personal data (fiscal code, birth date, phone with prefix)",
  auth: 'required',
  response: personalContactAnswer,
  errors: { 401: 'No valid session token' },
});

export const completeContactRoute = route({
  family: 'crm',
  method: 'PUT',
  path: '/contact',
  summary: 'Completes the profile with the missing fiscal code and birth date (re-validated; data on file is never overwritten)',
  auth: 'required',
  body: completeContactBody,
  response: z.object({ ok: z.literal(true) }),
  errors: { 400: 'A field is missing or invalid (the Italian message says which)', 401: 'No valid session token', 409: 'The datum is already on file' },
});

export const accountUpdateRoute = route({
  family: 'crm',
  method: 'PUT',
  path: '/contact/account',
  summary: "Updates the member's phone (prefix and number) and, when given, the password (encrypted with the login public key)",
  auth: 'required',
  body: accountUpdateBody,
  response: z.object({ ok: z.literal(true) }),
  errors: { 400: 'An invalid phone or password (the Italian message says which)', 401: 'No valid session token' },
});

export const privacyTextRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/contact/jump2wl/privacy',
  summary: 'The privacy notice text (results[0].text)',
  auth: 'required',
  response: z.object({ results: z.array(z.object({ text: z.string() })) }),
  errors: { 401: 'No valid session token' },
});

/** Spec 3 §3 'Legal case'. */
export const legalCaseRecord = z.object({
  pratica: z.object({
    nome: z.string(),
    organoGiudicanteDesc: z.string(),
    sede: z.string(),
    sezione: z.string(),
    statoCausa: z.string(),
    provvedimenti: z.array(z.object({ tipo: z.string(), valore: z.string() })),
  }),
  lineaDiBusiness: z.object({ descrizione: z.string(), specializzazione: z.string() }),
});
export type LegalCaseRecord = z.output<typeof legalCaseRecord>;

export const legalHearingRecord = z.object({
  tipoUdienzaDesc: z.string(),
  dataUdienza: z.string(),
  documentazioni: z.array(z.object({ id: z.string(), fileSharePoint: z.string() })),
});
export type LegalHearingRecord = z.output<typeof legalHearingRecord>;

export const legalCasesRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/CauseLegaliAttive',
  summary: "The signed-in member's active legal cases (the token decides whose)",
  auth: 'required',
  response: z.array(legalCaseRecord),
  errors: { 401: 'No valid session token' },
});

export const legalHearingsRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/CauseLegaliAttive/{nome}/Udienze',
  summary: "The hearings of one of the member's cases, with their documents (another member's case is not found)",
  auth: 'required',
  params: z.object({ nome: z.string() }),
  response: z.array(legalHearingRecord),
  errors: { 401: 'No valid session token', 404: "No case of the token's member with this name" },
});

export const legalDocumentRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/CauseLegaliAttive/documenti/{id}',
  summary: "One document of the member's hearings as a PDF (another member's document is not found)",
  auth: 'required',
  params: z.object({ id: z.string() }),
  mediaTypes: ['application/pdf'],
  response: z.string(),
  errors: { 401: 'No valid session token', 404: "No document of the token's member with this id" },
});
