/**
 * What a viewer sees of the professional cards in the directory (spec 2 §9 'Professional card':
 * "Premium: full card, contacts section … Registered and trial: limited, no contacts (must upgrade)").
 */
import { DOCTOR_PROFESSION_CODE } from './profile-completion';
import type { ViewerClaims } from './subscription';

/**
 * Whether the viewer may see the contacts of a professional card. Only PREMIUM: the spec names
 * registered and trial as limited; our reading extends "limited" to visitors (SUSPECT) and to the
 * ex-members (EX_TRIAL, EX_PREMIUM), whose paid access has ended.
 */
export function canSeeProfessionalContacts(viewer: Pick<ViewerClaims, 'subscriptionType'>): boolean {
  return viewer.subscriptionType === 'PREMIUM';
}

/** Spec 2 §9 card categories, by the directory filter's option: 'Medico' and 'Altro professionista sanitario'. */
export const PROFESSION_TYPE_CODES = Object.freeze({
  DOCTOR: DOCTOR_PROFESSION_CODE,
  OTHER_HEALTH_PROFESSION: '857920006',
} as const);

/** The directory's page size. The spec says only "paging by pagina" (spec 2 §9): 12 is our reading (3 or 4 columns fill evenly). */
export const PROFESSIONAL_DIRECTORY_PAGE_SIZE = 12;
