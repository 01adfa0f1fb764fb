import { z } from 'zod';
import { route } from '../route';
import { courseCard, fadNamedItem, MAX_COURSE_ID } from './course-card';

// The ECM catalogue (spec 2 §2, §3, §7): search, lookups by id and slug, the filter lists.

/** Numbers may arrive as JSON numbers or numeric strings; null and '' mean "not set". */
const notSet = (v: unknown) => (v === null || v === '' ? undefined : v);
const optionalCredits = z.preprocess(notSet, z.coerce.number().nonnegative().max(9999).optional());
const optionalId = z.preprocess(notSet, z.coerce.number().int().positive().max(MAX_COURSE_ID).optional());

/** Spec 2 §3 search filter: the body of POST /FAD/Corsi. */
export const courseSearchBody = z.object({
  /** Filters only from 2 characters (title or description, case-insensitive, `%`/`_` literal). */
  search: z.string().max(200).nullish(),
  limit: z.coerce.number().int().min(1).max(100),
  page: z.coerce.number().int().min(1),
  /** Credit bounds are inclusive. */
  filters: z
    .object({
      collId: optionalId,
      didacticModelId: optionalId,
      creditsFrom: optionalCredits,
      creditsTo: optionalCredits,
      /** Issue 40: only the series for the calling member's profession (as the 'foryou' suggestions); ignored for a visitor. */
      perProfessione: z.boolean().nullish(),
    })
    .nullish(),
});
/** What a caller sends to POST /FAD/Corsi (the parsed form: numbers as numbers). */
export type CourseSearchBody = z.output<typeof courseSearchBody>;

export const courseSearchAnswer = z.object({
  /** One page of cards, ordered by course id; empty past the last page. */
  resultList: z.array(courseCard),
  /** Every matching course. */
  totale: z.number().int().nonnegative(),
  limit: z.number().int(),
  page: z.number().int(),
});
export type CourseSearchAnswer = z.output<typeof courseSearchAnswer>;

/** At most 100 ids per call. */
export const coursesByIdsBody = z.object({ ids: z.array(z.coerce.number().int().positive().max(MAX_COURSE_ID)).max(100) });
export type CoursesByIdsBody = z.output<typeof coursesByIdsBody>;

const COURSE_NOT_FOUND = "{ message: 'Corso non trovato.' }";

export const catalogueRoutes = {
  searchCourses: route({
    family: 'fad',
    method: 'POST',
    path: '/FAD/Corsi',
    sharing: 'visitors',
    summary: "Catalogue search (spec 2 §3): one page of course cards and the total; with a token each card carries the member's fields.",
    auth: 'optional',
    body: courseSearchBody,
    response: courseSearchAnswer,
    errors: { 400: 'Malformed body: { message }' },
  }),
  coursesByIds: route({
    family: 'fad',
    method: 'POST',
    path: '/FAD/Corsi/PerId',
    sharing: 'visitors',
    summary: 'Published course cards by id, in the order asked; unknown and unpublished ids are left out (batched lookups).',
    auth: 'optional',
    body: coursesByIdsBody,
    response: z.array(courseCard),
    errors: { 400: 'Malformed body: { message }' },
  }),
  courseBySlug: route({
    family: 'fad',
    method: 'GET',
    path: '/FAD/Corsi/slug/{slug}',
    sharing: 'visitors',
    summary: 'The published course card with this slug.',
    auth: 'optional',
    params: z.object({ slug: z.string() }),
    response: courseCard,
    errors: { 404: COURSE_NOT_FOUND },
  }),
  series: route({
    family: 'fad',
    method: 'POST',
    path: '/FAD/Collane',
    sharing: 'everyone',
    summary: 'The series (collane) for the catalogue filter.',
    auth: 'none',
    response: z.array(fadNamedItem),
  }),
  teachingModels: route({
    family: 'fad',
    method: 'POST',
    path: '/FAD/ModelliDidattici',
    sharing: 'everyone',
    summary: 'The teaching models (modelli didattici) for the catalogue filter.',
    auth: 'none',
    response: z.array(fadNamedItem),
  }),
};
