import { canSaveFavouriteCategories, isSignedInMember } from '@club/policy';

import type { Context } from '../context';
import type { QueryResolvers } from '../generated/resolvers-types';

/**
 * Spec 1 §6 / spec 2 §6: favourite-category preferences live on the server only for non-suspect
 * members with a session; everyone else keeps them in the session. The one check behind reading,
 * saving and telling the web which of the two it is.
 */
export function savesFavouriteCategories(viewer: Context['viewer']): boolean {
  return isSignedInMember(viewer) && canSaveFavouriteCategories(viewer);
}

/** Served as data so the web never re-derives the rule the save enforces. */
export const favouriteCategoryQueries: Pick<QueryResolvers, 'savesFavouriteCategories'> = {
  savesFavouriteCategories: (_parent, _args, { viewer }) => savesFavouriteCategories(viewer),
};
