/**
 * Page components of the CMS (spec 2 §2 'Other components'): FAQ items filtered for the viewer by
 * their permission requirements (spec 1 §6, spec 2 §6) and video tutorials (spec 2 §3).
 */
import { canListVideoTutorials, listsFaqs } from '@club/policy';
import type { FaqItemResolvers, QueryResolvers, VideoTutorialResolvers } from './generated/resolvers-types';
import { visibleTo } from './layout-visibility';

export const componentQueries: Pick<QueryResolvers, 'faqs' | 'videoTutorials'> = {
  async faqs(_parent, { placement }, { dataSources, viewer }) {
    // A visitor, or claims with no subscription to check against: the list is empty (no upstream call needed).
    if (!listsFaqs(viewer)) return [];
    return visibleTo(viewer, await dataSources.cms.faqs(placement));
  },

  // Spec 3 §6: listed only for a signed-in member (policy canListVideoTutorials); visitors get none, with no upstream call.
  videoTutorials: (_parent, { placement }, { dataSources, viewer }) => (canListVideoTutorials(viewer) ? dataSources.cms.videoTutorials(placement) : []),
};

export const FaqItem: FaqItemResolvers = {
  answerHtml: (item) => item.answer,
};

export const VideoTutorial: VideoTutorialResolvers = {
  contentHtml: (video) => video.content,
  previewImageUrl: (video) => video.previewImage,
};
