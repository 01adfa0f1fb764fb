import type { Context } from '../context';
import { courseOnList, type CourseParent } from '../mappers';

/** The course an e-book, film or clip links to: batched with every other course lookup of the request. */
export async function linkedCourse(courseId: string | null, { dataSources }: Context): Promise<CourseParent | null> {
  const card = courseId ? await dataSources.fad.courseById(courseId) : null;
  return card ? courseOnList(card) : null;
}
