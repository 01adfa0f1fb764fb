import { accountDataAccess } from '@club/policy';
import { forbidden } from '@club/subgraph-kit';
import type { UserResolvers } from '../generated/resolvers-types';

export const User: UserResolvers = {
  // The representation ({ id }) is all currentPlan needs.
  __resolveReference: ({ id }) => ({ id }),

  currentPlan: async ({ id }, _args, { viewer, dataSources }) => {
    const access = accountDataAccess(viewer, id);
    if (access === 'VISITOR') return null;
    if (access === 'OTHER') {
      throw forbidden('Puoi consultare solo i dati del tuo account.', 'NOT_OWNER');
    }
    const products = await dataSources.commerce.suggestedProducts({ includeCurrentProduct: true, excludeQuotationProducts: false });
    return products.find((p) => p.isCurrent) ?? null;
  },
};
