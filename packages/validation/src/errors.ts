/** Form helper: first message per field path, for showing one error under each field. */
import type { z } from 'zod';

/** Path (dot-joined, '' for the form itself) → first message. Empty object on success. */
export function firstErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
