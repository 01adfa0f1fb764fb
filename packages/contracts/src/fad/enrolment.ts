import { z } from 'zod';
import { route } from '../route';
import { courseCard, courseStatusCode } from './course-card';

// The member's side (spec 2 §7, spec 3 §7): a course's status, certificates, the training area.
// Every route needs the member's bearer token (401 without it).

/** Spec 2 §9: the training area lists 6 courses per page. */
export const TRAINING_PAGE_SIZE = 6;

/** A course id in a path: answered 404 when it can't be one. */
const courseIdParams = z.object({ id: z.string() });

/** Spec 2 §7 "query username → status and credits": the username, when sent, must be the token's member. */
export const courseStatusQuery = z.object({ username: z.string().optional() });

export const courseStatusAnswer = z.object({
  /** The member's status on the course, null when not enrolled. */
  status: courseStatusCode.nullable(),
  credits: z.number().nonnegative(),
});
export type CourseStatusAnswer = z.output<typeof courseStatusAnswer>;

export const certificateAnswer = z.object({
  /** The PDF, base64. */
  fileBody: z.base64(),
  /** attestato-{event code}.pdf */
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
});
export type CertificateAnswer = z.output<typeof certificateAnswer>;

export const trainingQuery = z.object({
  status: z.coerce.number().int().min(1).max(4),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(TRAINING_PAGE_SIZE),
});
export type TrainingQuery = z.output<typeof trainingQuery>;

export const trainingAnswer = z.object({
  /** The member's published courses with that status, most recently updated first, with the member fields. */
  courses: z.array(courseCard),
  totalPages: z.number().int().nonnegative(),
});
export type TrainingAnswer = z.output<typeof trainingAnswer>;

/** Counts of the member's published courses by status (the upstream's spelling 'succeded'). */
export const trainingSummaryAnswer = z.object({
  activeCourses: z.number().int().nonnegative(),
  succededCourses: z.number().int().nonnegative(),
  failedCourses: z.number().int().nonnegative(),
  expiredCourses: z.number().int().nonnegative(),
});
export type TrainingSummaryAnswer = z.output<typeof trainingSummaryAnswer>;

export const enrolmentRoutes = {
  courseStatus: route({
    family: 'fad',
    method: 'GET',
    path: '/FAD/Corsi/{id}',
    summary: "The member's status on a course (1-4, null when not enrolled) and the course credits.",
    auth: 'required',
    params: courseIdParams,
    query: courseStatusQuery,
    response: courseStatusAnswer,
    errors: { 403: 'username is not the token\'s member', 404: "Unknown or unpublished course: { message: 'Corso non trovato.' }" },
  }),
  certificate: route({
    family: 'fad',
    method: 'GET',
    path: '/FAD/Corsi/{id}/Certificato',
    summary: "The completion certificate (PDF) of the member's passed course (status 2).",
    auth: 'required',
    params: courseIdParams,
    response: certificateAnswer,
    errors: { 404: "{ message: 'Attestato non disponibile: il corso non risulta superato.' }" },
  }),
  training: route({
    family: 'fad',
    method: 'GET',
    path: '/FAD/Corsi/PersonaliTriennio',
    summary: "The member's courses with one status, one page.",
    auth: 'required',
    query: trainingQuery,
    response: trainingAnswer,
    errors: { 400: 'Malformed query: { message }' },
  }),
  trainingSummary: route({
    family: 'fad',
    method: 'GET',
    path: '/FAD/Corsi/Riepilogo',
    summary: "How many of the member's published courses are in each status.",
    auth: 'required',
    response: trainingSummaryAnswer,
  }),
};
