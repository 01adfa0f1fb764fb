/** The light-and-gas offers (spec 3 §2). */
import type { CmsEnergyOffer } from '@club/contracts';
import type { EnergyOffer, QueryResolvers } from '../generated/resolvers-types';

export const toEnergyOffer = (o: CmsEnergyOffer): EnergyOffer => ({
  id: o.id,
  kind: o.kind === 'Gas' ? 'GAS' : 'LUCE',
  title: o.title,
  description: o.description,
  features: o.features,
  conditionsUrl: o.conditionsUrl,
});

export const energyQueryFields: Pick<QueryResolvers, 'energyOffers'> = {
  energyOffers: async (_parent, _args, { dataSources }) => (await dataSources.deals.energyOffers()).map(toEnergyOffer),
};
