/**
 * What the courses feature offers the learning area (training area, e-books, films): the course
 * card with its actions, the access modals of spec 2 §4 and the blocks around the catalogue.
 */
export { CourseCard, CourseCardFragment } from './CourseCard';
export { CourseAccessModals } from './CourseAccessModals';
export { CatalogueBlocks } from './CatalogueBlocks';
export { CourseNotFound } from './CourseNotFound';
export { SuggestedCourses, SUGGESTED_COURSES_LIMIT } from './SuggestedCourses';
export { creditsLabel, coursePath } from './courseCardAction';
export { italianDate } from './courseFormat';
export { useCourseActions, type CourseActions } from './useCourseActions';
export { openInNewWindow, type CourseAccessModalState } from './useStartCourse';
export { useCourseOffer } from './useCourseOffer';
