import { GraphQLError } from 'graphql';
import type { UserResolvers } from '../generated/resolvers-types';
import { toPlan } from '../plans';
import { accountDataAccess } from '../policy-gaps';

export const User: UserResolvers = {
  // The representation ({ id }) is all currentPlan needs.
  __resolveReference: (reference) => reference,

  currentPlan: async ({ id }, _args, { viewer, dataSources }) => {
    const access = accountDataAccess(viewer, id);
    if (access === 'VISITOR') return null;
    if (access === 'OTHER') {
      throw new GraphQLError('Puoi consultare solo i dati del tuo account.', { extensions: { code: 'FORBIDDEN', reason: 'NOT_OWNER' } });
    }
    const products = await dataSources.commerce.suggestedProducts({ includeCurrentProduct: true, excludeQuotationProducts: false });
    const current = products.find((p) => p.isCurrent);
    return current ? toPlan(current) : null;
  },
};
