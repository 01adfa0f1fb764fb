import type { PressArticleResolvers } from '../generated/resolvers-types';

/** Spec 3 §3 'Scientific press article': the upstream's artXml* fields. */
export const PressArticle: PressArticleResolvers = {
  id: (a) => a.artXmlId,
  title: (a) => a.artXmlTitle,
  publishedOn: (a) => a.artXmlPubdate,
  author: (a) => a.artXmlAuthor,
  description: (a) => a.artXmlDescription,
  link: (a) => a.artXmlLink,
};
