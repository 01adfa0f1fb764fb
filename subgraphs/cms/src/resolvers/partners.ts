/** Partner content besides the magazines (spec 2 §7): the external news feed and the partner logos. */
import type { ExternalNewsPostResolvers, PartnerLogoResolvers, QueryResolvers } from '../generated/resolvers-types';

/** Spec 2 §9: external news 4 posts. */
const EXTERNAL_NEWS_POSTS = 4;

export const partnerQueryFields: Pick<QueryResolvers, 'externalNews' | 'partnerLogos'> = {
  externalNews: (_parent, _args, { dataSources }) => dataSources.cms.externalNews(EXTERNAL_NEWS_POSTS),
  partnerLogos: (_parent, _args, { dataSources }) => dataSources.cms.partnerLogos(),
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
  imageUrl: (logo) => logo.image,
};
