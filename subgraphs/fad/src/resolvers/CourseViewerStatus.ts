import { courseStatusFromCode } from '@club/policy';
import type { CourseViewerStatusResolvers } from '../generated/resolvers-types';

/** The viewer's enrolment on a course (the card's member fields, see course-status.ts). */
export const CourseViewerStatus: CourseViewerStatusResolvers = {
  /** The status named (the upstream's code 1-4 read by the policy), null when the member never enrolled. */
  status: (enrolment) => courseStatusFromCode(enrolment.status),
};
