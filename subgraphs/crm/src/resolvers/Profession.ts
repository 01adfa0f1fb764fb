import { isDoctorProfession } from '@club/policy';
import type { ProfessionResolvers } from '../generated/resolvers-types';

/** A profession of the catalogue, of the member's contact data or of a directory card. */
export const Profession: ProfessionResolvers = {
  code: (p) => p.codice,
  description: (p) => p.descrizione,
  // A directory card's profession says nothing about sign-up: it is a profession members have chosen.
  signupEnabled: (p) => p.signupEnabled ?? true,
  isDoctor: (p) => isDoctorProfession(p.codice),
};
