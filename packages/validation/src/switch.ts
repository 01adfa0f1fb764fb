/** Switches and checkboxes that must be on (consents, privacy, terms). */
import { z } from 'zod';

/**
 * A switch the member must turn on: the form holds a boolean (so it can start off), and only `true`
 * passes. One message for a missing value and for a switch left off.
 */
export function switchOn(message: string) {
  return z.boolean({ error: message }).pipe(z.literal(true, { error: message }));
}
