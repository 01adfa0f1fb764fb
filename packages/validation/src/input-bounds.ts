/**
 * The longest text any API input may carry, checked where requests enter (the gateway) before any
 * service sees them. Not in the spec: a rule of ours, so a 100 KB slug never becomes a 100 KB
 * upstream URL. They are coarse outer bounds; the forms' own rules (LIMITS and each form's schema)
 * are stricter where the spec gives a length, and keep their Italian messages.
 */
export const INPUT_BOUNDS = {
  /** Any `ID`: the portal's ids are numbers, codes or UUIDs. */
  id: 100,
  /** A slug or a portal path (content, course and page addresses). */
  slug: 300,
  /** A search text (header search, catalogue and directory filters). */
  searchText: 200,
  /** Any other text (names, notes, presentations, encrypted passwords, tokens). */
  text: 10_000,
} as const;

/** Argument and input field names that carry a slug or a path. */
const SLUG_NAMES = new Set(['slug', 'path', 'pathOrSlug', 'returnUrl', 'redirectTo', 'pageUrl']);
/** Argument and input field names that carry a search text. */
const SEARCH_NAMES = new Set(['text', 'keyword', 'search', 'query']);
/**
 * Inputs bounded only by the request body's size (200 kB): a document sent as a data URL, whose
 * own rule (cardDocumentProblem) refuses it by its decoded size with the spec's message.
 */
const BODY_BOUNDED_NAMES = new Set(['document']);

/** The most characters an input of this scalar and name may have, or null when only the body limit bounds it. */
export function inputBoundFor(scalar: 'ID' | 'String', name: string): number | null {
  if (BODY_BOUNDED_NAMES.has(name)) return null;
  if (scalar === 'ID') return INPUT_BOUNDS.id;
  if (SLUG_NAMES.has(name)) return INPUT_BOUNDS.slug;
  if (SEARCH_NAMES.has(name)) return INPUT_BOUNDS.searchText;
  return INPUT_BOUNDS.text;
}

/** The refusal of an input over its bound: names the input and the bound, never echoes the value. */
export function inputTooLongMessage(name: string, max: number): string {
  return `Il campo ${name} è troppo lungo: al massimo ${max} caratteri.`;
}
