import { describe, expect, it } from 'vitest';
import { adjustmentCountsIn, adjustmentLine, cappedCredits, ecmObligation, type EcmAdjustment, obligationRulesFor, RECORDED_PREVIOUS_LINE_ID } from './ecm-obligation';
import { ECM_TRIENNIUM_DEFAULTS, trienniumStanding } from './ecm-triennium';

const period = ECM_TRIENNIUM_DEFAULTS;
const adjustment = (over: Partial<EcmAdjustment> & Pick<EcmAdjustment, 'kind'>): EcmAdjustment => ({ id: 'a', start: '2026-03-01', end: null, credits: null, ...over });

describe('ECM obligation: exemptions and exonerations, pro-rated', () => {
  it('an exemption takes 2 credits for every 15 continuous days inside the triennium', () => {
    // 1 March - 31 July 2026: 153 days, 10 whole blocks of 15.
    const b = ecmObligation(period, [adjustment({ kind: 'ESENZIONE_MATERNITA_PATERNITA', end: '2026-07-31' })], null);
    expect(b.lines[0]).toMatchObject({ reduction: 20, note: null, label: 'Esenzione: congedo di maternità o paternità' });
    expect(b).toMatchObject({ standard: 150, reduction: 20, computed: 130, obligation: 130 });
  });

  it('counts only the days inside the triennium, and nothing under 15 days', () => {
    // 2025-12-01 .. 2026-01-20: 20 days inside -> one block.
    expect(ecmObligation(period, [adjustment({ kind: 'ESENZIONE_MALATTIA', start: '2025-12-01', end: '2026-01-20' })], null).reduction).toBe(2);
    const short = ecmObligation(period, [adjustment({ kind: 'ESENZIONE_MALATTIA', start: '2026-05-01', end: '2026-05-14' })], null);
    expect(short.lines[0]).toMatchObject({ reduction: 0, note: 'Servono almeno 15 giorni continuativi.' });
    // A period outside the triennium is another triennium's line: listed, counting nothing here.
    const outside = adjustment({ kind: 'ESENZIONE_MALATTIA', start: '2024-01-01', end: '2024-12-31' });
    expect(ecmObligation(period, [outside], null).lines[0]).toMatchObject({ reduction: 0, note: 'Conta nel triennio 2023-2025.' });
    expect(adjustmentLine(outside, period).note).toBe('Il periodo è fuori dal triennio.');
  });

  it('an exoneration takes a third of the obligation per year, per whole month (15 Jan - 20 Mar: two)', () => {
    expect(ecmObligation(period, [adjustment({ kind: 'ESONERO_FORMAZIONE_UNIVERSITARIA', start: '2026-01-01', end: '2026-12-31' })], null).reduction).toBe(50);
    expect(ecmObligation(period, [adjustment({ kind: 'ESONERO_FORMAZIONE_UNIVERSITARIA', start: '2026-01-15', end: '2026-03-20' })], null).reduction).toBe(8.3);
    expect(ecmObligation(period, [adjustment({ kind: 'ESONERO_FORMAZIONE_UNIVERSITARIA', start: '2026-01-15', end: '2026-02-13' })], null).reduction).toBe(0);
  });

  it('never lowers the obligation below zero', () => {
    const b = ecmObligation(period, [adjustment({ kind: 'ESONERO_FORMAZIONE_UNIVERSITARIA', start: '2026-01-01', end: '2028-12-31' }), adjustment({ kind: 'DOSSIER_INDIVIDUALE' })], null);
    expect(b).toMatchObject({ reduction: 150, obligation: 0 });
  });
});

describe('ECM obligation: dossier bonus and previous triennium', () => {
  it('gives the 2026-2028 dossier bonus (individual 40, group 30) only when built in 2026 or 2027', () => {
    expect(ecmObligation(period, [adjustment({ kind: 'DOSSIER_INDIVIDUALE', start: '2026-02-01' })], null).obligation).toBe(110);
    expect(ecmObligation(period, [adjustment({ kind: 'DOSSIER_GRUPPO', start: '2027-02-01' })], null).obligation).toBe(120);
    const late = ecmObligation(period, [adjustment({ kind: 'DOSSIER_INDIVIDUALE', start: '2028-02-01' })], null);
    expect(late.lines[0]).toMatchObject({ reduction: 0, note: 'Il dossier dà il bonus solo se costruito nel 2026 o nel 2027.' });
  });

  it('reduces by 30 from 121 previous credits, by 15 from 80, by nothing below', () => {
    const of = (credits: number) => ecmObligation(period, [adjustment({ kind: 'TRIENNIO_PRECEDENTE', start: '2023-01-01', end: '2025-12-31', credits })], null).reduction;
    expect([of(150), of(121), of(120.9), of(80), of(79.9)]).toEqual([30, 30, 15, 15, 0]);
  });

  it('takes the rules of the triennium the period starts in', () => {
    expect(obligationRulesFor({ start: '2023-01-01', end: '2025-12-31', standardObligation: 150 })!.dossier.DOSSIER_INDIVIDUALE).toBe(30);
    expect(obligationRulesFor({ start: '2029-01-01', end: '2031-12-31', standardObligation: 150 })!.firstYear).toBe(2026);
    expect(obligationRulesFor({ start: '2020-01-01', end: '2022-12-31', standardObligation: 150 })).toBeNull();
  });

  it("the member's own figure wins over the computed one", () => {
    const b = ecmObligation(period, [adjustment({ kind: 'DOSSIER_INDIVIDUALE' })], 90);
    expect(b).toMatchObject({ computed: 110, override: 90, obligation: 90 });
  });
});

describe('ECM credits: by kind and area, with the caps', () => {
  it('counts self-training up to 20 % of the obligation and shows the rest as over the cap', () => {
    const c = cappedCredits(
      [
        { credits: 50, kind: 'FAD', area: 'TECNICO_PROFESSIONALE' },
        { credits: 40, kind: 'AUTOFORMAZIONE', area: 'SISTEMA' },
      ],
      150,
    );
    expect(c.byKind.find((k) => k.kind === 'AUTOFORMAZIONE')).toEqual({ kind: 'AUTOFORMAZIONE', label: 'Autoformazione', earned: 40, counted: 30, cap: 30 });
    expect(c.byKind.find((k) => k.kind === 'FAD')).toMatchObject({ earned: 50, counted: 50, cap: null });
    expect(c).toMatchObject({ earned: 90, counted: 80, overCap: 10 });
    expect(c.byArea).toEqual([
      { area: 'TECNICO_PROFESSIONALE', label: 'Obiettivi tecnico-professionali', earned: 50 },
      { area: 'PROCESSI', label: 'Obiettivi di processo', earned: 0 },
      { area: 'SISTEMA', label: 'Obiettivi di sistema', earned: 40 },
    ]);
  });

  it('bounds teaching, abroad and self-training together at 60 % of the obligation in use', () => {
    const c = cappedCredits(
      [
        { credits: 50, kind: 'DOCENZA_TUTORAGGIO', area: 'PROCESSI' },
        { credits: 30, kind: 'ESTERO', area: 'PROCESSI' },
        { credits: 10, kind: 'AUTOFORMAZIONE', area: 'PROCESSI' },
      ],
      100,
    );
    expect(c.byKind.filter((k) => k.counted > 0).map((k) => [k.kind, k.counted])).toEqual([
      ['DOCENZA_TUTORAGGIO', 50],
      ['ESTERO', 10],
    ]);
    expect(c.overCap).toBe(30);
  });

  it('feeds the standing: the reduced obligation and only counted credits', () => {
    const base = { period, obligation: null, portal: [], external: [{ date: '2026-04-01', credits: 40 }], bonus: 0, today: '2027-01-01' };
    expect(trienniumStanding(base)).toMatchObject({ obligation: 150, earnedTotal: 40 });
    expect(trienniumStanding({ ...base, obligationReduction: 20, creditsOverCap: 14 })).toMatchObject({ obligation: 130, earnedTotal: 26, threshold: 91 });
    expect(trienniumStanding({ ...base, obligation: 100, obligationReduction: 20 })).toMatchObject({ obligation: 100 });
  });
});

describe('ECM obligation: each adjustment in its own triennium', () => {
  const previous = { start: '2023-01-01', end: '2025-12-31', standardObligation: 150 };
  const older = { start: '2020-01-01', end: '2022-12-31', standardObligation: 150 };

  it('a period where it overlaps, a dossier where it was built, a previous-triennium figure in the triennium after the one it names', () => {
    const leave = adjustment({ kind: 'ESENZIONE_MALATTIA', start: '2025-11-01', end: '2026-02-28' });
    expect([adjustmentCountsIn(leave, previous), adjustmentCountsIn(leave, period), adjustmentCountsIn(leave, older)]).toEqual([true, true, false]);
    const dossier = adjustment({ kind: 'DOSSIER_INDIVIDUALE', start: '2024-05-01' });
    expect([adjustmentCountsIn(dossier, previous), adjustmentCountsIn(dossier, period)]).toEqual([true, false]);
    const named2023 = adjustment({ kind: 'TRIENNIO_PRECEDENTE', start: '2023-01-01', end: '2025-12-31', credits: 132 });
    expect([adjustmentCountsIn(named2023, period), adjustmentCountsIn(named2023, previous), adjustmentCountsIn(named2023, { start: '2029-01-01', end: '2031-12-31', standardObligation: 150 })]).toEqual([true, false, false]);
    // The 2026 dossier does not lower 2023-2025's obligation, nor the 2023-2025 figure 2023-2025's own: listed, saying where they count.
    const other = ecmObligation(previous, [adjustment({ kind: 'DOSSIER_INDIVIDUALE', start: '2026-02-10' }), named2023], null);
    expect(other.lines.map((l) => [l.kind, l.reduction, l.note])).toEqual([
      ['DOSSIER_INDIVIDUALE', 0, 'Conta nel triennio 2026-2028.'],
      ['TRIENNIO_PRECEDENTE', 0, 'Conta nel triennio 2026-2028.'],
    ]);
    expect(other.obligation).toBe(150);
  });

  const recordedIn2023 = (credits: number) => ({ start: '2023-01-01', end: '2025-12-31', credits });

  it('without an entered figure, the credits recorded in the previous triennium are offered to confirm when they reach a band, not counted', () => {
    const b = ecmObligation(period, [], null, recordedIn2023(95.5));
    expect(b.lines).toEqual([
      expect.objectContaining({
        id: RECORDED_PREVIOUS_LINE_ID,
        kind: 'TRIENNIO_PRECEDENTE',
        credits: 95.5,
        reduction: 0,
        fromRecordedCredits: true,
        label: 'Riduzione per i crediti del triennio precedente (dai crediti registrati nel portale)',
        note: "Nel portale risultano 95,5 crediti nel triennio 2023-2025: se l'anagrafe Co.Ge.A.P.S. lo conferma, registra la riduzione (15 crediti in meno).",
      }),
    ]);
    expect(b.obligation).toBe(150);
    expect(ecmObligation(period, [], null, recordedIn2023(60)).lines).toEqual([]);
  });

  it('the other reading (ENTERED_ELSE_RECORDED) counts the recorded credits by themselves', () => {
    const b = ecmObligation(period, [], null, recordedIn2023(95), 'ENTERED_ELSE_RECORDED');
    expect(b.lines.map((l) => [l.reduction, l.note, l.fromRecordedCredits])).toEqual([[15, null, true]]);
    expect(b.obligation).toBe(135);
  });

  it("the figure the member entered from the registry wins over the recorded credits: one line, one reduction", () => {
    const entered = adjustment({ id: 'e', kind: 'TRIENNIO_PRECEDENTE', start: '2023-01-01', end: '2025-12-31', credits: 132 });
    const b = ecmObligation(period, [entered], null, recordedIn2023(95), 'ENTERED_ELSE_RECORDED');
    expect(b.lines.map((l) => [l.id, l.reduction, l.fromRecordedCredits])).toEqual([['e', 30, false]]);
    expect(b.obligation).toBe(120);
  });
});
