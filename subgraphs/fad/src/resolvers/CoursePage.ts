import { totalPages } from '../catalogue-input';
import type { CoursePageResolvers } from '../generated/resolvers-types';
import { courseOnList } from '../mappers';

/** A catalogue page: POST /FAD/Corsi's answer, which echoes the page and page size asked. */
export const CoursePage: CoursePageResolvers = {
  items: (answer) => answer.resultList.map(courseOnList),
  total: (answer) => answer.totale,
  pageSize: (answer) => answer.limit,
  totalPages: (answer) => totalPages(answer.totale, answer.limit),
};
