import type { ApolloServerPlugin } from '@apollo/server';
import type { AddressLimiter } from '@club/shared-state';
import type { GatewayContext } from '../context';
import { throttledError } from '../errors';
import { rootFieldsOf } from '../keys/scopes';

/**
 * The spec's generic failure of both forms (spec 3 §8 'Lead form failure'; the registration result
 * screen shows the same words: web/src/features/membership/useMembership.ts MEMBERSHIP_TEXT.failed).
 * The web client shows its failure dialog for any error other than a field's BAD_USER_INPUT; a
 * partner reads code THROTTLED and Retry-After.
 */
export const FORM_LIMIT_MESSAGE = 'La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci!';

/** `extensions.reason` of the refusal. */
export const FORM_LIMIT_REASON = 'FORM_RATE_LIMIT';

/** Which limiter counts which root mutation field. */
export type FormLimiters = ReadonlyMap<string, AddressLimiter>;

/** The mutation fields that create an account or store a lead, each with its limiter. */
export function formLimiters(limiters: { signups: AddressLimiter; leads: AddressLimiter }): FormLimiters {
  return new Map([
    ['registerMember', limiters.signups],
    ['startTrial', limiters.signups],
    ['createLead', limiters.leads],
  ]);
}

/**
 * Limits per client address of the forms anyone may send without signing in: account creation
 * (each sends a welcome e-mail and creates a CRM customer) and leads (each reaches a sales
 * consultant). Enforced here, by the operation's root fields, rather than in the crm subgraph: the
 * gateway alone knows the client's address first-hand (TRUST_PROXY) and already shares counters on
 * Redis, and one place covers both forms (docs/architecture.md 'Limits per client address').
 * Counted when the operation is resolved, before it runs: an attempt the subgraph then refuses
 * (an e-mail already registered, a field's BAD_USER_INPUT) counts too, as a scripted flood of
 * invalid forms must meet the limit as well. Past it: HTTP 429 with `Retry-After`, code
 * THROTTLED, the spec's generic message, and nothing runs.
 */
export function formLimitsPlugin(limiters: FormLimiters): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          const address = contextValue.clientIp;
          if (operation?.operation !== 'mutation' || !address) return;
          // A request with a sign-up and a lead spends from both; one limiter is counted once per request.
          const counted = new Set(rootFieldsOf(document, operation).flatMap((field) => limiters.get(field) ?? []));
          for (const limiter of counted) {
            const verdict = await limiter.take(address);
            if (verdict.ok) continue;
            throw throttledError(FORM_LIMIT_MESSAGE, FORM_LIMIT_REASON, verdict.retryAfterSeconds);
          }
        },
      };
    },
  };
}
