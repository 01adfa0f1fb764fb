import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, PROFESSION_TYPE_CODES, SUBSCRIPTION_TYPES, canSeeProfessionalContacts } from './index';

describe('professional card contacts (spec 2 §9)', () => {
  it('are shown to Premium members only', () => {
    const allowed = SUBSCRIPTION_TYPES.filter((subscriptionType) => canSeeProfessionalContacts({ subscriptionType }));
    expect(allowed).toEqual(['PREMIUM']);
  });
  it('are hidden from visitors, registered and trial members (the limited card)', () => {
    expect(canSeeProfessionalContacts(ANONYMOUS_VIEWER)).toBe(false);
    expect(canSeeProfessionalContacts({ subscriptionType: 'REGISTRATO' })).toBe(false);
    expect(canSeeProfessionalContacts({ subscriptionType: 'TRIAL' })).toBe(false);
    expect(canSeeProfessionalContacts({ subscriptionType: 'EX_PREMIUM' })).toBe(false);
  });
});

describe('directory profession types (spec 2 §9)', () => {
  it('map the options to the card category codes', () => {
    expect(PROFESSION_TYPE_CODES).toEqual({ DOCTOR: '857920003', OTHER_HEALTH_PROFESSION: '857920006' });
  });
});
