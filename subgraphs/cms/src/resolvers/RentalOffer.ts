/** The rental partner's offers (spec 3 §2/§3 'Rental offer'). */
import type { CmsRentalOffer } from '@club/contracts';
import type { QueryResolvers, RentalOffer } from '../generated/resolvers-types';

export const toRentalOffer = (o: CmsRentalOffer): RentalOffer => ({
  id: o.Id,
  imageUrl: o.Image,
  advance: o.Advance,
  kmPerYear: o['Max KM'],
  months: o['Max Time'],
  brand: o.Brand,
  model: o.Model,
  monthlyCost: o.Cost,
  averageConsumption: o['Average Consumption'],
  horsePower: o['Horse Power'],
  co2: o.CO2,
  transmission: o.Transmission,
  cc: o.CC,
  traction: o.Traction,
  fuelType: o['Fuel Type'],
  doors: o.Doors,
});

export const rentalQueryFields: Pick<QueryResolvers, 'rentalOffers'> = {
  rentalOffers: async (_parent, _args, { dataSources }) => (await dataSources.deals.rentalOffers()).map(toRentalOffer),
};
