import { describe, expect, it } from 'vitest';
import { consentSchema, consentSchemaFor, firstErrors } from './index';

describe('consent dialog (spec 1 §5: each required switch must be on)', () => {
  it('all three on passes', () => {
    expect(consentSchema.safeParse({ conditionOfUse: true, acceptanceCondition: true, acknowledgment: true }).success).toBe(true);
  });
  it.each(['conditionOfUse', 'acceptanceCondition', 'acknowledgment'])('%s off fails', (key) => {
    const value = { conditionOfUse: true, acceptanceCondition: true, acknowledgment: true, [key]: false };
    expect(Object.keys(firstErrors(consentSchema.safeParse(value)))).toEqual([key]);
  });
  it('only the consents the server demands are required', () => {
    const s = consentSchemaFor({ conditionOfUse: true, acceptanceCondition: false, acknowledgment: false });
    expect(s.safeParse({ conditionOfUse: true }).success).toBe(true);
    expect(s.safeParse({ conditionOfUse: true, acceptanceCondition: false }).success).toBe(true);
    expect(s.safeParse({ conditionOfUse: false, acceptanceCondition: true, acknowledgment: true }).success).toBe(false);
  });
});
