import type { TrienniumPeriod } from './ecm-triennium';

/**
 * The ECM trienni as a table (issue 40): each with its standard obligation and the rules that differ
 * (the COVID-19 reduction of 2020-2022, whether the insurance 70 % rule looks at it), and the rule for
 * the ones not yet decided (three calendar years, same figures as the last row). The current triennium
 * is the row containing the club's day; the fad subgraph's ECM_TRIENNIUM_* configuration overrides it.
 * Every source is repeated in docs/spec-coverage.md 'ECM triennium rules (issue 40)'.
 */
export interface TrienniumRow extends TrienniumPeriod {
  /** '2023-2025'. */
  label: string;
  /** A reduction the law gives every professional of the triennium, with its source; null when none. */
  generalReduction: { credits: number; source: string } | null;
  /**
   * Share of the individual obligation this triennium must reach for the professional liability cover
   * of the years after it (DL 152/2021 art. 38-bis, from the 2023-2025 triennium); null when the rule
   * does not look at it.
   */
  insuranceThresholdShare: number | null;
  source: string;
}

const CNFC_STANDARD = 'Commissione nazionale per la formazione continua (CNFC), delibera sul triennio: 150 crediti';
const INSURANCE_SOURCE = 'DL 152/2021 art. 38-bis (a decorrere dal triennio 2023-2025, 70 % dell\'obbligo individuale dell\'ultimo triennio utile), Legge 24/2017 art. 10, DM 232/2023 (https://lexlecis.com/it/rassegna-lcg/acquisizione-di-almeno-il-70-dei-crediti-formativi-affinche-la-polizza-del-sanitario-sia-efficace)';

/**
 * Two readings of 2020-2022's reduction (DL 34/2020 art. 5-bis: one third, 50 credits, for the
 * professionals who kept working during the COVID-19 emergency): (a) it applies to every member, as
 * nearly every health professional kept working and the orders' pages state 100 credits; (b) only to
 * the members who enter it. We take (a): a member it does not fit corrects it in Co.Ge.A.P.S.
 */
export const COVID_REDUCTION_APPLIES_TO_EVERY_MEMBER = true;

export const ECM_TRIENNI: readonly TrienniumRow[] = Object.freeze([
  { label: '2014-2016', start: '2014-01-01', end: '2016-12-31', standardObligation: 150, generalReduction: null, insuranceThresholdShare: null, source: `${CNFC_STANDARD} (delibera 17 luglio 2013)` },
  { label: '2017-2019', start: '2017-01-01', end: '2019-12-31', standardObligation: 150, generalReduction: null, insuranceThresholdShare: null, source: `${CNFC_STANDARD} (delibera 7 settembre 2016)` },
  {
    label: '2020-2022',
    start: '2020-01-01',
    end: '2022-12-31',
    standardObligation: 150,
    generalReduction: COVID_REDUCTION_APPLIES_TO_EVERY_MEMBER
      ? { credits: 50, source: 'DL 34/2020 art. 5-bis e DL 198/2022: un terzo dell\'obbligo (50 crediti) per chi ha lavorato durante l\'emergenza COVID-19 (http://www.aslsanluri.it/index.php?xsl=7&s=73930&v=2&c=214)' }
      : null,
    insuranceThresholdShare: null,
    source: CNFC_STANDARD,
  },
  { label: '2023-2025', start: '2023-01-01', end: '2025-12-31', standardObligation: 150, generalReduction: null, insuranceThresholdShare: 0.7, source: `${CNFC_STANDARD}; ${INSURANCE_SOURCE}` },
  { label: '2026-2028', start: '2026-01-01', end: '2028-12-31', standardObligation: 150, generalReduction: null, insuranceThresholdShare: 0.7, source: `${CNFC_STANDARD}; ${INSURANCE_SOURCE}` },
]);

/** The trienni after the table's last row: three calendar years each, the last row's figures (to confirm when the CNFC decides them). */
export const ECM_LATER_TRIENNIA = Object.freeze({ years: 3, standardObligation: 150, insuranceThresholdShare: 0.7, source: 'Assunto uguale al 2026-2028 fino alla delibera CNFC (to confirm)' });

/** First day a credit can belong to a triennium of the table (the member records credits from here on). */
export const ECM_FIRST_TRIENNIUM_START = ECM_TRIENNI[0]!.start;

/** The obligation of a triennium before any individual adjustment: the standard one less the reduction every member gets. */
export function rowObligation(row: TrienniumRow): number {
  return row.standardObligation - (row.generalReduction?.credits ?? 0);
}

function laterRow(firstYear: number): TrienniumRow {
  const lastYear = firstYear + ECM_LATER_TRIENNIA.years - 1;
  return {
    label: `${firstYear}-${lastYear}`,
    start: `${firstYear}-01-01`,
    end: `${lastYear}-12-31`,
    standardObligation: ECM_LATER_TRIENNIA.standardObligation,
    generalReduction: null,
    insuranceThresholdShare: ECM_LATER_TRIENNIA.insuranceThresholdShare,
    source: ECM_LATER_TRIENNIA.source,
  };
}

/**
 * The triennium a day belongs to: the configured period when it contains the day (its obligation is
 * the configured one), else the table's row, else a later triennium by the rule. Days before the
 * first row belong to none.
 */
export function trienniumOf(day: string, configured: TrienniumPeriod | null = null, table: readonly TrienniumRow[] = ECM_TRIENNI): TrienniumRow | null {
  const row = table.find((r) => day >= r.start && day <= r.end) ?? null;
  if (configured && day >= configured.start && day <= configured.end) {
    const base = row ?? laterRow(+configured.start.slice(0, 4));
    return { ...base, ...configured, label: `${configured.start.slice(0, 4)}-${configured.end.slice(0, 4)}`, generalReduction: null };
  }
  if (row) return row;
  const last = table[table.length - 1]!;
  if (day <= last.end) return null;
  const lastEndYear = +last.end.slice(0, 4);
  const offset = Math.floor((+day.slice(0, 4) - lastEndYear - 1) / ECM_LATER_TRIENNIA.years);
  return laterRow(lastEndYear + 1 + offset * ECM_LATER_TRIENNIA.years);
}

function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The triennium before `row` (the last complete one while `row` is current), null before the first. */
export function previousTriennium(row: TrienniumRow, table: readonly TrienniumRow[] = ECM_TRIENNI): TrienniumRow | null {
  return trienniumOf(dayBefore(row.start), null, table);
}

/** Every triennium from the first of the table to `last`, oldest first. */
export function trienniaUpTo(last: TrienniumRow, table: readonly TrienniumRow[] = ECM_TRIENNI): TrienniumRow[] {
  const rows: TrienniumRow[] = [last];
  for (let previous = previousTriennium(last, table); previous; previous = previousTriennium(previous, table)) rows.unshift(previous);
  return rows;
}

/** The operator's override of the current triennium (the fad subgraph's ECM_TRIENNIUM_* settings): a period, an obligation, or both. */
export interface TrienniumConfig {
  start?: string;
  end?: string;
  standardObligation?: number;
}

/**
 * The triennium running on `today`: the table's row containing it, unless the configuration names a
 * period containing it (that period, its obligation the configured one or the row's); a configured
 * obligation without a period replaces the current row's.
 */
export function currentTriennium(today: string, config: TrienniumConfig = {}): TrienniumRow {
  const base = trienniumOf(today) ?? ECM_TRIENNI[0]!;
  if (config.start && config.end) {
    const period = { start: config.start, end: config.end, standardObligation: config.standardObligation ?? (trienniumOf(config.start) ?? base).standardObligation };
    const configured = trienniumOf(today, period);
    if (configured) return configured;
  }
  if (config.standardObligation !== undefined && !config.start) return { ...base, standardObligation: config.standardObligation, generalReduction: null };
  return base;
}
