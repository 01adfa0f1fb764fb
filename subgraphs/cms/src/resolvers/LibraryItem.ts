/** Library items (GET /graphql/library): premium text never leaves the server for those who may not read it (as Content.body). */
import type { LibraryItemResolvers } from '../generated/resolvers-types';
import { contentPaywalled } from './paywall';

export const LibraryItem: LibraryItemResolvers = {
  content: (item, _args, { viewer }) => (contentPaywalled(viewer, item) ? null : item.content),
  paywalled: (item, _args, { viewer }) => contentPaywalled(viewer, item),
  imageUrl: (item) => item.imgSrc,
  series: (item) => item.collana,
  teachingModel: (item) => item.modelloDidattico,
  contentTypeLabel: (item) => item.contentType,
};
