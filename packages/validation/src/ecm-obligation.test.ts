import { describe, expect, it } from 'vitest';
import { ECM_CREDIT_MESSAGES } from './ecm-credits';
import { ECM_OBLIGATION_MESSAGES as M, ecmCreditKindAreaSchema, ecmObligationAdjustmentSchema } from './ecm-obligation';

const errorsOf = (input: Record<string, unknown>) => {
  const result = ecmObligationAdjustmentSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('an external credit: kind and area', () => {
  it('accepts the kinds and areas, absent ones (older callers), and names an empty or unknown choice in Italian', () => {
    expect(ecmCreditKindAreaSchema.parse({ kind: 'AUTOFORMAZIONE', area: 'SISTEMA' })).toEqual({ kind: 'AUTOFORMAZIONE', area: 'SISTEMA' });
    expect(ecmCreditKindAreaSchema.parse({})).toEqual({});
    const r = ecmCreditKindAreaSchema.safeParse({ kind: '', area: 'ALTRO' });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['kind', M.kindRequired],
      ['area', M.areaRequired],
    ]);
  });
});

describe('an obligation adjustment', () => {
  it('takes a period with Italian days for an exemption', () => {
    expect(ecmObligationAdjustmentSchema.parse({ kind: 'ESENZIONE_MALATTIA', start: '01/03/2026', end: '31/07/2026' })).toEqual({ kind: 'ESENZIONE_MALATTIA', start: '2026-03-01', end: '2026-07-31', credits: null });
  });

  it('needs the end of a period, not before its start', () => {
    expect(errorsOf({ kind: 'ESONERO_FORMAZIONE_UNIVERSITARIA', start: '01/03/2026', end: '' })).toEqual({ end: ECM_CREDIT_MESSAGES.required });
    expect(errorsOf({ kind: 'ESENZIONE_MALATTIA', start: '01/03/2026', end: '28/02/2026' })).toEqual({ end: M.endBeforeStart });
    expect(errorsOf({ kind: 'ESENZIONE_MALATTIA', start: '', end: '31/02/2026' })).toEqual({ start: ECM_CREDIT_MESSAGES.required, end: ECM_CREDIT_MESSAGES.invalidDate });
  });

  it('a dossier needs only its day; the previous triennium its credits', () => {
    expect(ecmObligationAdjustmentSchema.parse({ kind: 'DOSSIER_GRUPPO', start: '2026-02-01', end: '2026-05-01' })).toEqual({ kind: 'DOSSIER_GRUPPO', start: '2026-02-01', end: null, credits: null });
    expect(ecmObligationAdjustmentSchema.parse({ kind: 'TRIENNIO_PRECEDENTE', start: '01/01/2023', end: '31/12/2025', credits: '132,5' })).toMatchObject({ credits: 132.5 });
    expect(errorsOf({ kind: 'TRIENNIO_PRECEDENTE', start: '01/01/2023', credits: '' })).toEqual({ credits: M.previousCredits });
    expect(errorsOf({ kind: 'TRIENNIO_PRECEDENTE', start: '01/01/2023', credits: 301 })).toEqual({ credits: M.previousCredits });
    // Without days: the server names the triennium before the current one; any other kind needs its day.
    expect(ecmObligationAdjustmentSchema.parse({ kind: 'TRIENNIO_PRECEDENTE', credits: '95' })).toEqual({ kind: 'TRIENNIO_PRECEDENTE', start: null, end: null, credits: 95 });
    expect(errorsOf({ kind: 'DOSSIER_GRUPPO', start: '' })).toEqual({ start: ECM_CREDIT_MESSAGES.required });
  });

  it('refuses an unknown kind', () => {
    expect(errorsOf({ kind: 'FERIE', start: '01/03/2026' })).toEqual({ kind: M.adjustmentKindRequired });
  });
});
