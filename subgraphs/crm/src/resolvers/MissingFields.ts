import { missingFieldFlags } from '@club/crm-client';
import { isDoctorProfession, isProfileComplete } from '@club/policy';
import type { MissingFieldsResolvers } from '../generated/resolvers-types';

/** The check's presence flags turned into missing flags, plus the completion rule for the member's profession. */
export const MissingFields: MissingFieldsResolvers = {
  fiscalCode: (m) => !m.check.fiscalCodePresent,
  privacyHomnya: (m) => !m.check.privacyHomnyaPresent,
  termsConditions: (m) => !m.check.termsConditionsPresent,
  profession: (m) => !m.check.professionPresent,
  professionDetail: (m) => !m.check.professionDetailPresent,
  specialization: (m) => !m.check.specializationPresent,
  isComplete: (m) => isProfileComplete(missingFieldFlags(m.check), isDoctorProfession(m.professionCode)),
};
