/**
 * The ECM triennium's forms (issue 29, beyond the spec): an external credit the member records
 * (provider, event title, date, credits, optional certificate PDF) and the individual obligation
 * from their Co.Ge.A.P.S. statement. Run by the web form, again by the fad subgraph before any
 * upstream call, and by the upstream on what it stores. The wording is ours: the spec has no form here.
 */
import { UPLOAD_MAX_BYTES } from '@club/wire/uploads';
import { z } from 'zod';
import { MESSAGES } from './messages';

/** Longest provider name and event title (a registry line; ECM provider names run to ~120 characters). */
export const ECM_PROVIDER_MAX = 200;
export const ECM_TITLE_MAX = 300;
/** Longest ECM event code ('1234-567890', sometimes with its edition: '1234-567890 ed. 2'). */
export const ECM_EVENT_CODE_MAX = 40;
/** Most credits one event can give (the national rules cap a single FAD/residential event at 50). */
export const ECM_EVENT_MAX_CREDITS = 50;
/**
 * Largest certificate accepted, bytes: the portal's one upload limit (@club/wire/uploads), like the
 * professional card's documents. The certificate travels base64 in the GraphQL request, whose body
 * limit the gateway derives from the same figure, and the upstream keeps the same rule. A one-page
 * PDF attestato as the registries issue it is well under it.
 */
export const ECM_CERTIFICATE_MAX_BYTES = UPLOAD_MAX_BYTES;
/** Highest individual obligation (the standard is 150; bonuses only lower it). */
export const ECM_OBLIGATION_MAX = 300;

export const ECM_CREDIT_MESSAGES = {
  required: MESSAGES.requiredWithPeriod,
  providerTooLong: `Il provider ha al massimo ${ECM_PROVIDER_MAX} caratteri.`,
  titleTooLong: `Il titolo ha al massimo ${ECM_TITLE_MAX} caratteri.`,
  eventCodeTooLong: `Il codice evento ha al massimo ${ECM_EVENT_CODE_MAX} caratteri.`,
  invalidDate: 'Inserisci una data valida (gg/mm/aaaa).',
  dateOutsideTriennium: 'La data deve cadere in un triennio ECM, dal 01/01/2014 a oggi.',
  dateInFuture: 'La data non può essere successiva a oggi.',
  invalidCredits: `Inserisci un numero di crediti tra 0,1 e ${ECM_EVENT_MAX_CREDITS}, con al massimo un decimale.`,
  certificateNotPdf: "L'attestato deve essere un file PDF.",
  certificateTooLarge: `L'attestato supera i ${ECM_CERTIFICATE_MAX_BYTES / 1024} KB.`,
  invalidObligation: `Inserisci un obbligo tra 0 e ${ECM_OBLIGATION_MAX} crediti, con al massimo un decimale.`,
} as const;

/** 'gg/mm/aaaa' or 'aaaa-mm-gg' to 'aaaa-mm-gg', or null when it is not a calendar day. */
export function ecmDay(value: string): string | null {
  const trimmed = value.trim();
  const it = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  const iso = it ? `${it[3]}-${it[2]}-${it[1]}` : trimmed;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Credits as typed in Italian ('4,5') or sent as a number; null when not a number of at most one decimal. */
export function ecmCredits(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return null;
  return Number(text);
}

const requiredText = (max: number, tooLong: string) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().min(1, ECM_CREDIT_MESSAGES.required).max(max, tooLong));

export interface EcmCreditContext {
  /** The triennium's first and last day, YYYY-MM-DD. */
  start: string;
  end: string;
  /** The club's day, YYYY-MM-DD. */
  today: string;
}

/**
 * An external credit: provider, event title, the day it was earned (inside the triennium, not after
 * today), credits, and the ECM event code when the member has it (issue 40: imports judge duplicates on it).
 */
export function externalEcmCreditSchema(context: EcmCreditContext) {
  return z.object({
    provider: requiredText(ECM_PROVIDER_MAX, ECM_CREDIT_MESSAGES.providerTooLong),
    title: requiredText(ECM_TITLE_MAX, ECM_CREDIT_MESSAGES.titleTooLong),
    eventCode: z
      .string()
      .nullish()
      .transform((v) => v?.trim() || null)
      .pipe(z.string().max(ECM_EVENT_CODE_MAX, ECM_CREDIT_MESSAGES.eventCodeTooLong).nullable()),
    date: z
      .string()
      .min(1, ECM_CREDIT_MESSAGES.required)
      .transform((v, ctx) => {
        const day = ecmDay(v);
        if (!day) {
          ctx.addIssue({ code: 'custom', message: ECM_CREDIT_MESSAGES.invalidDate });
          return z.NEVER;
        }
        if (day < context.start || day > context.end) {
          ctx.addIssue({ code: 'custom', message: ECM_CREDIT_MESSAGES.dateOutsideTriennium });
          return z.NEVER;
        }
        if (day > context.today) {
          ctx.addIssue({ code: 'custom', message: ECM_CREDIT_MESSAGES.dateInFuture });
          return z.NEVER;
        }
        return day;
      }),
    credits: z.union([z.string(), z.number()]).transform((v, ctx) => {
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: ECM_CREDIT_MESSAGES.required });
        return z.NEVER;
      }
      const n = ecmCredits(v);
      if (n === null || n <= 0 || n > ECM_EVENT_MAX_CREDITS) {
        ctx.addIssue({ code: 'custom', message: ECM_CREDIT_MESSAGES.invalidCredits });
        return z.NEVER;
      }
      return n;
    }),
  });
}
export type ExternalEcmCreditValues = z.output<ReturnType<typeof externalEcmCreditSchema>>;

/** An optional certificate: a PDF (by its first bytes, not its name) within the size cap. */
export function ecmCertificateProblem(file: { bytes: Uint8Array } | null | undefined): string | null {
  if (!file) return null;
  if (file.bytes.length > ECM_CERTIFICATE_MAX_BYTES) return ECM_CREDIT_MESSAGES.certificateTooLarge;
  const magic = String.fromCharCode(...file.bytes.subarray(0, 5));
  return magic === '%PDF-' ? null : ECM_CREDIT_MESSAGES.certificateNotPdf;
}

/** The individual obligation from the registry statement: 0 to 300 credits, one decimal. */
export const ecmObligationSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  if (v === '') {
    ctx.addIssue({ code: 'custom', message: ECM_CREDIT_MESSAGES.required });
    return z.NEVER;
  }
  const n = ecmCredits(v);
  if (n === null || n > ECM_OBLIGATION_MAX) {
    ctx.addIssue({ code: 'custom', message: ECM_CREDIT_MESSAGES.invalidObligation });
    return z.NEVER;
  }
  return n;
});
