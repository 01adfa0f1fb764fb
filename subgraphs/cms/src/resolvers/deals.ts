import type { QueryResolvers } from '../generated/resolvers-types';
import { energyQueryFields } from './EnergyOffer';
import { rentalQueryFields } from './RentalOffer';
import { telemedicineQueryFields } from './TelemedicineAccess';
import { travelQueryFields } from './TravelOffer';

/** Partner deals and telemedicine (spec 3 §2/§4): travel, rental, light and gas, telemedicine access. */
export const dealQueryFields: Pick<QueryResolvers, 'travelOffers' | 'travelOffer' | 'rentalOffers' | 'energyOffers' | 'telemedicineAccess'> = {
  ...travelQueryFields,
  ...rentalQueryFields,
  ...energyQueryFields,
  ...telemedicineQueryFields,
};
