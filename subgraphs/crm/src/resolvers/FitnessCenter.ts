import type { FitnessCenterResolvers } from '../generated/resolvers-types';

/** GET /Forms/FitnessCenter names its fields in Italian. */
export const FitnessCenter: FitnessCenterResolvers = {
  name: (c) => c.nome,
  city: (c) => c.citta,
  province: (c) => c.provincia,
  address: (c) => c.indirizzo,
};
