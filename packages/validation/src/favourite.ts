/**
 * Favourite ids (spec 1 §3 'Favorite: id (normalised) and type'): what a member's client sends is
 * normalised before it is looked up, never refused for its form. Spaces anywhere are dropped (an id
 * holds none), and a numeric id loses its leading zeros (the CMS numbers its contents: '0104715'
 * and '104715' are one item). What is left must look like an id.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The normalised form of a favourite id: no whitespace, and no leading zeros when it is numeric ('000' stays '0'). */
export function normaliseFavouriteId(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  return /^\d+$/.test(compact) ? compact.replace(/^0+(?=\d)/, '') : compact;
}

/** A favourite id as sent by a client → its normalised form; 'Identificativo del contenuto non valido.' when nothing id-like is left. */
export const favouriteIdSchema = z
  .string({ error: MESSAGES.invalidFavouriteId })
  .transform(normaliseFavouriteId)
  .refine((id) => ID_PATTERN.test(id), { error: MESSAGES.invalidFavouriteId });
