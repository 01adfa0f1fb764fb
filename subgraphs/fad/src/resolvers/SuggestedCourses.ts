import type { SuggestedCoursesResolvers } from '../generated/resolvers-types';
import { courseOnList } from '../mappers';

/** POST /CMS/Search/CorsiSuggeriti's groups. */
export const SuggestedCourses: SuggestedCoursesResolvers = {
  top: (groups) => groups.top.map(courseOnList),
  new: (groups) => groups.new.map(courseOnList),
  foryou: (groups) => groups.foryou.map(courseOnList),
};
