import type { VideoClipConnectionResolvers, VideoClipEdgeResolvers, VideoClipPageInfoResolvers, VideoClipResolvers } from '../generated/resolvers-types';
import { COURSE_FILES } from '../file-links';
import { linkedCourse } from './linked-course';

/** A video clip: a result of GET /graphql/videoclip, whose fields keep their names but the linked course. */
export const VideoClip: VideoClipResolvers = {
  course: (clip, _args, context) => linkedCourse(clip.courseId, context),
  /** The clip file through the portal (a public teaser: every viewer gets the link). */
  videoUrl: (clip, _args, { dataSources }) => dataSources.files.link(clip.courseId, COURSE_FILES.videoClip, clip.videoUrl) ?? '',
};

export const VideoClipConnection: VideoClipConnectionResolvers = {
  edges: (answer) => answer.results,
  nodes: (answer) => answer.results,
};

export const VideoClipEdge: VideoClipEdgeResolvers = {
  node: (result) => result,
};

export const VideoClipPageInfo: VideoClipPageInfoResolvers = {
  hasNextPage: (pageInfo) => pageInfo.hasNext,
};
