import type { ConsentRequirement as ConsentRequirementType } from '../generated/resolvers-types';
import type { ConsentModel } from '../models';
import type { ModelResolvers } from './model-resolvers';

/** The texts of the consent dialog; the acceptance conditions are read with the login's consent token. */
export const ConsentRequirement: ModelResolvers<ConsentModel, ConsentRequirementType> = {
  conditionsOfUseText: async (c) => (await c.api.conditionsOfUse()).text,
  acceptanceConditionsText: async (c) => (await c.api.acceptanceConditions()).condizioniAdesione,
};
