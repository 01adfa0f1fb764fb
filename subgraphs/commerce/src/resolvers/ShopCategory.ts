import type { ShopCategoryResolvers } from '../generated/resolvers-types';
import { shopParents } from './shop-parents';

export const ShopCategory: ShopCategoryResolvers = {
  id: (category) => String(category.id),
  shops: async (category, _args, { dataSources }) => category.shops ?? shopParents(await dataSources.topnegozi.categoryShops(category.id)),
};
