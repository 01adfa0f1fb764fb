import type { TrienniumCreditsAnswer } from '@club/contracts';
import { clubDay, ECM_INSURANCE_THRESHOLD_SHARE, ECM_TRIENNIUM_DEFAULTS, trienniumStanding, type TrienniumPeriod } from '@club/policy';
import { subgraphCounter } from '@club/subgraph-kit';
import type { Context } from './context';
import { fadEnvSchema } from './env';
import { foldIcsLine, icsItalianNumber } from './ics';
import type { EcmTrienniumParent } from './mappers';

/**
 * The member's ECM triennium in the fad subgraph (issue 29): the period from configuration, the
 * standing from the policy (packages/policy ecm-triennium), the plan from the catalogue, the
 * calendar file, and the aggregate counters ops read in /metrics.
 */

/**
 * The triennium as configuration (ECM_TRIENNIUM_START, ECM_TRIENNIUM_END, ECM_TRIENNIUM_OBLIGATION,
 * read at start by the fad schema, env.ts): the period of these variables; a malformed one throws.
 */
export function trienniumPeriod(source: Record<string, string | undefined>): TrienniumPeriod {
  return fadEnvSchema.parse(source).trienniumPeriod;
}

/** The period this process serves: the policy's defaults until the subgraph starts with its configured one. */
let periodInUse: TrienniumPeriod = { ...ECM_TRIENNIUM_DEFAULTS };

/** Sets the process's triennium (the fad subgraph's start, from its environment). */
export function useTrienniumPeriod(period: TrienniumPeriod): void {
  periodInUse = period;
}

/** The process's triennium. */
export function trienniumPeriodInUse(): TrienniumPeriod {
  return periodInUse;
}

export const trienniumCounters = {
  viewed: () => subgraphCounter('club_ecm_triennium_views_total', "Members' triennium reads (members tracking their ECM triennium)."),
  recorded: () => subgraphCounter('club_ecm_external_credits_recorded_total', 'External ECM credits recorded by members.'),
  corrected: () => subgraphCounter('club_ecm_external_credits_corrected_total', 'External ECM credits corrected by members.'),
  deleted: () => subgraphCounter('club_ecm_external_credits_deleted_total', 'External ECM credits deleted by members.'),
};

/** The triennium's standing from the member's credits answer. */
export function trienniumParent(credits: TrienniumCreditsAnswer, now: Date = new Date(), period: TrienniumPeriod = periodInUse): EcmTrienniumParent {
  const today = clubDay(now);
  const standing = trienniumStanding({
    period,
    obligation: credits.obligation,
    portal: credits.portal,
    external: credits.external,
    bonus: 0,
    today,
  });
  return { period, standing, credits, today };
}

export async function loadTriennium({ dataSources }: Pick<Context, 'dataSources'>): Promise<EcmTrienniumParent> {
  const answer = await dataSources.fad.trienniumCredits(periodInUse.start, periodInUse.end);
  trienniumCounters.viewed().inc();
  return trienniumParent(answer);
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
          `Mancano sei mesi alla fine del triennio ${years}: per la copertura assicurativa servono almeno ${icsItalianNumber(standing.threshold)} crediti (70% dell'obbligo). Ad oggi ne mancano ${icsItalianNumber(standing.missingToThreshold)}.`,
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

/** Portal path of an external credit's certificate (the gateway fetches it with the member's own session). */
export function externalCertificatePath(id: string): string {
  return `/files/crediti-ecm/${encodeURIComponent(id)}.pdf`;
}
