import { courseStatusFromCode, type CourseStatus } from '@club/policy';
import { toCourse, usesStatusCall } from '../course-mapping';
import { decideCourseAccess } from '../access-decision';
import type { Context } from '../context';
import type { Course as CourseModel, CourseResolvers } from '../generated/resolvers-types';

export const Course: CourseResolvers = {
  /** Courses referenced by other subgraphs (e.g. a content item's course): batched, one call per request. */
  async __resolveReference(ref, { dataSources }) {
    const card = await dataSources.fad.courseById(String(ref.id));
    return card ? toCourse(card) : null;
  },

  /**
   * On lists the status comes with the card. On a course's own page it comes from the status call
   * (spec 2 §7 GET /FAD/Corsi/{id}); when that call fails this field alone is null with the error.
   */
  async viewerStatus(parent, _args, { dataSources }) {
    const course = full(parent);
    if (!course.viewerStatus || !usesStatusCall(course)) return course.viewerStatus;
    const fresh = await dataSources.fad.courseStatus(course.id);
    return { ...course.viewerStatus, status: courseStatusFromCode(fresh.status) };
  },

  async accessDecision(parent, _args, context) {
    const course = full(parent);
    return decideCourseAccess(context, {
      credits: course.credits,
      promoCodes: course.promoCodes,
      groups: course.groups,
      status: await statusForDecision(course, context),
    });
  },
};

/** Field resolvers always see a full course: references go through __resolveReference (toCourse) first. */
function full(parent: CourseModel | { id: string }): CourseModel {
  return parent as CourseModel;
}

/** The status the decision reads: the status call's on a course page (the card's if that call fails: startCourse decides again). */
async function statusForDecision(course: CourseModel, { dataSources }: Context): Promise<CourseStatus | null> {
  const cardStatus = course.viewerStatus?.status ?? null;
  if (!course.viewerStatus || !usesStatusCall(course)) return cardStatus;
  try {
    return courseStatusFromCode((await dataSources.fad.courseStatus(course.id)).status);
  } catch {
    return cardStatus;
  }
}
