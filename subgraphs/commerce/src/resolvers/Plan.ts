import type { PlanResolvers } from '../generated/resolvers-types';
import { activeInstallmentPlanId, orderPriceList } from '../plans';

/** A suggested product of the upstream; id, name, mostLiked, purchasable and isCurrent are named as upstream. */
export const Plan: PlanResolvers = {
  // Plans on sale are the suggested products (current one included); anything else is not resolvable.
  __resolveReference: async ({ id }, { dataSources }) => {
    const products = await dataSources.commerce.suggestedProducts({ includeCurrentProduct: true, excludeQuotationProducts: false });
    return products.find((p) => p.id === id) ?? null;
  },
  activeInstallmentPlanId: (p) => activeInstallmentPlanId(p),
  priceList: (p) => orderPriceList(p.priceList),
};
