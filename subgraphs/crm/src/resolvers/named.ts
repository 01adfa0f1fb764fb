import type { ProfessionDetailResolvers, SpecializationFamilyResolvers, SpecializationResolvers } from '../generated/resolvers-types';

// Health-profession details, specialisations and their families are { id, nome } upstream.

export const ProfessionDetail: ProfessionDetailResolvers = {
  name: (d) => d.nome,
};

export const Specialization: SpecializationResolvers = {
  name: (s) => s.nome,
};

export const SpecializationFamily: SpecializationFamilyResolvers = {
  name: (f) => f.nome,
  specializations: (f) => f.specializzazioni,
};
