/**
 * The trienni table and the history (issue 40). Expected figures are written out from the sources
 * (CNFC deliberations, DL 34/2020, DL 152/2021 art. 38-bis, delibera CNFC 3 luglio 2025), never computed.
 */
import { describe, expect, it } from 'vitest';
import { currentTriennium, ECM_TRIENNI, previousTriennium, rowObligation, trienniaUpTo, trienniumOf } from './ecm-trienni';
import { trienniumHistory } from './ecm-history';

const labels = (rows: readonly { label: string }[]) => rows.map((r) => r.label);

describe('ECM trienni: the table', () => {
  it('lists 2014-2016 to 2026-2028 with their obligations and which ones the insurance rule looks at', () => {
    expect(ECM_TRIENNI.map((r) => [r.label, rowObligation(r), r.insuranceThresholdShare])).toEqual([
      ['2014-2016', 150, null],
      ['2017-2019', 150, null],
      ['2020-2022', 100, null],
      ['2023-2025', 150, 0.7],
      ['2026-2028', 150, 0.7],
    ]);
  });

  it('the current triennium is the row containing the day; later ones are three calendar years each', () => {
    expect(trienniumOf('2026-12-07')?.label).toBe('2026-2028');
    expect(trienniumOf('2025-12-31')?.label).toBe('2023-2025');
    expect(trienniumOf('2029-01-01')).toMatchObject({ label: '2029-2031', start: '2029-01-01', end: '2031-12-31', standardObligation: 150, insuranceThresholdShare: 0.7 });
    expect(trienniumOf('2034-06-30')?.label).toBe('2032-2034');
    expect(trienniumOf('2013-12-31')).toBeNull();
  });

  it('the configured period overrides the row it covers, with its own obligation', () => {
    const configured = { start: '2026-01-01', end: '2028-12-31', standardObligation: 120 };
    expect(trienniumOf('2027-01-01', configured)).toMatchObject({ label: '2026-2028', standardObligation: 120, insuranceThresholdShare: 0.7 });
    expect(trienniumOf('2025-01-01', configured)?.standardObligation).toBe(150);
  });

  it('the previous triennium is the last complete one (the insurance one while 2026-2028 runs: 2023-2025)', () => {
    expect(previousTriennium(trienniumOf('2026-12-07')!)?.label).toBe('2023-2025');
    expect(previousTriennium(ECM_TRIENNI[0]!)).toBeNull();
    expect(labels(trienniaUpTo(trienniumOf('2030-01-01')!))).toEqual(['2014-2016', '2017-2019', '2020-2022', '2023-2025', '2026-2028', '2029-2031']);
  });
});

const current = trienniumOf('2026-12-07')!;
const credit = (date: string, credits: number) => ({ date, credits });

describe('ECM trienni: the history', () => {
  it('judges the insurance on the previous triennium and lists every triennium with credits, newest first', () => {
    const history = trienniumHistory({ current, currentObligation: null, portal: [credit('2026-03-01', 40)], external: [credit('2024-05-10', 50), credit('2025-02-01', 30), credit('2018-04-04', 20)], today: '2026-12-07' });
    expect(labels(history.trienni.map((e) => e.row))).toEqual(['2026-2028', '2023-2025', '2017-2019']);
    expect(history.insurance?.row.label).toBe('2023-2025');
    expect(history.insurance?.standing).toMatchObject({ earnedTotal: 80, obligation: 150, threshold: 105, thresholdMet: false, missingToThreshold: 25 });
    expect(history.trienni[0]).toMatchObject({ isCurrent: true, isInsurance: false });
    expect(history.trienni[0]!.standing.earnedTotal).toBe(40);
  });

  it('shows the insurance triennium even without credits in it', () => {
    const history = trienniumHistory({ current, currentObligation: 120, portal: [], external: [], today: '2026-12-07' });
    expect(labels(history.trienni.map((e) => e.row))).toEqual(['2026-2028', '2023-2025']);
    expect(history.trienni[0]!.standing.obligation).toBe(120);
    expect(history.insurance?.standing.obligation).toBe(150);
  });

  it('makes up a 2020-2022 debt with the surplus of later trienni, until 31/12/2028, counting each credit once', () => {
    const history = trienniumHistory({
      current,
      currentObligation: null,
      portal: [],
      external: [credit('2021-06-01', 60), credit('2024-01-10', 100), credit('2025-09-01', 70), credit('2026-05-01', 30)],
      today: '2026-12-07',
    });
    // 2020-2022: 60 of 100, a debt of 40; 2023-2025: 170 of 150, 20 over, used for the debt.
    expect(history.debts).toEqual([expect.objectContaining({ triennium: '2020-2022', shortfall: 40, madeUp: 20, left: 20, until: '2028-12-31', open: true })]);
    const previous = history.trienni.find((e) => e.row.label === '2023-2025')!;
    expect(previous.compensatoryGiven).toBe(20);
    expect(previous.standing.earnedTotal).toBe(170);
  });

  it('spends a surplus once across two debts, the oldest first', () => {
    const history = trienniumHistory({ current, currentObligation: null, portal: [], external: [credit('2016-01-01', 140), credit('2021-01-01', 90), credit('2024-01-01', 165)], today: '2026-12-07' });
    expect(history.debts.map((d) => [d.triennium, d.shortfall, d.madeUp, d.left])).toEqual([
      ['2014-2016', 10, 10, 0],
      ['2020-2022', 10, 5, 5],
    ]);
  });

  it('has no make-up for a 2023-2025 shortfall (no rule allows it) nor for a triennium without credits', () => {
    const history = trienniumHistory({ current, currentObligation: null, portal: [], external: [credit('2024-01-01', 80)], today: '2026-12-07' });
    expect(history.debts).toEqual([]);
  });

  it('closes the make-up after its last day', () => {
    const later = trienniumOf('2029-02-01')!;
    const history = trienniumHistory({ current: later, currentObligation: null, portal: [], external: [credit('2021-01-01', 90)], today: '2029-02-01' });
    expect(history.debts[0]).toMatchObject({ triennium: '2020-2022', left: 10, open: false });
  });
});

describe('ECM trienni: the configured current triennium', () => {
  it('is the row containing today unless the operator names a period containing it or an obligation', () => {
    expect(currentTriennium('2026-12-07')).toBe(ECM_TRIENNI[4]);
    expect(currentTriennium('2026-12-07', { start: '2026-01-01', end: '2028-12-31', standardObligation: 120 })).toMatchObject({ label: '2026-2028', standardObligation: 120 });
    expect(currentTriennium('2026-12-07', { standardObligation: 90 })).toMatchObject({ label: '2026-2028', standardObligation: 90 });
    // A configured period that has ended gives way to the table.
    expect(currentTriennium('2029-03-01', { start: '2026-01-01', end: '2028-12-31' }).label).toBe('2029-2031');
  });
});
