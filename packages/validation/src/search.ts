/** Search text (spec 1 §2 'Header search box', §5 'Search', §9: minimum 2 characters; spec 2 §5 course search). */
import { z } from 'zod';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/** Spec 1 §5: the trimmed text must have at least 2 characters; below that the hint is shown. */
export const searchTextSchema = z
  .string({ error: MESSAGES.searchTooShort })
  .trim()
  .min(LIMITS.searchMin, { error: MESSAGES.searchTooShort });

export { isSearchable } from './searchable';
