import type { ConsentRequirementResolvers } from '../generated/resolvers-types';

/** What a login demands; the texts of the consent dialog are read with the login's consent token. */
export const ConsentRequirement: ConsentRequirementResolvers = {
  acknowledgment: (c) => c.mustAcceptAcknowledgment,
  conditionOfUse: (c) => c.mustAcceptConditionOfUse,
  acceptanceCondition: (c) => c.mustAcceptAcceptanceCondition,
  conditionsOfUseText: async (c) => (await c.api.conditionsOfUse()).text,
  acceptanceConditionsText: async (c) => (await c.api.acceptanceConditions()).condizioniAdesione,
};
