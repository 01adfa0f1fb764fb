import type { CourseViewerStatusResolvers } from '../generated/resolvers-types';

/** The viewer's enrolment on a course (the card's member fields, see course-status.ts). */
export const CourseViewerStatus: CourseViewerStatusResolvers = {
  /** The upstream's status code (1-4), null when the member never enrolled. */
  status: (enrolment) => enrolment.status,
};
