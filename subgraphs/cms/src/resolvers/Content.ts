import { contentWalletAccess } from '@club/policy';
import { actionSubject } from '../content-actions';
import { toContent } from '../content-mapping';
import type { Context } from '../context';
import type { Content as ContentType, ContentResolvers, ResolversParentTypes } from '../generated/resolvers-types';
import { paywallContentFields } from './paywall';

/** Latest items matching `filter`, the item itself left out (related lists of the article page). */
async function othersLike(parent: ContentType, filter: { category?: string[]; contentType?: string[] }, limit: number, { dataSources }: Context): Promise<ContentType[]> {
  const answer = await dataSources.cms.searchUngrouped({
    ...filter,
    exclude: { id: [parent.id] },
    criteria: { rows: Math.min(Math.max(limit, 0), 12), offset: 0, orderCriteria: [{ field: 'publicationDate', direction: 'desc' }] },
  });
  return answer.docs.map(toContent);
}

/** Parents are full items: __resolveReference turns entity references into mapped contents first. */
type ContentParent = ResolversParentTypes['Content'];
const full = (parent: ContentParent) => parent as ContentType;

export const Content: ContentResolvers = {
  async __resolveReference({ id }, context) {
    const item = await context.dataSources.cms.contentById(id);
    return item ? toContent(item) : null;
  },

  // paywalled, body, headings, embeddedContent and allowedActions: what the paywall lets through (./paywall).
  ...paywallContentFields,

  walletBlocked(parent, _args, { viewer }) {
    return !contentWalletAccess(viewer, actionSubject(full(parent)));
  },

  // Null for visitors; members: one favourites call per request (CmsApi.favouriteIds), however many items.
  async isFavourite(parent, _args, { viewer, dataSources }) {
    const preset = full(parent).isFavourite;
    if (typeof preset === 'boolean') return preset; // set by the favourite mutations
    if (!viewer.upstreamToken) return null;
    return (await dataSources.cms.favouriteIds()).has(parent.id);
  },

  related(parent, { limit }, context) {
    const item = full(parent);
    return item.category ? othersLike(item, { category: [item.category.label] }, limit ?? 3, context) : [];
  },

  readAlso(parent, { limit }, context) {
    const item = full(parent);
    return othersLike(item, { contentType: [item.contentTypeLabel] }, limit ?? 3, context);
  },
};
