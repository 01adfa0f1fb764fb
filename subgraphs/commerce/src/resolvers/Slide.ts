import type { SlideResolvers } from '../generated/resolvers-types';

export const Slide: SlideResolvers = {
  id: (slide) => String(slide.id),
  shopId: (slide) => String(slide.shopId),
};
