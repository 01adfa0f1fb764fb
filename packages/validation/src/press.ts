/**
 * World Scientific Press forms (spec 3 §5 'Scientific press search', §9): the search form's date
 * rules and the newsletter's cap of 3 specializations. Run by the web form and again by the crm
 * subgraph before any upstream call.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';

/** The most specialization families of the press newsletter (spec 3 §5, §9). */
export const PRESS_NEWSLETTER_MAX = 3;
/** Longest keyword accepted (not in the spec: a keyword is a word or two). */
export const PRESS_KEYWORD_MAX = 100;

/**
 * Spec 3 §5 "keyword optional and must be in English". Two readings: (a) only the characters an
 * English keyword is written with (Latin letters without accents, digits, spaces, hyphen,
 * apostrophe), or (b) words found in an English dictionary. We take (a): it can be checked the
 * same way in the browser and on the server, and it rejects the accented letters of an Italian
 * keyword ('malattià', 'età'). docs/spec-coverage.md records both.
 */
export const PRESS_KEYWORD_READING = 'ascii-letters' as const;
export const PRESS_KEYWORD_PATTERN = /^[A-Za-z0-9 '-]*$/;

/** The time zone the portal's "today" is taken in (an Italian club). */
export const PRESS_TIME_ZONE = 'Europe/Rome';

/** Spec 3 §5 messages; only 'Campo obbligatorio.' is the spec's, the others are our wording. */
export const PRESS_MESSAGES = {
  required: MESSAGES.requiredWithPeriod,
  invalidDate: 'Inserisci una data valida.',
  fromAfterTo: 'La data di inizio non può essere successiva alla data di fine.',
  toAfterToday: 'La data di fine non può essere successiva a oggi.',
  keywordNotEnglish: 'Scrivi la parola chiave in inglese: solo lettere senza accenti, numeri, spazi, trattino e apostrofo.',
  keywordTooLong: `La parola chiave ha al massimo ${PRESS_KEYWORD_MAX} caratteri.`,
  newsletterEmpty: 'Scegli almeno una specializzazione.',
  newsletterTooMany: `Puoi scegliere al massimo ${PRESS_NEWSLETTER_MAX} specializzazioni.`,
} as const;

/** Today in the portal's time zone, yyyy-MM-dd. */
export function pressToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PRESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Spec 3 §5 default range: from the same day last month (the month's last day when shorter) to today. */
export function pressDefaultRange(today: string = pressToday()): { fromDate: string; toDate: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return { fromDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, toDate: today };
}

function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
}

const requiredDate = z
  .string({ error: PRESS_MESSAGES.required })
  .trim()
  .min(1, { error: PRESS_MESSAGES.required, abort: true })
  .refine(isCalendarDate, { error: PRESS_MESSAGES.invalidDate, abort: true });

/**
 * The search form: from-date, to-date (yyyy-MM-dd, as a date input holds them) and the category
 * required; from not after to; to not after `today`; the keyword optional, in English. The output
 * is what the search sends: the category as a number, the keyword trimmed or undefined.
 */
export function pressSearchSchema(today: string = pressToday()) {
  return z
    .object({
      fromDate: requiredDate,
      toDate: requiredDate.refine((v) => v <= today, { error: PRESS_MESSAGES.toAfterToday }),
      categoryId: z
        .string({ error: PRESS_MESSAGES.required })
        .trim()
        .min(1, { error: PRESS_MESSAGES.required })
        .regex(/^\d{1,9}$/, { error: PRESS_MESSAGES.required }),
      // Optional: the field holds '' when nothing is typed.
      keyword: z
        .string({ error: PRESS_MESSAGES.keywordNotEnglish })
        .trim()
        .max(PRESS_KEYWORD_MAX, { error: PRESS_MESSAGES.keywordTooLong })
        .regex(PRESS_KEYWORD_PATTERN, { error: PRESS_MESSAGES.keywordNotEnglish }),
    })
    .superRefine((v, ctx) => {
      if (v.fromDate > v.toDate) ctx.addIssue({ code: 'custom', message: PRESS_MESSAGES.fromAfterTo, path: ['fromDate'] });
    })
    .transform((v) => ({ fromDate: v.fromDate, toDate: v.toDate, categoryId: Number(v.categoryId), keyword: v.keyword ? v.keyword : undefined }));
}

export type PressSearchInput = z.input<ReturnType<typeof pressSearchSchema>>;
export type PressSearchValues = z.output<ReturnType<typeof pressSearchSchema>>;

/** The newsletter's chosen family ids: at least one (Save is disabled with none), at most 3, no repeats. */
export const pressNewsletterSchema = z
  .array(z.string().trim().min(1, { error: PRESS_MESSAGES.newsletterEmpty }), { error: PRESS_MESSAGES.newsletterEmpty })
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.string()).min(1, { error: PRESS_MESSAGES.newsletterEmpty }).max(PRESS_NEWSLETTER_MAX, { error: PRESS_MESSAGES.newsletterTooMany }));
