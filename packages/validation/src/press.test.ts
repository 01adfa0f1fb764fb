import { describe, expect, it } from 'vitest';
import { PRESS_MESSAGES, pressDefaultRange, pressNewsletterSchema, pressSearchSchema, pressToday } from './index';

/** Spec 3 §5 'Scientific press search' and the newsletter cap. */

const TODAY = '2026-03-31';
const schema = pressSearchSchema(TODAY);
const valid = { fromDate: '2026-03-01', toDate: '2026-03-31', categoryId: '1003', keyword: '' };

function messages(input: Record<string, unknown>): Record<string, string> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('press search form', () => {
  it('requires from-date, to-date and the specialization with the spec message', () => {
    expect(messages({ fromDate: '', toDate: '', categoryId: '', keyword: '' })).toEqual({ fromDate: 'Campo obbligatorio.', toDate: 'Campo obbligatorio.', categoryId: 'Campo obbligatorio.' });
    expect(messages({ keyword: '' })).toEqual({ fromDate: 'Campo obbligatorio.', toDate: 'Campo obbligatorio.', categoryId: 'Campo obbligatorio.' });
  });

  it('refuses a from-date later than the to-date', () => {
    expect(messages({ ...valid, fromDate: '2026-03-15', toDate: '2026-03-14' })).toEqual({ fromDate: PRESS_MESSAGES.fromAfterTo });
    expect(messages({ ...valid, fromDate: '2026-03-14', toDate: '2026-03-14' })).toEqual({});
  });

  it('refuses a to-date later than today', () => {
    expect(messages({ ...valid, toDate: '2026-04-01' })).toEqual({ toDate: PRESS_MESSAGES.toAfterToday });
    expect(messages({ ...valid, toDate: TODAY })).toEqual({});
  });

  it('refuses dates that are not calendar dates', () => {
    expect(messages({ ...valid, fromDate: '2026-02-30' })).toEqual({ fromDate: PRESS_MESSAGES.invalidDate });
    expect(messages({ ...valid, toDate: '31/03/2026' })).toEqual({ toDate: PRESS_MESSAGES.invalidDate });
  });

  it('takes an optional English keyword (ASCII letters reading) and refuses accented letters', () => {
    expect(schema.parse(valid)).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-31', categoryId: 1003, keyword: undefined });
    expect(schema.parse({ ...valid, keyword: "  Crohn's disease-2 " }).keyword).toBe("Crohn's disease-2");
    expect(messages({ ...valid, keyword: 'malattià' })).toEqual({ keyword: PRESS_MESSAGES.keywordNotEnglish });
    expect(messages({ ...valid, keyword: 'a'.repeat(101) })).toEqual({ keyword: PRESS_MESSAGES.keywordTooLong });
  });

  it('defaults to the last month up to today', () => {
    expect(pressDefaultRange('2026-03-31')).toEqual({ fromDate: '2026-02-28', toDate: '2026-03-31' });
    expect(pressDefaultRange('2026-01-15')).toEqual({ fromDate: '2025-12-15', toDate: '2026-01-15' });
    expect(pressToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});

describe('press newsletter', () => {
  it('takes 1 to 3 families', () => {
    expect(pressNewsletterSchema.parse(['F1', 'F2', 'F2', 'F3'])).toEqual(['F1', 'F2', 'F3']);
    expect(pressNewsletterSchema.safeParse(['F1', 'F2', 'F3', 'F4']).error?.issues[0]?.message).toBe('Puoi scegliere al massimo 3 specializzazioni.');
    expect(pressNewsletterSchema.safeParse([]).error?.issues[0]?.message).toBe(PRESS_MESSAGES.newsletterEmpty);
  });
});
