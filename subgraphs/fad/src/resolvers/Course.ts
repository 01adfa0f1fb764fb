import { areaOfObjective } from '@club/policy';
import { courseAccessInput, decideCourseAccess } from '../access-decision';
import { statusForDecision, viewerEnrolment } from '../course-status';
import { COURSE_FILES, courseMaterialLink, courseSheetLink, ebookPartLinks, mayDownloadCourseSheet } from '../file-links';
import type { CourseResolvers } from '../generated/resolvers-types';
import { courseOnList } from '../mappers';
import { splitPipeList } from '../pipe-list';

/** A course, resolved from its upstream card (CourseParent). */
export const Course: CourseResolvers = {
  /** Courses referenced by other subgraphs (e.g. a content item's course): batched, one call per request. */
  async __resolveReference(ref, { dataSources }) {
    const card = await dataSources.fad.courseById(String(ref.id));
    return card ? courseOnList(card) : null;
  },

  id: ({ card }) => String(card.id),
  courseId: ({ card }) => card.courseId,
  slug: ({ card }) => card.slug,
  title: ({ card }) => card.title,
  cardHeading: ({ card }) => card.cardHeading,
  description: ({ card }) => card.description,
  imageUrl: ({ card }) => card.image ?? card.imgUrl,
  teachingModel: ({ card }) => card.modelloDidattico,
  series: ({ card }) => card.collana,
  credits: ({ card }) => card.credits,
  ecmObjective: ({ card }) => card.ecmObjective ?? null,
  // The upstream's area, else the one of its objective (an answer with the number only).
  ecmObjectiveArea: ({ card }) => card.ecmObjectiveArea ?? areaOfObjective(card.ecmObjective),
  duration: ({ card }) => card.duration,
  expiryDate: ({ card }) => card.expiryDate,
  isExternal: ({ card }) => card.isExternal,
  linkUrl: ({ card }) => card.linkUrl,
  // File links: portal paths, only for viewers the policy lets open the file (../file-links, `COURSE_SHEET_LINKS`).
  downloadPdfUrl: ({ card }, _args, { viewer, dataSources }) =>
    mayDownloadCourseSheet(viewer) ? courseSheetLink('download', card.id, card.downloadPdfUrl, dataSources.files) : null,
  previewPdfUrl: ({ card }, _args, { viewer, dataSources }) =>
    mayDownloadCourseSheet(viewer) ? courseSheetLink('preview', card.id, card.downloadPdfUrl, dataSources.files) : null,
  /** The clip is the course's public teaser, like the clip pages. */
  videoClipUrl: ({ card }, _args, { dataSources }) => dataSources.files.link(card.id, COURSE_FILES.videoClip, card.videoClipUrl),
  ebookUrl: (course, _args, context) => courseMaterialLink(course, COURSE_FILES.ebook, course.card.ebookUrl, context),
  ebookParts: (course, _args, context) => ebookPartLinks(course, context),
  filmFormazioneUrl: (course, _args, context) => courseMaterialLink(course, COURSE_FILES.film, course.card.filmFormazioneUrl, context),
  promoCodes: ({ card }) => splitPipeList(card.promoCode),
  groups: ({ card }) => card.groups,

  /**
   * On lists the status comes with the card. On a course's own page it comes from the status call
   * (spec 2 §7 GET /FAD/Corsi/{id}); when that call fails this field alone is null with the error.
   */
  viewerStatus: (course, _args, { dataSources }) => viewerEnrolment(course, dataSources.fad),

  async accessDecision(course, _args, context) {
    const status = await statusForDecision(course, context.dataSources.fad);
    return decideCourseAccess(context, courseAccessInput(course.card, status));
  },
};
