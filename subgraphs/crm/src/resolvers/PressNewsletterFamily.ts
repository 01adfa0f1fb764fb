import type { PressNewsletterFamilyResolvers } from '../generated/resolvers-types';

/** A newsletter family is { id, nome } upstream. */
export const PressNewsletterFamily: PressNewsletterFamilyResolvers = {
  name: (f) => f.nome,
};
