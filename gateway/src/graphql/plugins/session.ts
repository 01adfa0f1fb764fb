import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../../context';
import type { SessionCodec } from '../../callers/session-cookie';
import type { ClaimsLoader } from '../../callers/claims';
import type { SessionRevocations } from '../../callers/session-revocations';

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
 * mutation may have changed them. After a password change (crm's `passwordChanged` instruction) the
 * member's sessions issued until now end on every gateway, and this session's cookie is issued again
 * at that very time, so the member who changed it stays signed in here and nowhere else.
 */
export function sessionPlugin(codec: SessionCodec, claims: ClaimsLoader, revocations: SessionRevocations): ApolloServerPlugin<GatewayContext> {
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
          if (session.passwordChanged && caller.kind === 'member' && caller.userId !== null && upstreamToken && !session.set && !session.clear) {
            const now = Date.now();
            await revocations.endSessionsBefore(caller.userId, now);
            response.http.headers.set('set-cookie', codec.setCookie(upstreamToken, now));
          } else if (session.set) {
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
