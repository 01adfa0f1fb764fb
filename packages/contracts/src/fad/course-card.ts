import { z } from 'zod';
import { ecmObjectiveArea } from './triennium';

// The payloads several fad routes share: the course card (spec 2 §3) and its parts.

/** Largest course id: the upstream's ids are Postgres `int`s, bigger ones are refused (400) or unknown (404). */
export const MAX_COURSE_ID = 2_147_483_647;

/** `{ id, name }` of a series (collana) or a teaching model (modello didattico). */
export const fadNamedItem = z.object({ id: z.number().int().positive(), name: z.string() });
export type FadNamedItem = z.output<typeof fadNamedItem>;

/**
 * Spec 2 §3 course status codes: 1 in progress, 2 passed, 3 not passed, 4 expired. The upstream
 * sends the numbers; what they mean to the portal is decided in one place on each side.
 */
export const courseStatusCode = z.literal([1, 2, 3, 4]);
export type CourseStatusCode = z.output<typeof courseStatusCode>;

/** A calendar date as the upstream writes it, yyyy-MM-dd. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data yyyy-MM-dd');

/**
 * The member's enrolment on a course, as a card carries it when the call had a member's token:
 * `status` null when the member never enrolled, `score` null before the final test.
 */
export const courseMemberFields = z.object({
  status: courseStatusCode.nullable(),
  started: z.boolean(),
  subscribed: z.boolean(),
  ended: z.boolean(),
  score: z.number().min(0).max(100).nullable(),
  percentageOfCompletion: z.number().min(0).max(100),
});
export type CourseMemberFields = z.output<typeof courseMemberFields>;

/**
 * Spec 2 §3 course card (upstream/README.md FAD 'CourseCard'). URLs may be absolute or site-relative
 * (`/media/...`, served by the portal). The member fields are absent for a visitor's call.
 */
export const courseCard = z
  .object({
    id: z.number().int().positive().max(MAX_COURSE_ID),
    /** ECM event code, e.g. '2506-412001' (provider 2506). */
    courseId: z.string(),
    slug: z.string(),
    isExternal: z.boolean(),
    /** The portal path /corsi-ecm-fad/{slug}, or the provider's URL when isExternal. */
    linkUrl: z.string().nullable(),
    image: z.string().nullable(),
    cardHeading: z.string().nullable(),
    modelloDidattico: fadNamedItem,
    collana: fadNamedItem,
    description: z.string().nullable(),
    downloadPdfUrl: z.string().nullable(),
    videoClipUrl: z.string().nullable(),
    ebookUrl: z.string().nullable(),
    /**
     * The e-book's further files after `ebookUrl` (volumes, appendices), in order, each with its label;
     * absent or empty for an e-book of one file (defined by the reference upstream, spec 2 §2 'e-book files').
     */
    ebookParts: z.array(z.object({ label: z.string(), url: z.string() })).optional(),
    filmFormazioneUrl: z.string().nullable(),
    /** Hours, possibly fractional. */
    duration: z.number().nonnegative().nullable(),
    expiryDate: isoDate.nullable(),
    credits: z.number().nonnegative(),
    /** Pipe-separated promo codes ('PROMO-REG|PROMO-ECM50'); '' when none. */
    promoCode: z.string(),
    groups: z.array(z.string()),
    title: z.string(),
    /** The same cover as `image`. */
    imgUrl: z.string().nullable(),
    /**
     * Issue 40: the national training objective (obiettivi formativi nazionali, 1-38) the course is
     * accredited under, and its area; null or absent when the catalogue records none.
     */
    ecmObjective: z.number().int().min(1).max(38).nullish(),
    ecmObjectiveArea: ecmObjectiveArea.nullish(),
  })
  .extend(courseMemberFields.partial().shape);
export type CourseCard = z.output<typeof courseCard>;
