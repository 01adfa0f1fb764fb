import type { PressCategoryResolvers } from '../generated/resolvers-types';

/** Spec 3 §3 'Category: speIdExtrapola, speName'. */
export const PressCategory: PressCategoryResolvers = {
  id: (c) => String(c.speIdExtrapola),
  name: (c) => c.speName,
};
