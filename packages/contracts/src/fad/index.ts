import type { RouteContract } from '../route';
import { accessRoutes } from './access';
import { catalogueRoutes } from './catalogue';
import { courseMediaRoutes } from './course-media';
import { enrolmentRoutes } from './enrolment';
import { learningContentRoutes } from './learning-content';
import { trienniumRoutes } from './triennium';

// The fad family's payload schemas and route contracts (upstream/README.md FAD): the ECM
// catalogue, the member's enrolments and certificates, course access and the reference player,
// the learning content built on the courses, and the files the cards link to.

export * from './course-card';
export * from './catalogue';
export * from './enrolment';
export * from './access';
export * from './learning-content';
export * from './course-media';
export * from './triennium';

/** Each fad route by name, e.g. `fadRoute.searchCourses`. */
export const fadRoute = {
  ...catalogueRoutes,
  ...enrolmentRoutes,
  ...accessRoutes,
  ...learningContentRoutes,
  ...courseMediaRoutes,
  ...trienniumRoutes,
};

/** Every route contract of the fad family. */
export const fadRoutes: readonly RouteContract[] = Object.values(fadRoute);
