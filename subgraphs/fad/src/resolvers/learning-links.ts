import type { Context } from '../context';
import { toCourse } from '../course-mapping';
import type { LearningItemResolvers, VideoClipResolvers } from '../generated/resolvers-types';

/** The course linked to an e-book, film or clip: batched with every other course lookup of the request. */
const linkedCourse = async (courseId: string | null, { dataSources }: Context) => {
  const card = courseId ? await dataSources.fad.courseById(courseId) : null;
  return card ? toCourse(card) : null;
};

export const LearningItem: LearningItemResolvers = {
  course: (item, _args, context) => linkedCourse(item.courseId, context),
};

export const VideoClip: VideoClipResolvers = {
  course: (clip, _args, context) => linkedCourse(clip.courseId, context),
};
