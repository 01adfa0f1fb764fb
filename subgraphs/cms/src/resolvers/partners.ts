/** Partner content besides the magazines (spec 2 §7): the external news feed and the partner logos. */
import { isViewerSelf, partnerLogoFor, showsPartnerLogo } from '@club/policy';
import type { ExternalNewsPostResolvers, PartnerLogoResolvers, QueryResolvers, UserResolvers } from '../generated/resolvers-types';

/** Spec 2 §9: external news 4 posts. */
const EXTERNAL_NEWS_POSTS = 4;

export const partnerQueryFields: Pick<QueryResolvers, 'externalNews' | 'partnerLogos'> = {
  externalNews: (_parent, _args, { dataSources }) => dataSources.cms.externalNews(EXTERNAL_NEWS_POSTS),
  partnerLogos: async (_parent, _args, { dataSources }) => (await dataSources.cms.partnerLogos()).filter((logo) => logo.showPartnerLogo),
};

/** A post of the feed, in the WordPress REST shape. */
export const ExternalNewsPost: ExternalNewsPostResolvers = {
  title: (post) => post.title.rendered,
  excerpt: (post) => post.excerpt.rendered,
  author: (post) => post.yoast_head_json.author ?? null,
  section: (post) => post.yoast_head_json.articleSection ?? null,
  classes: (post) => post.class_list,
};

export const PartnerLogo: PartnerLogoResolvers = {
  name: (logo) => logo.partnerLogoAlt,
  imageUrl: (logo) => logo.partnerLogoSrc,
};

/** The member's partner logo (spec 1 §4 'Logo selection'); the logos are read only when one may show. */
export const User: UserResolvers = {
  __resolveReference: (ref) => ref,
  async partnerLogo(user, _args, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, user.id)) return null;
    if (!showsPartnerLogo(user.lastSubscription)) return null;
    return partnerLogoFor(user.lastSubscription, await dataSources.cms.partnerLogos());
  },
};
