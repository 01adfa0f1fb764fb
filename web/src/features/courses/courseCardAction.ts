/**
 * Spec 2 §4 'Course card buttons by status' and spec 1 §9 course-text defaults:
 * in progress (ACTIVE) → 'Continua il corso' ('Inizia il corso' when not started yet),
 * PASSED → 'Rivedi il corso', anything else (FAILED, EXPIRED, none) → 'Vai al corso'.
 */
import type { CourseStatus } from '../../gql/graphql';

export type CourseCardAction = { label: string; text: string | null };

export const COURSE_TEXT = {
  inProgress: 'Continua il Corso e ottieni i crediti ECM',
  passed: 'Rivedi i moduli del Corso',
} as const;

export function courseCardAction(status: { status?: CourseStatus | null; started: boolean } | null | undefined): CourseCardAction {
  switch (status?.status) {
    case 'ACTIVE':
      return { label: status.started ? 'Continua il corso' : 'Inizia il corso', text: COURSE_TEXT.inProgress };
    case 'PASSED':
      return { label: 'Rivedi il corso', text: COURSE_TEXT.passed };
    default:
      return { label: 'Vai al corso', text: null };
  }
}

// Made on first use: the first Intl formatter of a page loads the locale's data (about 17 ms on this
// project's machine), which the app's start should not pay for cards that are not on the page.
let creditsFormat: Intl.NumberFormat | undefined;

/** 'N crediti ECM' (singular for exactly one credit), Italian decimal comma. */
export function creditsLabel(credits: number): string {
  creditsFormat ??= new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
  return `${creditsFormat.format(credits)} ${credits === 1 ? 'credito' : 'crediti'} ECM`;
}

/** Spec 2 §2: a single course lives at /corsi-ecm-fad/{slug}. */
export function coursePath(slug: string): string {
  return `/corsi-ecm-fad/${encodeURIComponent(slug)}`;
}
