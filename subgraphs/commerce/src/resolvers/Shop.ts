import { canFollowShopLogo } from '@club/policy';
import type { ShopResolvers } from '../generated/resolvers-types';
import { offerParents } from '../topnegozi';

export const Shop: ShopResolvers = {
  id: (shop) => String(shop.id),
  logoLinks: (_shop, _args, { viewer }) => canFollowShopLogo(viewer),
  // The shop page's answer carries its offers; a shop named elsewhere (top shops, a category) reads them.
  offers: async (shop, _args, { dataSources }) => shop.offers ?? offerParents(await dataSources.topnegozi.shopOffers(shop.id)),
};
