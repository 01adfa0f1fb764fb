import { isSignedInMember } from '@club/policy';
import { requireViewer } from '@club/subgraph-kit';
import { CART_MESSAGES } from '../cart';
import { singleProductOffer } from '../plans';
import type { QueryResolvers } from '../generated/resolvers-types';

export const Query: QueryResolvers = {
  // Failures of the products service surface as this field's error (UPSTREAM_UNAVAILABLE, from the
  // data source) with plans null; an empty catalogue is an empty list, not an error.
  plans: (_parent, { includeCurrentPlan, excludeCartPlans }, { dataSources }) =>
    dataSources.commerce.suggestedProducts({ includeCurrentProduct: includeCurrentPlan, excludeQuotationProducts: excludeCartPlans }),
  // The banner's plan: never the viewer's own, nor one already in their cart (a visitor has neither).
  singleProductOffer: async (_parent, _args, { dataSources }) =>
    singleProductOffer(await dataSources.commerce.suggestedProducts({ includeCurrentProduct: false, excludeQuotationProducts: true })),
  // A failing quotation service is this field's error (its extensions.service names the endpoint).
  cart: (_parent, _args, { viewer, dataSources }) => {
    requireViewer(viewer, isSignedInMember, CART_MESSAGES.loginRequired);
    return dataSources.commerce.quotation();
  },
};
