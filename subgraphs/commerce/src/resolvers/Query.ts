import type { QueryResolvers } from '../generated/resolvers-types';
import { toPlan } from '../plans';

export const Query: QueryResolvers = {
  // Failures of the products service surface as this field's error (UPSTREAM_UNAVAILABLE, from the
  // data source) with plans null; an empty catalogue is an empty list, not an error.
  plans: async (_parent, { includeCurrentPlan, excludeCartPlans }, { dataSources }) => {
    const products = await dataSources.commerce.suggestedProducts({
      includeCurrentProduct: includeCurrentPlan,
      excludeQuotationProducts: excludeCartPlans,
    });
    return products.map(toPlan);
  },
};
