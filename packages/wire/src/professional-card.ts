import { UPLOAD_MAX_BYTES } from './uploads';

/**
 * The professional card's data (spec 3 §4, §5 'Professional card', §9): what the CRM's card
 * contract, the crm subgraph and the web form share. The rules and messages stay with each side
 * (`@club/validation` professional-card.ts, `@club/contracts` crm/professional-card-draft.ts).
 */

/**
 * Largest certification document accepted, in bytes of the decoded file. The spec states no figure:
 * the portal's one upload limit (./uploads.ts), which the gateway's request body limit is derived from.
 */
export const CARD_DOCUMENT_MAX_BYTES = UPLOAD_MAX_BYTES;
/** Document types accepted for a certification (PDF or images). */
export const CARD_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/**
 * Picture types of the card's profile picture (spec 3 §5 'an identifiable photo'): images only, at
 * most CARD_DOCUMENT_MAX_BYTES like a certification document, stored and served the same way.
 */
export const CARD_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Mime type marking an existing certification document that is not re-uploaded (spec 3 §5). */
export const CARD_NOCHANGES = '[nochanges]';
/** Spec 3 §9 'Specializations up to 3'. */
export const CARD_MAX_SPECIALIZATIONS = 3;
/** Spec 3 §9 degree types. */
export const CARD_DEGREE_TYPES = ['Laurea Triennale', 'Laurea Magistrale', 'Laurea a ciclo unico', 'Master', 'Specializzazione', 'Dottorato'] as const;
/** Spec 3 §4 'Professional card visibility'. */
export const CARD_VISIBILITIES = ['Pubblica', 'Privata'] as const;
/** First year of the year lists (spec 3 §9: 1970 to the current year, descending). */
export const CARD_FIRST_YEAR = 1970;

/** Decoded size of a base64 body. */
export function base64Bytes(body: string): number {
  const clean = body.replace(/\s/g, '');
  return Math.floor((clean.length * 3) / 4) - (clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0);
}
