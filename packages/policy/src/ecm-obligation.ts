import type { TrienniumPeriod } from './ecm-triennium';
import { trienniumOf } from './ecm-trienni';

/**
 * What the ECM obligation really is (issue 40, part OBLIGATION): credits by kind and by training-
 * objective area with the caps the national rules set, and the obligation lowered by what the rules
 * give (dossier formativo bonus, reductions earned in the previous triennium, exemptions and
 * exonerations for periods), each entered by the member. Every figure is a row of a table below,
 * with its source; docs/spec-coverage.md 'ECM triennium rules (issue 40)' lists them with addresses.
 */

export const ECM_CREDIT_KINDS = ['FAD', 'RESIDENZIALE', 'FORMAZIONE_SUL_CAMPO', 'DOCENZA_TUTORAGGIO', 'AUTOFORMAZIONE', 'ESTERO'] as const;
export type EcmCreditKind = (typeof ECM_CREDIT_KINDS)[number];
export const ECM_CREDIT_KIND_LABELS: Readonly<Record<EcmCreditKind, string>> = {
  FAD: 'FAD',
  RESIDENZIALE: 'Residenziale',
  FORMAZIONE_SUL_CAMPO: 'Formazione sul campo',
  DOCENZA_TUTORAGGIO: 'Docenza e tutoraggio',
  AUTOFORMAZIONE: 'Autoformazione',
  ESTERO: "Formazione all'estero",
};

export const ECM_OBJECTIVE_AREAS = ['TECNICO_PROFESSIONALE', 'PROCESSI', 'SISTEMA'] as const;
export type EcmObjectiveArea = (typeof ECM_OBJECTIVE_AREAS)[number];
export const ECM_OBJECTIVE_AREA_LABELS: Readonly<Record<EcmObjectiveArea, string>> = {
  TECNICO_PROFESSIONALE: 'Obiettivi tecnico-professionali',
  PROCESSI: 'Obiettivi di processo',
  SISTEMA: 'Obiettivi di sistema',
};

/** Portal courses are FAD (the club is a FAD provider, 2506). */
export const PORTAL_COURSE_KIND: EcmCreditKind = 'FAD';
/**
 * A portal course counts in its course's objective area (the catalogue's ecmObjectiveArea); one the
 * catalogue records none for counts in this one: most of the club's courses are clinical series.
 */
export const PORTAL_COURSE_AREA: EcmObjectiveArea = 'TECNICO_PROFESSIONALE';
/** Kind and area of an external credit recorded before members chose them (the upstream's column defaults). */
export const EXTERNAL_CREDIT_DEFAULT_KIND: EcmCreditKind = 'RESIDENZIALE';
export const EXTERNAL_CREDIT_DEFAULT_AREA: EcmObjectiveArea = 'TECNICO_PROFESSIONALE';

export interface EcmCreditCap {
  id: string;
  /** The kinds whose credits the cap bounds together. */
  kinds: readonly EcmCreditKind[];
  /** Share of the obligation in use (net of exemptions, exonerations and reductions) they may count for. */
  share: number;
  label: string;
  source: string;
}

/**
 * The caps, applied in this order (a credit over the first cap is not counted against the second).
 * Manuale sulla formazione continua del professionista sanitario (CNFC), as the Consiglio nazionale
 * dell'Ordine degli Psicologi summarises it for 2023-2025 (https://psy.it/formazione-continua/obbligo-di-formazione-continua):
 * self-training at most 20 % of the obligation net of exemptions and reductions; at least 40 % as a
 * learner (FAD, residential, field training), so individual training (teaching and tutoring, training
 * abroad, self-training: chapter 3) at most the other 60 %.
 */
export const ECM_CREDIT_CAPS: readonly EcmCreditCap[] = [
  { id: 'autoformazione', kinds: ['AUTOFORMAZIONE'], share: 0.2, label: 'Autoformazione: al massimo il 20% dell’obbligo', source: 'Manuale CNFC; psy.it obbligo di formazione continua' },
  {
    id: 'formazione-individuale',
    kinds: ['DOCENZA_TUTORAGGIO', 'ESTERO', 'AUTOFORMAZIONE'],
    share: 0.6,
    label: 'Formazione individuale (docenza, estero, autoformazione): al massimo il 60% dell’obbligo',
    source: 'Manuale CNFC cap. 3; psy.it obbligo di formazione continua',
  },
];

/** What the member enters to lower their obligation: an exemption, an exoneration, a dossier, the previous triennium. */
export const ECM_ADJUSTMENT_KINDS = [
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
export type EcmAdjustmentKind = (typeof ECM_ADJUSTMENT_KINDS)[number];

/** How a kind lowers the obligation: per 15 days of an exemption, per month of an exoneration, a dossier bonus, previous credits. */
export type EcmAdjustmentRule = 'EXEMPTION_DAYS' | 'EXONERATION_MONTHS' | 'DOSSIER' | 'PREVIOUS_TRIENNIUM';

export const ECM_ADJUSTMENT_KIND_RULES: Readonly<Record<EcmAdjustmentKind, { rule: EcmAdjustmentRule; label: string }>> = {
  ESENZIONE_MATERNITA_PATERNITA: { rule: 'EXEMPTION_DAYS', label: 'Esenzione: congedo di maternità o paternità' },
  ESENZIONE_CONGEDO_PARENTALE: { rule: 'EXEMPTION_DAYS', label: 'Esenzione: congedo parentale o malattia del figlio' },
  ESENZIONE_MALATTIA: { rule: 'EXEMPTION_DAYS', label: 'Esenzione: assenza per malattia' },
  ESENZIONE_ASPETTATIVA: { rule: 'EXEMPTION_DAYS', label: 'Esenzione: aspettativa per gravi motivi familiari' },
  ESENZIONE_LAVORO_ESTERO: { rule: 'EXEMPTION_DAYS', label: "Esenzione: attività professionale all'estero" },
  ESONERO_FORMAZIONE_UNIVERSITARIA: { rule: 'EXONERATION_MONTHS', label: 'Esonero: specializzazione, dottorato, master o laurea' },
  DOSSIER_INDIVIDUALE: { rule: 'DOSSIER', label: 'Bonus dossier formativo individuale' },
  DOSSIER_GRUPPO: { rule: 'DOSSIER', label: 'Bonus dossier formativo di gruppo' },
  TRIENNIO_PRECEDENTE: { rule: 'PREVIOUS_TRIENNIUM', label: 'Riduzione per i crediti del triennio precedente' },
};

/**
 * Exemptions (esenzioni: the member stops practising): 2 credits for every 15 continuous days, as
 * Co.Ge.A.P.S. applies it (https://app.ostetriche-bgcrlomimb.it/notizie/c/0/i/60541273/chiarimenti-co-ge-p-s-sull-esenzione-ecm-congedo-maternita).
 * Exonerations (esoneri: university courses while practising): a third of the obligation per year of
 * attendance, never more (https://ordinepsicologilazio.it/post/esoneri-ecm), pro-rated per whole month.
 */
export const ECM_PERIOD_RULES = Object.freeze({ exemptionCreditsPerBlock: 2, exemptionBlockDays: 15, exonerationShareOfObligationPerYear: 1 / 3 });

export interface EcmTrienniumObligationRules {
  /** First year of the triennium the row applies to. */
  firstYear: number;
  /** Dossier formativo bonus for building it in this triennium, and the years it may be built in. */
  dossier: { DOSSIER_INDIVIDUALE: number; DOSSIER_GRUPPO: number; buildYears: readonly number[] };
  /** Reduction by the credits earned in the previous triennium: the first band whose `from` the credits reach. */
  previousTriennium: readonly { from: number; reduction: number }[];
  source: string;
}

/**
 * Per triennium. 2026-2028: CNFC delibera 3/2025 (individual dossier 40 credits, group dossier 30,
 * built only in 2026 or 2027; https://www.doctor33.it/articolo/66258/formazione-ecm-potenziato-il-dossier-formativo-per-il-triennio-2026-2028).
 * 2023-2025: group and individual dossier 30 (to confirm). Previous-triennium bands (121-150 credits:
 * 30 less, 80-120: 15 less) as the CNFC set them for 2020-2022 from 2017-2019; kept for the later
 * trienni until a delibera says otherwise (to confirm; delibera 1/2025 gives instead a 'premialità'
 * to members certified for the earlier trienni).
 */
export const ECM_OBLIGATION_RULES: readonly EcmTrienniumObligationRules[] = [
  {
    firstYear: 2023,
    dossier: { DOSSIER_INDIVIDUALE: 30, DOSSIER_GRUPPO: 30, buildYears: [2023, 2024] },
    previousTriennium: [
      { from: 121, reduction: 30 },
      { from: 80, reduction: 15 },
    ],
    source: 'Manuale CNFC; bands to confirm',
  },
  {
    firstYear: 2026,
    dossier: { DOSSIER_INDIVIDUALE: 40, DOSSIER_GRUPPO: 30, buildYears: [2026, 2027] },
    previousTriennium: [
      { from: 121, reduction: 30 },
      { from: 80, reduction: 15 },
    ],
    source: 'CNFC delibera 3/2025 (dossier); bands to confirm',
  },
];

export interface EcmAdjustment {
  id: string;
  kind: EcmAdjustmentKind;
  /** First day, YYYY-MM-DD (for a dossier: the day it was built). */
  start: string;
  /** Last day of a period, YYYY-MM-DD; null for a dossier or the previous triennium. */
  end: string | null;
  /** Credits earned in the previous triennium (TRIENNIO_PRECEDENTE only). */
  credits: number | null;
}

export interface EcmAdjustmentLine {
  /** The upstream's id; for the line computed from recorded credits, `RECORDED_PREVIOUS_LINE_ID`. */
  id: string;
  kind: EcmAdjustmentKind;
  label: string;
  start: string;
  end: string | null;
  /** Previous triennium's credits (TRIENNIO_PRECEDENTE), else null. */
  credits: number | null;
  /** Credits the line takes off the obligation (0 when it gives nothing in this triennium). */
  reduction: number;
  /** Why it gives nothing, in Italian, else null. */
  note: string | null;
  /** True for the previous-triennium line the portal computed from the credits recorded in it (nothing to delete). */
  fromRecordedCredits: boolean;
}

export interface EcmObligationBreakdown {
  standard: number;
  lines: EcmAdjustmentLine[];
  /** All the lines together, never more than the standard obligation. */
  reduction: number;
  /** Standard minus reductions: what the rules give. */
  computed: number;
  /** The member's own figure (Co.Ge.A.P.S. statement), which wins when set. */
  override: number | null;
  /** The obligation in use. */
  obligation: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/** The rules row for a triennium: the latest whose first year is not after the triennium's. */
export function obligationRulesFor(period: TrienniumPeriod, table: readonly EcmTrienniumObligationRules[] = ECM_OBLIGATION_RULES): EcmTrienniumObligationRules | null {
  const year = +period.start.slice(0, 4);
  return [...table].filter((r) => r.firstYear <= year).sort((a, b) => b.firstYear - a.firstYear)[0] ?? null;
}

/** The part of [start, end] inside the triennium, or null. */
function clip(period: TrienniumPeriod, start: string, end: string): [string, string] | null {
  const from = start > period.start ? start : period.start;
  const to = end < period.end ? end : period.end;
  return from <= to ? [from, to] : null;
}

/** Whole months from `from` to `to` inclusive (a month counts once its last day is reached). */
function wholeMonths(from: string, to: string): number {
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  b.setUTCDate(b.getUTCDate() + 1);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  if (b.getUTCDate() < a.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

function lineReduction(adjustment: EcmAdjustment, period: TrienniumPeriod, rules: EcmTrienniumObligationRules | null): { reduction: number; note: string | null } {
  const { rule } = ECM_ADJUSTMENT_KIND_RULES[adjustment.kind];
  if (rule === 'PREVIOUS_TRIENNIUM') {
    const band = rules?.previousTriennium.find((b) => (adjustment.credits ?? 0) >= b.from);
    return band ? { reduction: band.reduction, note: null } : { reduction: 0, note: 'Nessuna riduzione sotto gli 80 crediti nel triennio precedente.' };
  }
  if (rule === 'DOSSIER') {
    const year = +adjustment.start.slice(0, 4);
    if (!rules || !rules.dossier.buildYears.includes(year)) return { reduction: 0, note: `Il dossier dà il bonus solo se costruito nel ${(rules?.dossier.buildYears ?? []).join(' o nel ')}.` };
    return { reduction: rules.dossier[adjustment.kind as 'DOSSIER_INDIVIDUALE' | 'DOSSIER_GRUPPO'], note: null };
  }
  const inside = adjustment.end ? clip(period, adjustment.start, adjustment.end) : null;
  if (!inside) return { reduction: 0, note: 'Il periodo è fuori dal triennio.' };
  if (rule === 'EXEMPTION_DAYS') {
    const days = dayNumber(inside[1]) - dayNumber(inside[0]) + 1;
    const blocks = Math.floor(days / ECM_PERIOD_RULES.exemptionBlockDays);
    return blocks > 0 ? { reduction: blocks * ECM_PERIOD_RULES.exemptionCreditsPerBlock, note: null } : { reduction: 0, note: 'Servono almeno 15 giorni continuativi.' };
  }
  const months = wholeMonths(inside[0], inside[1]);
  const reduction = round1((period.standardObligation * ECM_PERIOD_RULES.exonerationShareOfObligationPerYear * months) / 12);
  return months > 0 ? { reduction, note: null } : { reduction: 0, note: 'Serve almeno un mese intero.' };
}

/**
 * Whether an adjustment belongs to a triennium: an exemption or exoneration when its period overlaps
 * it, a dossier when built in it, a previous-triennium reduction when the credits it names were
 * earned in the triennium before (its first day falls in the three years before the start). So each
 * triennium of the history shows, and counts, only its own.
 */
export function adjustmentCountsIn(adjustment: EcmAdjustment, period: TrienniumPeriod): boolean {
  const { rule } = ECM_ADJUSTMENT_KIND_RULES[adjustment.kind];
  if (rule === 'DOSSIER') return adjustment.start >= period.start && adjustment.start <= period.end;
  if (rule === 'PREVIOUS_TRIENNIUM') return adjustment.start < period.start && +adjustment.start.slice(0, 4) >= +period.start.slice(0, 4) - 3;
  return adjustment.end !== null && clip(period, adjustment.start, adjustment.end) !== null;
}

/** One adjustment's line in a triennium (what it takes off there, or why nothing). */
export function adjustmentLine(adjustment: EcmAdjustment, period: TrienniumPeriod): EcmAdjustmentLine {
  const { id, kind, start, end, credits } = adjustment;
  return { id, kind, label: ECM_ADJUSTMENT_KIND_RULES[kind].label, start, end, credits, fromRecordedCredits: false, ...lineReduction(adjustment, period, obligationRulesFor(period)) };
}

/** The label of the triennium an adjustment counts in (the first, for a period over two), or null outside the table. */
export function adjustmentTriennium(adjustment: EcmAdjustment): string | null {
  const row = trienniumOf(adjustment.start);
  if (!row || ECM_ADJUSTMENT_KIND_RULES[adjustment.kind].rule !== 'PREVIOUS_TRIENNIUM') return row?.label ?? null;
  const next = new Date(`${row.end}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return trienniumOf(next.toISOString().slice(0, 10))?.label ?? null;
}

/** The line of an adjustment of another triennium: listed (so it can be seen and deleted), counting nothing here. */
function otherTrienniumLine(adjustment: EcmAdjustment, period: TrienniumPeriod): EcmAdjustmentLine {
  const label = adjustmentTriennium(adjustment);
  return { ...adjustmentLine(adjustment, period), reduction: 0, note: label ? `Conta nel triennio ${label}.` : 'Il periodo è fuori dal triennio.' };
}

/** The id of the previous-triennium line computed from recorded credits (it is no upstream row). */
export const RECORDED_PREVIOUS_LINE_ID = 'crediti-registrati-triennio-precedente';

/** The credits the member recorded in the triennium before (portal courses and external credits), with its days. */
export interface RecordedPreviousTriennium {
  start: string;
  end: string;
  credits: number;
}

/**
 * Where the previous-triennium reduction's credits come from, when the member entered none. Two
 * readings: (a) ENTERED_ONLY: only the figure the member entered from their Co.Ge.A.P.S. statement
 * counts (issue 40: reductions are 'entered by the member'; the registry knows credits the portal
 * does not, and the bands after 2023-2025 are still to confirm), and the credits recorded in the
 * portal, when they reach a band, are offered as a line to confirm with one click; (b)
 * ENTERED_ELSE_RECORDED: without an entered figure, the recorded credits lower the obligation by
 * themselves. We take (a): the portal never lowers an obligation on a figure the member has not
 * confirmed. Either way one figure counts, and the breakdown shows the one the history holds.
 */
export type PreviousTrienniumFigure = 'ENTERED_ONLY' | 'ENTERED_ELSE_RECORDED';
export const PREVIOUS_TRIENNIUM_FIGURE: PreviousTrienniumFigure = 'ENTERED_ONLY';

const italian = (value: number) => String(round1(value)).replace('.', ',');

/** The previous-triennium line from the recorded credits, or null when they reach no band or a figure was entered. */
function recordedPreviousLine(period: TrienniumPeriod, lines: readonly EcmAdjustmentLine[], recorded: RecordedPreviousTriennium | null, figure: PreviousTrienniumFigure): EcmAdjustmentLine | null {
  if (!recorded || lines.some((l) => l.kind === 'TRIENNIO_PRECEDENTE')) return null;
  const line = adjustmentLine({ id: RECORDED_PREVIOUS_LINE_ID, kind: 'TRIENNIO_PRECEDENTE', start: recorded.start, end: recorded.end, credits: round1(recorded.credits) }, period);
  if (line.reduction <= 0) return null;
  const label = `${line.label} (dai crediti registrati nel portale)`;
  if (figure === 'ENTERED_ELSE_RECORDED') return { ...line, label, fromRecordedCredits: true };
  const note = `Nel portale risultano ${italian(recorded.credits)} crediti nel triennio ${recorded.start.slice(0, 4)}-${recorded.end.slice(0, 4)}: se l'anagrafe Co.Ge.A.P.S. lo conferma, registra la riduzione (${italian(line.reduction)} crediti in meno).`;
  return { ...line, label, reduction: 0, note, fromRecordedCredits: true };
}

/**
 * The obligation's breakdown: the standard one minus each line of this triennium (never below 0),
 * then the member's adjustments of other trienni, listed with what they give there and nothing here;
 * the member's own figure wins when set (the registry knows what the portal cannot). With
 * `recordedPrevious`, the credits recorded in the triennium before: see PREVIOUS_TRIENNIUM_FIGURE.
 */
export function ecmObligation(
  period: TrienniumPeriod,
  adjustments: readonly EcmAdjustment[],
  override: number | null,
  recordedPrevious: RecordedPreviousTriennium | null = null,
  figure: PreviousTrienniumFigure = PREVIOUS_TRIENNIUM_FIGURE,
): EcmObligationBreakdown {
  const lines = adjustments.filter((a) => adjustmentCountsIn(a, period)).map((a) => adjustmentLine(a, period));
  const recorded = recordedPreviousLine(period, lines, recordedPrevious, figure);
  if (recorded) lines.push(recorded);
  lines.push(...adjustments.filter((a) => !adjustmentCountsIn(a, period)).map((a) => otherTrienniumLine(a, period)));
  const reduction = round1(Math.min(period.standardObligation, lines.reduce((sum, l) => sum + l.reduction, 0)));
  const computed = round1(period.standardObligation - reduction);
  return { standard: period.standardObligation, lines, reduction, computed, override, obligation: override ?? computed };
}

export interface KindedCredit {
  credits: number;
  kind: EcmCreditKind;
  area: EcmObjectiveArea;
}

export interface EcmCreditsByKind {
  kind: EcmCreditKind;
  label: string;
  earned: number;
  counted: number;
  /** The most this kind may count for on its own (its tightest cap), null without one. */
  cap: number | null;
}

export interface EcmCreditsByArea {
  area: EcmObjectiveArea;
  label: string;
  earned: number;
}

export interface EcmCappedCredits {
  byKind: EcmCreditsByKind[];
  byArea: EcmCreditsByArea[];
  earned: number;
  counted: number;
  /** Credits earned but over a cap: shown, not counted. */
  overCap: number;
}

/** Credits by kind and by area, each cap of ECM_CREDIT_CAPS applied in order to the obligation in use. */
export function cappedCredits(items: readonly KindedCredit[], obligation: number, caps: readonly EcmCreditCap[] = ECM_CREDIT_CAPS): EcmCappedCredits {
  const earnedOf = (kind: EcmCreditKind) => round1(items.filter((c) => c.kind === kind).reduce((sum, c) => sum + c.credits, 0));
  const counted = new Map(ECM_CREDIT_KINDS.map((kind) => [kind, earnedOf(kind)]));
  for (const cap of caps) {
    let room = obligation * cap.share;
    for (const kind of cap.kinds) {
      const take = Math.min(counted.get(kind)!, Math.max(0, room));
      counted.set(kind, round1(take));
      room -= take;
    }
  }
  const byKind = ECM_CREDIT_KINDS.map((kind) => {
    const bounds = caps.filter((c) => c.kinds.includes(kind)).map((c) => round1(obligation * c.share));
    return { kind, label: ECM_CREDIT_KIND_LABELS[kind], earned: earnedOf(kind), counted: counted.get(kind)!, cap: bounds.length ? Math.min(...bounds) : null };
  });
  const byArea = ECM_OBJECTIVE_AREAS.map((area) => ({ area, label: ECM_OBJECTIVE_AREA_LABELS[area], earned: round1(items.filter((c) => c.area === area).reduce((sum, c) => sum + c.credits, 0)) }));
  const earned = round1(byKind.reduce((sum, k) => sum + k.earned, 0));
  const countedTotal = round1(byKind.reduce((sum, k) => sum + k.counted, 0));
  return { byKind, byArea, earned, counted: countedTotal, overCap: round1(earned - countedTotal) };
}
