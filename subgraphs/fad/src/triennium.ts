import type { TrienniumCreditsAnswer } from '@club/contracts';
import {
  clubDay,
  currentTriennium,
  ECM_FIRST_TRIENNIUM_START,
  ECM_INSURANCE_THRESHOLD_SHARE,
  previousTriennium,
  rowObligation,
  trienniaUpTo,
  trienniumHistory,
  trienniumStanding,
  type TrienniumConfig,
  type TrienniumPeriod,
  type TrienniumRow,
} from '@club/policy';
import { badInput, subgraphCounter } from '@club/subgraph-kit';
import type { Context } from './context';
import { fadEnvSchema } from './env';
import { foldIcsLine, icsItalianNumber } from './ics';
import type { EcmTrienniumParent } from './mappers';
import { obligationOf } from './obligation';

/**
 * The member's ECM triennium in the fad subgraph (issues 29 and 40): the current triennium from the
 * policy's trienni table (or the configuration), the standing from the policy, the history and past
 * debts over every triennium, the plan from the catalogue, the calendar file, and the aggregate
 * counters ops read in /metrics.
 */

/**
 * The override of the current triennium (ECM_TRIENNIUM_START, ECM_TRIENNIUM_END,
 * ECM_TRIENNIUM_OBLIGATION, read at start by the fad schema, env.ts); a malformed one throws.
 */
export function trienniumPeriod(source: Record<string, string | undefined>): TrienniumConfig {
  return fadEnvSchema.parse(source).trienniumPeriod;
}

/** The process's override: none until the subgraph starts with its configured one. */
let configInUse: TrienniumConfig = {};

/** Sets the process's override of the current triennium (the fad subgraph's start, from its environment). */
export function useTrienniumPeriod(config: TrienniumConfig): void {
  configInUse = config;
}

/** The triennium running on the club's day (the policy's table, or the configured override). */
export function trienniumPeriodInUse(now: Date = new Date()): TrienniumRow {
  return currentTriennium(clubDay(now), configInUse);
}

export const trienniumCounters = {
  viewed: () => subgraphCounter('club_ecm_triennium_views_total', "Members' triennium reads (members tracking their ECM triennium)."),
  recorded: () => subgraphCounter('club_ecm_external_credits_recorded_total', 'External ECM credits recorded by members.'),
  corrected: () => subgraphCounter('club_ecm_external_credits_corrected_total', 'External ECM credits corrected by members.'),
  deleted: () => subgraphCounter('club_ecm_external_credits_deleted_total', 'External ECM credits deleted by members.'),
  adjustmentRecorded: () => subgraphCounter('club_ecm_obligation_adjustments_recorded_total', 'ECM obligation adjustments (exemptions, exonerations, bonuses) recorded by members.'),
  adjustmentDeleted: () => subgraphCounter('club_ecm_obligation_adjustments_deleted_total', 'ECM obligation adjustments deleted by members.'),
};

/** The member's credits answer narrowed to one period (the lists the triennium's fields show). */
function creditsWithin(credits: TrienniumCreditsAnswer, period: TrienniumPeriod): TrienniumCreditsAnswer {
  const within = (c: { date: string }) => c.date >= period.start && c.date <= period.end;
  return { ...credits, portal: credits.portal.filter(within), external: credits.external.filter(within) };
}

/**
 * A triennium's standing from the member's credits answer over every triennium: `row` is the one
 * shown (default the current one); the member's individual obligation applies to the current one
 * only, past ones use the table's; the history is computed from the same answer.
 */
export function trienniumParent(credits: TrienniumCreditsAnswer, now: Date = new Date(), row?: TrienniumRow): EcmTrienniumParent {
  const today = clubDay(now);
  const current = trienniumPeriodInUse(now);
  const shown = row ?? current;
  const figures = trienniumFigures(credits, shown, shown.label === current.label, today);
  // Every triennium of the history with the same figures as when it is the one shown.
  const standingOf = (r: TrienniumRow, isCurrent: boolean) => (r.label === shown.label ? figures.standing : trienniumFigures(credits, r, isCurrent, today).standing);
  const history = trienniumHistory({ current, currentObligation: credits.obligation, portal: credits.portal, external: credits.external, today, standingOf });
  return { ...figures, credits: creditsWithin(credits, figures.period), today, row: shown, history };
}

/**
 * One triennium's figures: the obligation's breakdown with the member's adjustments of that
 * triennium and the previous one's recorded credits, the caps (obligation.ts), and the standing;
 * the member's individual obligation applies to the current triennium only.
 */
function trienniumFigures(credits: TrienniumCreditsAnswer, row: TrienniumRow, isCurrent: boolean, today: string) {
  const period = { start: row.start, end: row.end, standardObligation: rowObligation(row) };
  const obligation = isCurrent ? credits.obligation : null;
  const { breakdown, capped } = obligationOf({ ...credits, obligation }, period, previousTriennium(row));
  const standing = trienniumStanding({
    period,
    obligation,
    portal: credits.portal,
    external: credits.external,
    bonus: 0,
    today,
    obligationReduction: breakdown.reduction,
    creditsOverCap: capped.overCap,
  });
  return { period, standing, breakdown, capped };
}

/** A triennium's label ('2023-2025') as a row up to the current one, or BAD_USER_INPUT. */
export function trienniumByLabel(label: string, now: Date = new Date()): TrienniumRow {
  const row = trienniaUpTo(trienniumPeriodInUse(now)).find((r) => r.label === label);
  if (!row) throw badInput(`Il triennio ${label} non è tra quelli ECM (dal 2014-2016 a quello in corso).`, 'triennium');
  return row;
}

/** One upstream call over every triennium (from the first of the table to the current one's end), never one per triennium. */
export async function loadTriennium({ dataSources }: Pick<Context, 'dataSources'>, label?: string | null): Promise<EcmTrienniumParent> {
  const row = label ? trienniumByLabel(label) : undefined;
  const answer = await dataSources.fad.trienniumCredits(ECM_FIRST_TRIENNIUM_START, trienniumPeriodInUse().end);
  trienniumCounters.viewed().inc();
  return trienniumParent(answer, new Date(), row);
}

export const THRESHOLD_SHARE = ECM_INSURANCE_THRESHOLD_SHARE;

/** Escapes a text value of an iCalendar property (RFC 5545 §3.3.11). */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

const compactDay = (day: string) => day.replace(/-/g, '');

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The triennium's calendar (RFC 5545): an all-day event on the deadline with an alarm a week before,
 * and, while the member is below the threshold, an all-day reminder six months before the end.
 * UIDs are stable per member and triennium, so importing the file again updates the events.
 */
export function trienniumCalendar(parent: EcmTrienniumParent, memberId: string, stamp: Date = new Date()): string {
  const { period, standing } = parent;
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const event = (uid: string, day: string, summary: string, description: string, alarm: boolean) => [
    'BEGIN:VEVENT',
    `UID:${uid}-${memberId}-${compactDay(period.start)}@club-professioni-sanitarie`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${compactDay(day)}`,
    `DTEND;VALUE=DATE:${compactDay(nextDay(day))}`,
    `SUMMARY:${icsText(summary)}`,
    `DESCRIPTION:${icsText(description)}`,
    ...(alarm ? ['BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-P7D', `DESCRIPTION:${icsText(summary)}`, 'END:VALARM'] : []),
    'END:VEVENT',
  ];
  const years = `${period.start.slice(0, 4)}-${period.end.slice(0, 4)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Club Professioni Sanitarie//Triennio ECM//IT',
    'CALSCALE:GREGORIAN',
    ...event(
      'scadenza-triennio-ecm',
      period.end,
      `Scadenza triennio ECM ${years}`,
      `Ultimo giorno per completare l'obbligo formativo di ${icsItalianNumber(standing.obligation)} crediti ECM.`,
      true,
    ),
    ...(standing.reminderDay
      ? event(
          'promemoria-triennio-ecm',
          standing.reminderDay,
          'Promemoria crediti ECM: soglia del 70%',
          `Mancano sei mesi alla fine del triennio ${years}: per la soglia del 70% dell'obbligo (${icsItalianNumber(standing.threshold)} crediti), che conterà per la copertura assicurativa dopo la fine del triennio, ad oggi ne mancano ${icsItalianNumber(standing.missingToThreshold)}.`,
          false,
        )
      : []),
    'END:VCALENDAR',
  ];
  // RFC 5545: CRLF line ends, lines over 75 octets folded (issue 40).
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** Portal path of the transcript PDF (the gateway renders it for the member's own session). */
export const TRANSCRIPT_PATH = '/files/riepilogo-triennio-ecm.pdf';

/** The transcript of one triennium (`?triennio=2023-2025`; the gateway's default is the current one). */
export function transcriptPathOf(label: string): string {
  return `${TRANSCRIPT_PATH}?triennio=${encodeURIComponent(label)}`;
}

/** Portal path of an external credit's certificate (the gateway fetches it with the member's own session). */
export function externalCertificatePath(id: string): string {
  return `/files/crediti-ecm/${encodeURIComponent(id)}.pdf`;
}
