import { canSeeShopsIntro } from '@club/policy';
import { nullOn404 } from '@club/subgraph-kit';
import type { QueryResolvers } from '../generated/resolvers-types';
import { BEST_OFFERS_SHOWN, FEATURED_COUPONS_SHOWN, mediaBase, numericId, offerParents } from '../topnegozi';
import { shopParents } from './shop-parents';

/**
 * The TopNegozi reads of Query. Each shops-home block is its own nullable field with one upstream
 * call (executed in parallel as root fields are): a failing block is null with its error while the
 * others stand (spec 3 §8). Best offers and featured coupons share the one best-offers call.
 */
export const shopsQuery: Pick<
  QueryResolvers,
  'shopsBestOffers' | 'shopsFeaturedCoupons' | 'topShops' | 'shopsSlideshow' | 'shopsIntroVisible' | 'shopCategories' | 'shopCategory' | 'shop' | 'offer'
> = {
  shopsBestOffers: async (_p, _a, { dataSources }) => offerParents(await dataSources.topnegozi.bestOffers()).slice(0, BEST_OFFERS_SHOWN),
  shopsFeaturedCoupons: async (_p, _a, { dataSources }) =>
    offerParents(await dataSources.topnegozi.bestOffers()).slice(BEST_OFFERS_SHOWN, BEST_OFFERS_SHOWN + FEATURED_COUPONS_SHOWN),
  topShops: async (_p, _a, { dataSources }) => {
    const answer = await dataSources.topnegozi.topShops();
    const base = mediaBase(answer.url_logo_path);
    return answer.data.map((s) => ({ id: s.id, name: s.name, logoUrl: `${base}${encodeURIComponent(s.logo)}`, category: s.category, description: null }));
  },
  shopsSlideshow: async (_p, _a, { dataSources }) => {
    const answer = await dataSources.topnegozi.slideshow();
    const desktop = mediaBase(answer.url_path_image);
    const mobile = mediaBase(answer.url_path_image_mobile);
    return answer.data.map((s) => ({
      id: s.id,
      title: s.title,
      shopId: s.shop_id,
      shopName: s.shop_name,
      imageUrl: `${desktop}${encodeURIComponent(s.image)}`,
      imageMobileUrl: `${mobile}${encodeURIComponent(s.image_mobile)}`,
    }));
  },
  shopsIntroVisible: (_p, _a, { viewer }) => canSeeShopsIntro(viewer),
  shopCategories: async (_p, _a, { dataSources }) =>
    (await dataSources.topnegozi.categories()).data.map((c) => ({ id: c.id, name: c.name, slug: c.slug, shopCount: c.shop_count })),
  shopCategory: async (_p, { id }, { dataSources }) => {
    const categoryId = numericId(id);
    if (categoryId === null) return null;
    const answer = await nullOn404(dataSources.topnegozi.categoryShops(categoryId));
    if (!answer) return null;
    const shops = shopParents(answer);
    return { ...answer.category, shopCount: shops.length, shops };
  },
  shop: async (_p, { id }, { dataSources }) => {
    const shopId = numericId(id);
    if (shopId === null) return null;
    const answer = await nullOn404(dataSources.topnegozi.shopOffers(shopId));
    if (!answer) return null;
    const { shop } = answer;
    return {
      id: shop.id,
      name: shop.name,
      logoUrl: `${mediaBase(answer.url_logo_path_image)}${encodeURIComponent(shop.logo)}`,
      category: shop.category,
      description: shop.description,
      offers: offerParents(answer),
    };
  },
  offer: async (_p, { id }, { dataSources }) => {
    const offerId = numericId(id);
    if (offerId === null) return null;
    const answer = await nullOn404(dataSources.topnegozi.offer(offerId));
    return answer ? offerParents({ ...answer, data: [answer.data] })[0]! : null;
  },
};
