import { describe, expect, it } from 'vitest';
import { isDoctorProfession, isProfileComplete, type MissingFieldFlags } from './profile-completion';

const NOTHING_MISSING: MissingFieldFlags = {
  fiscalCode: false,
  privacyHomnya: false,
  termsConditions: false,
  profession: false,
  professionDetail: false,
  specialization: false,
};

describe('isProfileComplete (spec 2 §4 data-completion modal)', () => {
  it('a doctor is complete with fiscal code, privacy, terms, profession and specialisation, whatever the detail', () => {
    expect(isProfileComplete({ ...NOTHING_MISSING, professionDetail: true }, true)).toBe(true);
    expect(isProfileComplete({ ...NOTHING_MISSING, specialization: true }, true)).toBe(false);
  });

  it('another health profession needs the detail instead of the specialisation', () => {
    expect(isProfileComplete({ ...NOTHING_MISSING, specialization: true }, false)).toBe(true);
    expect(isProfileComplete({ ...NOTHING_MISSING, professionDetail: true }, false)).toBe(false);
  });

  it.each(['fiscalCode', 'privacyHomnya', 'termsConditions', 'profession'] as const)('anyone missing %s is incomplete', (field) => {
    expect(isProfileComplete({ ...NOTHING_MISSING, [field]: true }, true)).toBe(false);
    expect(isProfileComplete({ ...NOTHING_MISSING, [field]: true }, false)).toBe(false);
  });

  it('only the category code 857920003 is a doctor', () => {
    expect(isDoctorProfession('857920003')).toBe(true);
    expect(isDoctorProfession('857920006')).toBe(false);
    expect(isDoctorProfession(null)).toBe(false);
  });
});
