/**
 * Control characters in text a member or partner sends. Not in the spec: a rule of ours. They cannot
 * be typed, only pasted or sent by a tool, and Postgres text cannot even hold NUL, so they are refused
 * (never silently stripped: a form must not store something other than what was sent). Tab, line
 * feed and carriage return stay allowed: multi-line messages have them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Il testo contiene caratteri di controllo non ammessi.';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}
