/**
 * Spec 2 §4 'Course card buttons by status' and spec 1 §9 course-text defaults:
 * in progress (ACTIVE) → 'Continua il corso' ('Inizia il corso' when not started yet),
 * PASSED → 'Rivedi il corso', anything else (FAILED, EXPIRED, none) → 'Vai al corso'.
 */
import type { CourseStatus } from '../../gql/graphql';
import { italianOneDecimal } from '../../lib/italianNumber';

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

/** 'N crediti ECM' (singular for exactly one credit), Italian decimal comma. */
export function creditsLabel(credits: number): string {
  return `${italianOneDecimal(credits)} ${credits === 1 ? 'credito' : 'crediti'} ECM`;
}

/** Spec 2 §2: a single course lives at /corsi-ecm-fad/{slug}. */
export function coursePath(slug: string): string {
  return `/corsi-ecm-fad/${encodeURIComponent(slug)}`;
}
