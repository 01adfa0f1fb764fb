import { CombinedGraphQLErrors } from '@apollo/client';
import { hasErrorCode } from '../../lib/errorCodes';

/**
 * The upsell title of a server refusal (FORBIDDEN with extensions.upsell, packages/policy decisions
 * enforced on the mutations), or null for any other failure. The page's allowed actions may be out
 * of date (e.g. the subscription expired in another tab): the server's refusal then opens the same
 * upsell the page would have opened, instead of a generic error.
 */
export function refusalUpsellTitle(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const upsell = e.extensions?.upsell as { title?: unknown } | undefined;
    if (hasErrorCode(e, 'FORBIDDEN') && upsell && typeof upsell.title === 'string') return upsell.title;
  }
  return null;
}
