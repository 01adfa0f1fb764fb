import { describe, expect, it } from 'vitest';
import { ECM_CREDIT_MESSAGES as M, ecmCertificateProblem, ecmObligationSchema, externalEcmCreditSchema } from './ecm-credits';

const schema = externalEcmCreditSchema({ start: '2026-01-01', end: '2028-12-31', today: '2026-11-27' });
const errorsOf = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};
const valid = { provider: ' Provider 2506 ', title: 'Congresso di cardiologia', date: '20/11/2026', credits: '4,5' };

describe('external ECM credit', () => {
  it('accepts an Italian date and decimal comma, trimmed', () => {
    expect(schema.parse(valid)).toEqual({ provider: 'Provider 2506', title: 'Congresso di cardiologia', eventCode: null, date: '2026-11-20', credits: 4.5 });
    expect(schema.parse({ ...valid, date: '2026-01-01', credits: 50 })).toMatchObject({ date: '2026-01-01', credits: 50 });
  });

  it('names every missing field', () => {
    expect(errorsOf({ provider: '  ', title: '', date: '', credits: '' })).toEqual({ provider: M.required, title: M.required, date: M.required, credits: M.required });
  });

  it('refuses a day outside the triennium, after today, or not a day', () => {
    expect(errorsOf({ ...valid, date: '31/12/2025' })).toEqual({ date: M.dateOutsideTriennium });
    expect(errorsOf({ ...valid, date: '28/11/2026' })).toEqual({ date: M.dateInFuture });
    expect(errorsOf({ ...valid, date: '31/02/2026' })).toEqual({ date: M.invalidDate });
  });

  it('refuses credits of zero, over 50, or with two decimals', () => {
    for (const credits of ['0', '50,1', '4,55', 'dieci', -1]) expect(errorsOf({ ...valid, credits })).toEqual({ credits: M.invalidCredits });
  });

  it('keeps an event code trimmed, an empty one as none, and refuses one over 40 characters', () => {
    expect(schema.parse({ ...valid, eventCode: ' 2506-412001 ' }).eventCode).toBe('2506-412001');
    expect(schema.parse({ ...valid, eventCode: '  ' }).eventCode).toBeNull();
    expect(errorsOf({ ...valid, eventCode: '1'.repeat(41) })).toEqual({ eventCode: M.eventCodeTooLong });
  });

  it('refuses over-long texts', () => {
    expect(errorsOf({ ...valid, provider: 'x'.repeat(201), title: 'y'.repeat(301) })).toEqual({ provider: M.providerTooLong, title: M.titleTooLong });
  });
});

describe('certificate and obligation', () => {
  it('a certificate is a PDF by its bytes, within 100 KB (what fits the gateway\'s request body)', () => {
    expect(ecmCertificateProblem(null)).toBeNull();
    expect(ecmCertificateProblem({ bytes: new TextEncoder().encode('%PDF-1.7 …') })).toBeNull();
    expect(ecmCertificateProblem({ bytes: new TextEncoder().encode('<html>') })).toBe(M.certificateNotPdf);
    const pdfOf = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(new TextEncoder().encode('%PDF-1.7'));
      return { bytes };
    };
    expect(ecmCertificateProblem(pdfOf(100 * 1024))).toBeNull();
    expect(ecmCertificateProblem(pdfOf(100 * 1024 + 1))).toBe("L'attestato supera i 100 KB.");
  });

  it('the obligation is 0 to 300 with one decimal', () => {
    expect(ecmObligationSchema.parse('112,5')).toBe(112.5);
    expect(ecmObligationSchema.parse(0)).toBe(0);
    expect(ecmObligationSchema.safeParse('301').error?.issues[0]?.message).toBe(M.invalidObligation);
    expect(ecmObligationSchema.safeParse('').error?.issues[0]?.message).toBe(M.required);
  });
});
