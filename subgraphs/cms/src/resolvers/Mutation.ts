import type { ContentItem } from '@club/contracts';
import { favouriteToastTarget } from '@club/policy';
import { badInput, forbidden, notFound, upstreamWriteKey } from '@club/subgraph-kit';
import { favouriteIdSchema } from '@club/validation';
import type { GraphQLResolveInfo } from 'graphql';
import { decisionFor, favouriteType, refusal } from '../content-actions';
import type { Context } from '../context';
import type { MutationResolvers, ResolversParentTypes } from '../generated/resolvers-types';
import { savesFavouriteCategories } from './favourite-categories';

/**
 * The item, or NOT_FOUND (the web shows 'Qualcosa è andato storto, riprova.'). The id is normalised
 * first (spec 1 §3, packages/validation favouriteIdSchema: spaces and leading zeros dropped); only
 * what is no id at all is BAD_USER_INPUT.
 */
async function existingContent(rawId: string, { dataSources }: Context): Promise<ContentItem> {
  const parsed = favouriteIdSchema.safeParse(rawId);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, 'contentId');
  const id = parsed.data;
  const item = await dataSources.cms.contentById(id);
  if (!item) throw notFound(`Contenuto ${id} non trovato.`);
  return item;
}

/**
 * Spec 1 §6 favourites, enforced here: the policy refuses → FORBIDDEN with the upsell to open. The
 * item's `isFavourite` then reads the change from the data source (CmsApi.isFavourite).
 */
async function toggleFavourite(contentId: string, add: boolean, context: Context, info: GraphQLResolveInfo): Promise<ResolversParentTypes['FavouriteResult']> {
  const content = await existingContent(contentId, context);
  const decision = decisionFor(context.viewer, content, 'FAVOURITE');
  if (!decision.allowed) throw refusal(decision);
  const writeKey = upstreamWriteKey(context.viewer, info);
  if (add) await context.dataSources.cms.addFavourite(content.id, favouriteType(content.contentType), writeKey);
  else await context.dataSources.cms.removeFavourite(content.id, writeKey);
  return {
    content,
    toast: { message: add ? 'Aggiunto a' : 'Rimosso da', link: favouriteToastTarget(content.contentType) },
  };
}

export const Mutation: MutationResolvers = {
  addFavourite: (_parent, { contentId }, context, info) => toggleFavourite(contentId, true, context, info),

  removeFavourite: (_parent, { contentId }, context, info) => toggleFavourite(contentId, false, context, info),

  async saveFavouriteCategories(_parent, { categories }, { viewer, dataSources }, info) {
    // Spec 2 §6: saved on the server only for non-suspect members; visitors keep them in the session.
    if (!savesFavouriteCategories(viewer)) throw forbidden('Accedi per salvare le categorie preferite.', 'LOGIN_REQUIRED');
    return dataSources.cms.saveFavouriteCategories(categories, upstreamWriteKey(viewer, info));
  },
};
