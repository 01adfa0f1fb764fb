import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../../context';
import type { SessionCodec } from '../../callers/session-cookie';
import type { ClaimsLoader } from '../../callers/claims';

/** Root mutation fields after which the viewer claims must be reloaded (DESIGN: request flow step 2). */
export const CLAIM_CHANGING_MUTATIONS = new Set([
  'login',
  'logout',
  'acceptConditions',
  'updateContactData',
  'registerMember',
  'startTrial',
  'activateTrial',
  'checkout',
  'refreshSubscription',
  'completeProfile',
]);

/**
 * Turns the subgraphs' session instructions into the HttpOnly cookie, and drops cached claims when a
 * mutation may have changed them.
 */
export function sessionPlugin(codec: SessionCodec, claims: ClaimsLoader): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response, operation }) {
          const { session, upstreamToken, caller } = contextValue;
          // A key never acts as a member: a login through a partner or ops key gets no session cookie.
          if (caller.kind === 'partner' || caller.kind === 'ops') {
            response.http.headers.set('cache-control', 'no-store');
            return;
          }
          const isMutation = operation?.operation === 'mutation';
          if (isMutation && upstreamToken) {
            const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
            if (fields.some((f) => CLAIM_CHANGING_MUTATIONS.has(f))) claims.forget(upstreamToken);
          }
          if (session.set) {
            response.http.headers.set('set-cookie', codec.setCookie(session.set));
          } else if (session.clear) {
            if (upstreamToken) claims.forget(upstreamToken);
            response.http.headers.set('set-cookie', codec.clearCookie());
          }
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}
