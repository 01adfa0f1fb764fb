import { previousTriennium, rowObligation, trienniaUpTo, type TrienniumRow } from './ecm-trienni';
import { trienniumStanding, type EarnedCredit, type TrienniumStanding } from './ecm-triennium';

/**
 * The member's trienni (issue 40): the standing in each triennium they have credits in, the one the
 * insurance cover looks at now (the last complete triennium), and the past debts the rules let them
 * make up with crediti compensativi.
 */

/** A rule that lets credits earned later make up an earlier triennium's shortfall. */
export interface CompensationRule {
  /** The trienni whose debt can be made up, by label. */
  debtsOf: readonly string[];
  /** Only the surplus of trienni starting on or after this day counts as compensativi. */
  surplusFrom: string;
  /** Last day a compensatory credit can be earned. */
  until: string;
  source: string;
}

/**
 * Two readings of which credits are compensativi (delibera CNFC 3 luglio 2025 art. 2: credits
 * 'eccedenti l'obbligo formativo individuale' of the triennium they are earned in): (a) the surplus of
 * the triennium running when the delibera came (2023-2025) and of later ones; (b) only credits earned
 * after the delibera. We take (a): the delibera does not date the credits, only their excess.
 */
export const COMPENSATORY_SURPLUS_FROM = '2023-01-01';

export const ECM_COMPENSATION_RULES: readonly CompensationRule[] = Object.freeze([
  {
    debtsOf: ['2014-2016', '2017-2019', '2020-2022'],
    surplusFrom: COMPENSATORY_SURPLUS_FROM,
    until: '2028-12-31',
    source:
      'DL 202/2024 conv. Legge 15/2025 (Milleproroghe); delibera CNFC 3 luglio 2025 art. 2: crediti compensativi pari all\'intero debito, eccedenti l\'obbligo del triennio in cui si acquisiscono, entro il 31/12/2028 (https://www.chimicifisicimodena.it/2025/09/25/ecm-delibera-della-cnfc-del-3-luglio-2025)',
  },
]);

export interface PastDebt {
  /** The triennium in debt, e.g. '2020-2022'. */
  triennium: string;
  shortfall: number;
  /** Compensatory credits already earned towards it. */
  madeUp: number;
  left: number;
  /** Last day to earn the compensatory credits. */
  until: string;
  /** False once `until` is past. */
  open: boolean;
  source: string;
}

export interface TrienniumHistoryEntry {
  row: TrienniumRow;
  standing: TrienniumStanding;
  isCurrent: boolean;
  /** The triennium the insurance cover looks at today (the last complete one). */
  isInsurance: boolean;
  /** Credits beyond the obligation used to make up older debts (not counted again anywhere). */
  compensatoryGiven: number;
  debt: PastDebt | null;
}

export interface HistoryInput {
  current: TrienniumRow;
  /** The member's individual obligation for the current triennium, or null for the standard one. */
  currentObligation: number | null;
  portal: readonly EarnedCredit[];
  external: readonly EarnedCredit[];
  today: string;
  rules?: readonly CompensationRule[];
  /**
   * A triennium's standing with everything the member entered for it (exemptions, dossier, the
   * previous triennium's reduction, caps): the subgraph passes the one the page shows for that
   * triennium, so the history and the triennium opened from it agree. Default: the table's
   * obligation (the member's individual one for the current triennium) and no adjustment.
   */
  standingOf?: (row: TrienniumRow, isCurrent: boolean) => TrienniumStanding;
}

export interface TrienniumHistory {
  /** Newest first: every triennium with credits, and always the current and the insurance one. */
  trienni: TrienniumHistoryEntry[];
  insurance: TrienniumHistoryEntry | null;
  debts: PastDebt[];
}

const round = (value: number) => Math.round(value * 10) / 10;
const inRow = (row: TrienniumRow, day: string) => day >= row.start && day <= row.end;

/**
 * Each triennium's standing (its own obligation and adjustments: the individual obligation only for
 * the current triennium, which is all the portal records), then the debts under a compensation rule (only of trienni the
 * member has credits in: before those the portal knows nothing of them), oldest first, made up
 * from the oldest surplus first: a credit used for a debt is spent, so it counts once.
 */
export function trienniumHistory(input: HistoryInput): TrienniumHistory {
  const rules = input.rules ?? ECM_COMPENSATION_RULES;
  const all = [...input.portal, ...input.external];
  const insuranceRow = previousTriennium(input.current);
  const entries = trienniaUpTo(input.current)
    .filter((row) => row === input.current || row.label === insuranceRow?.label || all.some((c) => inRow(row, c.date)))
    .map((row): TrienniumHistoryEntry => {
      const isCurrent = row === input.current;
      const period = { start: row.start, end: row.end, standardObligation: rowObligation(row) };
      const standing = input.standingOf
        ? input.standingOf(row, isCurrent)
        : trienniumStanding({ period, obligation: isCurrent ? input.currentObligation : null, portal: input.portal, external: input.external, bonus: 0, today: input.today });
      return { row, standing, isCurrent, isInsurance: row.label === insuranceRow?.label, compensatoryGiven: 0, debt: null };
    });

  for (const rule of rules) {
    const surplus = entries
      .filter((e) => e.row.start >= rule.surplusFrom)
      .map((e) => {
        const earned = all.filter((c) => inRow(e.row, c.date) && c.date <= rule.until).reduce((sum, c) => sum + c.credits, 0);
        return { entry: e, left: round(Math.max(0, earned - e.standing.obligation - e.compensatoryGiven)) };
      });
    for (const entry of entries.filter((e) => rule.debtsOf.includes(e.row.label) && e.standing.earnedTotal > 0 && e.standing.missingToObligation > 0)) {
      const shortfall = entry.standing.missingToObligation;
      let madeUp = 0;
      for (const source of surplus) {
        const used = round(Math.min(source.left, shortfall - madeUp));
        if (used <= 0) continue;
        source.left = round(source.left - used);
        source.entry.compensatoryGiven = round(source.entry.compensatoryGiven + used);
        madeUp = round(madeUp + used);
      }
      entry.debt = { triennium: entry.row.label, shortfall, madeUp, left: round(shortfall - madeUp), until: rule.until, open: input.today <= rule.until, source: rule.source };
    }
  }

  const trienni = entries.reverse();
  return { trienni, insurance: trienni.find((e) => e.isInsurance) ?? null, debts: trienni.flatMap((e) => (e.debt ? [e.debt] : [])).reverse() };
}
