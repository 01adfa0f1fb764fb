import { z } from 'zod';
import { route } from '../route';
import { courseCard } from './course-card';

// Learning content built on the courses (spec 2 §2, §3, §7): suggested courses, the e-book and
// training-film searches, the video clips. The paths are the spec's, under /CMS and /graphql.

/** Spec 2 §7: the suggested-course limits. */
export const SUGGESTED_COURSE_LIMITS: readonly number[] = [3, 6, 12];
/** Spec 2 §9: video clips page 12, 3 for teasers. */
export const VIDEO_CLIP_PAGE_SIZES: readonly number[] = [3, 12];
/** Spec 2 §9: all-items lists ask 999 rows. */
export const MAX_LEARNING_ROWS = 999;
/** Deepest offset the e-book and film searches take. */
export const MAX_LEARNING_OFFSET = 100_000;

export const suggestedCoursesBody = z.object({
  limit: z.coerce.number().refine((n) => SUGGESTED_COURSE_LIMITS.includes(n), 'limit deve essere 3, 6 o 12'),
});

export const suggestedCoursesAnswer = z.object({
  /** Most enrolled. */
  top: z.array(courseCard),
  /** Newest. */
  new: z.array(courseCard),
  /** For the member's profession, courses not taken yet (every series for visitors). */
  foryou: z.array(courseCard),
});
export type SuggestedCoursesAnswer = z.output<typeof suggestedCoursesAnswer>;

/** Spec 2 §3 e-book and film search. */
export const learningSearchBody = z.object({
  criteria: z
    .object({
      rows: z.coerce.number().int().min(1).max(MAX_LEARNING_ROWS).default(9),
      offset: z.coerce.number().int().min(0).max(MAX_LEARNING_OFFSET).default(0),
      /** 'title' sorts by title; anything else (the default publishing-date order) newest first. */
      orderCriteria: z.union([z.string(), z.array(z.string())]).nullish(),
      /** Accepted as the spec sends it; the reference index always has items, so it never falls back. */
      fallback: z.boolean().nullish(),
    })
    .default({ rows: 9, offset: 0 }),
  /** Leaves that item out (a detail page's own). */
  exclude: z.object({ id: z.string().max(40).nullish() }).nullish(),
  /**
   * Only the item whose detail path ends with this slug (not in the spec's body: the reference
   * upstream's lookup of a detail page, also for an item indexed without a course).
   */
  slug: z.string().max(200).nullish(),
  /** Only the item with this id (not in the spec's body either: a lookup by id, also for an item indexed without a course). */
  id: z.string().max(40).nullish(),
});
export type LearningSearchBody = z.output<typeof learningSearchBody>;

/** Spec 2 §3 'E-book and film search doc' (file_url defined by the reference upstream: the e-book or film file). */
export const learningDoc = z.object({
  /** 'ebook-{course id}' or 'film-{course id}'; 'ebook-nc-{n}' or 'film-nc-{n}' for an item indexed without a course. */
  id: z.string(),
  /** The linked course's id; '' for an item indexed without a course (spec 2 §4: then no e-book or film actions). */
  id_course_it: z.string(),
  title_it: z.string(),
  /** Pipe-separated: '{series}|{teaching model}'; the first is shown. */
  collana: z.string(),
  credits: z.number().nonnegative(),
  abstract: z.string().nullable(),
  /** '/corsi-ecm-fad/ebook/{slug}' or '/corsi-ecm-fad/film-formazione/{slug}'. */
  item_path: z.string(),
  /** yyyy-MM-dd */
  endDate: z.string().nullable(),
  image_url: z.string().nullable(),
  file_url: z.string().nullable(),
});
export type LearningDoc = z.output<typeof learningDoc>;

export const learningSearchAnswer = z.object({
  docs: z.array(learningDoc),
  /** Every matching item. */
  matches: z.number().int().nonnegative(),
});
export type LearningSearchAnswer = z.output<typeof learningSearchAnswer>;

export const videoClipQuery = z.object({
  first: z.coerce
    .number()
    .refine((n) => VIDEO_CLIP_PAGE_SIZES.includes(n), 'first deve essere 3 o 12')
    .default(12),
  /** An endCursor of a previous page (opaque). */
  after: z.string().max(100).optional(),
});

/** One clip of a published Multimediale course. */
export const videoClipResult = z.object({
  /** The course id. */
  id: z.string(),
  courseId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  credits: z.number().nonnegative(),
  videoUrl: z.string(),
  imageUrl: z.string().nullable(),
  /** Opaque cursor of this clip. */
  cursor: z.string(),
});
export type VideoClipResult = z.output<typeof videoClipResult>;

export const videoClipAnswer = z.object({
  /** Newest first. */
  results: z.array(videoClipResult),
  pageInfo: z.object({ endCursor: z.string().nullable(), hasNext: z.boolean() }),
});
export type VideoClipAnswer = z.output<typeof videoClipAnswer>;

const learningSearch = {
  family: 'fad',
  method: 'POST',
  auth: 'none',
  body: learningSearchBody,
  sharing: 'everyone',
  response: learningSearchAnswer,
  errors: { 400: 'Malformed body: { message }' },
} as const;

export const learningContentRoutes = {
  suggestedCourses: route({
    family: 'fad',
    method: 'POST',
    path: '/CMS/Search/CorsiSuggeriti',
    sharing: 'visitors',
    summary: "Suggested-course groups top, new and foryou, `limit` cards each (member fields with a token).",
    auth: 'optional',
    body: suggestedCoursesBody,
    response: suggestedCoursesAnswer,
    errors: { 400: 'limit other than 3, 6 or 12' },
  }),
  ebookSearch: route({
    ...learningSearch,
    path: '/CMS/Search/EbookBodyContent/Ungrouped',
    summary: 'E-books (courses whose teaching model is E-book) as search docs, newest first.',
  }),
  trainingFilmSearch: route({
    ...learningSearch,
    path: '/CMS/Search/TrainingFilmBodyContent/Ungrouped',
    summary: 'Training films (courses whose teaching model is Film Formazione) as search docs, newest first.',
  }),
  videoClips: route({
    family: 'fad',
    method: 'GET',
    path: '/graphql/videoclip',
    sharing: 'everyone',
    summary: 'Video clips of the published Multimediale courses, newest first, cursor paging.',
    auth: 'none',
    query: videoClipQuery,
    response: videoClipAnswer,
    errors: { 400: "first other than 3 or 12, or a foreign 'after' cursor" },
  }),
};
