import type { PlanServiceResolvers } from '../generated/resolvers-types';

export const PlanService: PlanServiceResolvers = {
  description: (s) => s.publicDescription,
};
