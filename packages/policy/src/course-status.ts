/**
 * The viewer's status on a course (spec 2 §3 'Course status codes: 1 in progress, 2 passed, 3 not
 * passed, 4 expired'), named as the fad subgraph and the upstream's summary name them (active,
 * passed/succeded, failed, expired) and as the training-area tabs read (Attivi, Superati, Non
 * superati, Scaduti). Everything past the upstream boundary speaks these names; the numeric codes
 * live only here, for reading and calling the FAD upstream.
 */

export type CourseStatus = 'ACTIVE' | 'PASSED' | 'FAILED' | 'EXPIRED';

/** The four statuses in the spec's (and the training tabs') order. */
export const COURSE_STATUSES: readonly CourseStatus[] = Object.freeze(['ACTIVE', 'PASSED', 'FAILED', 'EXPIRED'] as const);

/** The FAD upstream's status codes (the fad contract's `courseStatusCode`). */
export type CourseStatusUpstreamCode = 1 | 2 | 3 | 4;

/** Spec 2 §3: the FAD upstream's code of each status. */
export const COURSE_STATUS_CODES: Readonly<Record<CourseStatus, CourseStatusUpstreamCode>> = Object.freeze({
  ACTIVE: 1,
  PASSED: 2,
  FAILED: 3,
  EXPIRED: 4,
});

/**
 * The status an upstream code stands for. No code (a course the member never enrolled on) and a
 * code the spec does not list both read as no status: the card then shows 'Vai al corso' (spec 2 §4
 * 'Other or missing').
 */
export function courseStatusFromCode(code: number | null | undefined): CourseStatus | null {
  return COURSE_STATUSES.find((status) => COURSE_STATUS_CODES[status] === code) ?? null;
}

/** The upstream code of a status (the training-area call filters by it). */
export function courseStatusCode(status: CourseStatus): CourseStatusUpstreamCode {
  return COURSE_STATUS_CODES[status];
}

/** Spec 2 §4: statuses 3 (not passed) and 4 (expired) hide the course item of an article. */
export const STATUSES_HIDING_ARTICLE_COURSE_ITEM: readonly CourseStatus[] = Object.freeze(['FAILED', 'EXPIRED'] as const);

/**
 * Spec 2 §4: 'A course item on an article page is hidden when the page has a paywall, when loading
 * failed, or when status is 3 or 4.' A viewer without a status (a visitor, or a member never enrolled)
 * sees it.
 */
export function showsArticleCourseItem(page: { paywalled: boolean; courseLoadFailed: boolean }, status: CourseStatus | null): boolean {
  if (page.paywalled || page.courseLoadFailed) return false;
  return status === null || !STATUSES_HIDING_ARTICLE_COURSE_ITEM.includes(status);
}
