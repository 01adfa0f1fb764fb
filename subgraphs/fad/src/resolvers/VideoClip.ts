import type { VideoClipConnectionResolvers, VideoClipEdgeResolvers, VideoClipPageInfoResolvers, VideoClipResolvers } from '../generated/resolvers-types';
import { linkedCourse } from './linked-course';

/** A video clip: a result of GET /graphql/videoclip, whose fields keep their names but the linked course. */
export const VideoClip: VideoClipResolvers = {
  course: (clip, _args, context) => linkedCourse(clip.courseId, context),
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
