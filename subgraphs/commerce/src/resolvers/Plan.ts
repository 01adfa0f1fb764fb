import type { PlanResolvers } from '../generated/resolvers-types';
import { toPlan } from '../plans';

export const Plan: PlanResolvers = {
  // Plans on sale are the suggested products (current one included); anything else is not resolvable.
  __resolveReference: async ({ id }, { dataSources }) => {
    const products = await dataSources.commerce.suggestedProducts({ includeCurrentProduct: true, excludeQuotationProducts: false });
    const product = products.find((p) => p.id === id);
    return product ? toPlan(product) : null;
  },
};
