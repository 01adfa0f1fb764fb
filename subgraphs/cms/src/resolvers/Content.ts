/**
 * Content items (spec 2 §3), resolved from the item as the CMS sends it (mappers.ts ContentParent):
 * renamed fields read their payload field, the viewer-dependent ones (paywall, actions, favourite,
 * wallet) ask the policy, and the related lists search only when asked for.
 */
import type { CmsContentType, ContentItem } from '@club/contracts';
import { contentWalletAccess, isSignedInMember } from '@club/policy';

import { actionSubject } from '../content-actions';
import { contentTypeOf, knownRelatedComponents, knownUserActions } from '../content-fields';
import type { Context } from '../context';
import type { CategoryResolvers, ContentFlagsResolvers, ContentResolvers } from '../generated/resolvers-types';
import { NEWEST_FIRST } from '../search-input';
import { paywallContentFields } from './paywall';

/** Latest items matching `filter`, the item itself left out (related lists of the article page). */
async function othersLike(item: ContentItem, filter: { category?: string[]; contentType?: CmsContentType[] }, limit: number, { dataSources }: Context): Promise<ContentItem[]> {
  const answer = await dataSources.cms.searchUngrouped({
    ...filter,
    exclude: { id: [item.id] },
    criteria: { rows: Math.min(Math.max(limit, 0), 12), offset: 0, orderCriteria: NEWEST_FIRST },
  });
  return answer.docs;
}

export const Content: ContentResolvers = {
  __resolveReference: ({ id }, { dataSources }) => dataSources.cms.contentById(id),

  parentId: (item) => item.parent_id,
  contentType: (item) => contentTypeOf(item.contentType),
  contentTypeLabel: (item) => item.contentType,
  imageUrl: (item) => item.imgSrc,
  series: (item) => item.collana,
  teachingModelType: (item) => item.modelloDidatticoType,
  relatedComponents: (item) => knownRelatedComponents(item.relatedComponents),
  userActions: (item) => knownUserActions(item.userActions),
  isTraining: (item) => item.isFormativo,
  profession: (item) => item.professione,
  course: (item) => (item.courseId ? { id: item.courseId } : null),

  // paywalled, body, headings, embeddedContent and allowedActions: what the paywall lets through (./paywall).
  ...paywallContentFields,

  walletBlocked: (item, _args, { viewer }) => !contentWalletAccess(viewer, actionSubject(item)),

  // Null for visitors; members: one favourites call per request (CmsApi.isFavourite), however many items.
  isFavourite: (item, _args, { viewer, dataSources }) => (isSignedInMember(viewer) ? dataSources.cms.isFavourite(item.id) : null),

  related: (item, { limit }, context) => (item.category ? othersLike(item, { category: [item.category.label] }, limit ?? 3, context) : []),

  readAlso: (item, { limit }, context) => othersLike(item, { contentType: [item.contentType] }, limit ?? 3, context),
};

export const ContentFlags: ContentFlagsResolvers = {
  legalModule: (flags) => flags.isMODLEG,
  scientificModule: (flags) => flags.isMODSCIENT,
  legalTool: (flags) => flags.isTOOLLEG,
  scientificTool: (flags) => flags.isTOOLSCIENT,
};

/** An item's category has no page name; the category list's has. */
export const Category: CategoryResolvers = {
  pageName: (category) => ('pageName' in category ? category.pageName : null),
};
