/**
 * The ECM obligation's forms (issue 40, part OBLIGATION): the kind and training-objective area of an
 * external credit, and what the member enters to lower their obligation (an exemption or exoneration
 * with its period, a dossier with the day it was built, the previous triennium's credits). Run by
 * the web forms and again by the fad subgraph before any upstream call. The enums are the ones of
 * @club/policy ecm-obligation (this package depends on nothing of the portal's).
 */
import { z } from 'zod';
import { ECM_CREDIT_MESSAGES, ecmCredits, ecmDay } from './ecm-credits';

export const ECM_CREDIT_KIND_VALUES = ['FAD', 'RESIDENZIALE', 'FORMAZIONE_SUL_CAMPO', 'DOCENZA_TUTORAGGIO', 'AUTOFORMAZIONE', 'ESTERO'] as const;
export const ECM_OBJECTIVE_AREA_VALUES = ['TECNICO_PROFESSIONALE', 'PROCESSI', 'SISTEMA'] as const;
export const ECM_ADJUSTMENT_KIND_VALUES = [
  'ESENZIONE_MATERNITA_PATERNITA',
  'ESENZIONE_CONGEDO_PARENTALE',
  'ESENZIONE_MALATTIA',
  'ESENZIONE_ASPETTATIVA',
  'ESENZIONE_LAVORO_ESTERO',
  'ESONERO_FORMAZIONE_UNIVERSITARIA',
  'DOSSIER_INDIVIDUALE',
  'DOSSIER_GRUPPO',
  'TRIENNIO_PRECEDENTE',
] as const;
/** Kinds entered with a period (first and last day); the others with one day (a dossier) or the previous triennium's credits. */
export const ECM_PERIOD_ADJUSTMENT_KINDS: readonly string[] = ECM_ADJUSTMENT_KIND_VALUES.filter((k) => k.startsWith('ESENZIONE_') || k.startsWith('ESONERO_'));
/** Most credits a triennium can have given (twice the standard obligation). */
export const ECM_PREVIOUS_CREDITS_MAX = 300;

export const ECM_OBLIGATION_MESSAGES = {
  kindRequired: 'Scegli la tipologia del credito.',
  areaRequired: "Scegli l'area degli obiettivi formativi.",
  adjustmentKindRequired: 'Scegli il tipo di esenzione, esonero o riduzione.',
  endBeforeStart: "La fine del periodo non può precedere l'inizio.",
  previousCredits: `Inserisci i crediti del triennio precedente, tra 0 e ${ECM_PREVIOUS_CREDITS_MAX}, con al massimo un decimale.`,
} as const;

/** An optional choice among `values`: absent is fine (older callers), anything else must be one of them. */
const choice = <T extends string>(values: readonly T[], message: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return v as T;
    });

/** The two fields an external credit gains: its kind and its area. */
export const ecmCreditKindAreaSchema = z.object({
  kind: choice(ECM_CREDIT_KIND_VALUES, ECM_OBLIGATION_MESSAGES.kindRequired),
  area: choice(ECM_OBJECTIVE_AREA_VALUES, ECM_OBLIGATION_MESSAGES.areaRequired),
});

/** A day typed as gg/mm/aaaa or YYYY-MM-DD, as ISO; null when empty; an issue on `path` when not a day. */
function isoDayOf(value: string | null | undefined, path: string, ctx: z.RefinementCtx): string | null {
  if (!value) return null;
  const iso = ecmDay(value);
  if (!iso) ctx.addIssue({ code: 'custom', path: [path], message: ECM_CREDIT_MESSAGES.invalidDate });
  return iso;
}

/** An adjustment: its kind, its first day, the last one for a period, the credits for the previous triennium. */
export const ecmObligationAdjustmentSchema = z
  .object({
    kind: z.string().transform((v, ctx) => {
      if (!(ECM_ADJUSTMENT_KIND_VALUES as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: ECM_OBLIGATION_MESSAGES.adjustmentKindRequired });
        return z.NEVER;
      }
      return v as (typeof ECM_ADJUSTMENT_KIND_VALUES)[number];
    }),
    start: z.string().nullish(),
    end: z.string().nullish(),
    credits: z.union([z.string(), z.number()]).nullish(),
  })
  // The days are read here, with the kind known: every field's message comes at once.
  .transform((raw, ctx) => {
    const v = { ...raw, start: isoDayOf(raw.start, 'start', ctx), end: isoDayOf(raw.end, 'end', ctx) };
    const period = ECM_PERIOD_ADJUSTMENT_KINDS.includes(v.kind);
    // The previous triennium's figure may come without days: the server names the triennium before the current one.
    if (!raw.start && v.kind !== 'TRIENNIO_PRECEDENTE') ctx.addIssue({ code: 'custom', path: ['start'], message: ECM_CREDIT_MESSAGES.required });
    if (period && !raw.end) ctx.addIssue({ code: 'custom', path: ['end'], message: ECM_CREDIT_MESSAGES.required });
    if (period && v.end && v.start && v.end < v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: ECM_OBLIGATION_MESSAGES.endBeforeStart });
    let credits: number | null = null;
    if (v.kind === 'TRIENNIO_PRECEDENTE') {
      credits = v.credits === null || v.credits === undefined || v.credits === '' ? null : ecmCredits(v.credits);
      if (credits === null || credits > ECM_PREVIOUS_CREDITS_MAX) ctx.addIssue({ code: 'custom', path: ['credits'], message: ECM_OBLIGATION_MESSAGES.previousCredits });
    }
    return { kind: v.kind, start: v.start, end: period || v.kind === 'TRIENNIO_PRECEDENTE' ? v.end : null, credits };
  });
export type EcmObligationAdjustmentValues = z.output<typeof ecmObligationAdjustmentSchema>;
