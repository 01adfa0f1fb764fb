import { contentTypeOf, toContent } from '../content-mapping';
import type { QueryResolvers } from '../generated/resolvers-types';
import { visibleBanners, visibleFooter, visibleNavigation, visibleTopBar } from '../layout-mapping';
import { contentQueryBody } from '../search-input';

export const Query: QueryResolvers = {
  // Layout: the upstream answers every item with its rule; policy decides what this viewer sees.
  async navigation(_parent, _args, { dataSources, viewer }) {
    return visibleNavigation(viewer, await dataSources.cms.navigation());
  },

  async topBar(_parent, _args, { dataSources, viewer }) {
    return visibleTopBar(viewer, await dataSources.cms.topBar());
  },

  async banners(_parent, { placement }, { dataSources, viewer }) {
    return visibleBanners(viewer, await dataSources.cms.banners(placement));
  },

  async footer(_parent, _args, { dataSources, viewer }) {
    return visibleFooter(viewer, await dataSources.cms.footer());
  },

  async contents(_parent, { input }, { dataSources }) {
    const answer = await dataSources.cms.searchUngrouped(contentQueryBody(input));
    return { items: answer.docs.map(toContent), total: answer.matches, fallback: answer.fallback };
  },

  async contentGroups(_parent, { input, groupingLimit }, { dataSources }) {
    const answer = await dataSources.cms.searchGrouped(contentQueryBody(input, { groupingLimit }));
    return answer.groups.map((group) => ({
      contentType: contentTypeOf(group.groupValue),
      contentTypeLabel: group.groupValue,
      items: group.docs.map(toContent),
      total: group.matches,
      fallback: answer.fallback,
    }));
  },

  async content(_parent, { id }, { dataSources }) {
    const item = await dataSources.cms.contentById(id);
    return item ? toContent(item) : null;
  },

  async contentCategories(_parent, _args, { dataSources }) {
    return dataSources.cms.categories();
  },

  async contentTopics(_parent, _args, { dataSources }) {
    return dataSources.cms.topics();
  },
};
