/**
 * Page components of the CMS (spec 2 §2 'Other components'): FAQ items filtered for the viewer by
 * their permission requirements (spec 1 §6, spec 2 §6) and video tutorials (spec 2 §3).
 */
import { viewerWithSubscription } from '@club/policy';
import type { FaqItem, QueryResolvers, VideoTutorial } from './generated/resolvers-types';
import type { UpstreamVideoTutorial } from './datasources/cms-api';
import { visibleTo } from './layout-mapping';

function toVideoTutorial(v: UpstreamVideoTutorial): VideoTutorial {
  return {
    id: v.id,
    title: v.title,
    abstract: v.abstract,
    contentHtml: v.content,
    previewImageUrl: v.previewImage,
    videoUrl: v.videoUrl,
    isPreview: v.isPreview,
  };
}

export const componentQueries: Pick<QueryResolvers, 'faqs' | 'videoTutorials'> = {
  async faqs(_parent, { placement }, { dataSources, viewer }) {
    // No subscription to check against: the list is empty (no upstream call needed).
    const claims = viewerWithSubscription(viewer);
    if (!claims) return [];
    const items = await dataSources.cms.faqs(placement);
    return visibleTo(claims, items).map(({ id, question, answer }): FaqItem => ({ id, question, answerHtml: answer }));
  },

  async videoTutorials(_parent, { placement }, { dataSources }) {
    return (await dataSources.cms.videoTutorials(placement)).map(toVideoTutorial);
  },
};
