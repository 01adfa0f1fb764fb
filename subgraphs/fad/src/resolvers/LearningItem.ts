import type { LearningItemPageResolvers, LearningItemResolvers } from '../generated/resolvers-types';
import { COURSE_FILES, courseMaterialLink } from '../file-links';
import { itemSlug } from '../learning-items';
import { splitPipeList } from '../pipe-list';
import { linkedCourse } from './linked-course';

/** An e-book or training film, resolved from its search doc (spec 2 §3 'E-book and film search doc'). */
export const LearningItem: LearningItemResolvers = {
  id: ({ doc }) => doc.id,
  kind: ({ kind }) => kind,
  title: ({ doc }) => doc.title_it,
  series: ({ doc }) => splitPipeList(doc.collana),
  /** The linked course's credits: none for an item indexed without a course (spec 2 §4). */
  credits: ({ doc }) => (doc.id_course_it ? doc.credits : null),
  abstract: ({ doc }) => doc.abstract,
  path: ({ doc }) => doc.item_path,
  slug: ({ doc }) => itemSlug(doc.item_path),
  endDate: ({ doc }) => doc.endDate,
  imageUrl: ({ doc }) => doc.image_url,
  /** The e-book or film, through the portal, when the linked course opens for the viewer (../file-links). */
  async fileUrl({ kind, doc }, _args, context) {
    const course = doc.file_url ? await linkedCourse(doc.id_course_it || null, context) : null;
    if (!course) return null;
    return courseMaterialLink(course, kind === 'EBOOK' ? COURSE_FILES.ebook : COURSE_FILES.film, doc.file_url, context);
  },
  /** E-book and film actions appear only when it is set. */
  courseId: ({ doc }) => doc.id_course_it || null,
  course: ({ doc }, _args, context) => linkedCourse(doc.id_course_it || null, context),
};

export const LearningItemPage: LearningItemPageResolvers = {
  items: ({ kind, answer }) => answer.docs.map((doc) => ({ kind, doc })),
  total: ({ answer }) => answer.matches,
};
