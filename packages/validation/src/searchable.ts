/**
 * Search-text checks without zod (entry `@club/validation/searchable`): listing pages and their filters
 * ask only whether a text may start a search, and need not load the schemas to know.
 */
import { LIMITS } from './limits';

/** Spec 1 §2: true when a search may start (Enter, suggestions); spec 1 §5: at least 2 characters once trimmed. */
export function isSearchable(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim().length >= LIMITS.searchMin;
}
