import { toCourse } from '../course-mapping';
import type { CourseResolvers } from '../generated/resolvers-types';

export const Course: CourseResolvers = {
  /** Courses referenced by other subgraphs (e.g. a content item's course): batched, one call per request. */
  async __resolveReference(ref, { dataSources }) {
    const card = await dataSources.fad.courseById(String(ref.id));
    return card ? toCourse(card) : null;
  },
};
