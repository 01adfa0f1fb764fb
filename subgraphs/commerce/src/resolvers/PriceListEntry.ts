import type { PriceListEntryResolvers } from '../generated/resolvers-types';
import { discountedPrice, instalmentPrice, totalPrice } from '../plans';

/** A price option of the upstream, in cents. */
export const PriceListEntry: PriceListEntryResolvers = {
  totalPrice: (e) => totalPrice(e),
  discountedPrice: (e) => discountedPrice(e),
  instalmentPrice: (e) => instalmentPrice(e),
};
