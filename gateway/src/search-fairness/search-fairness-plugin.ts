import type { ApolloServerPlugin } from '@apollo/server';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { GatewayContext } from '../context';
import { throttledError } from '../errors';
import { rootFieldsOf } from '../keys/scopes';
import type { RefusalReason, SearchGate } from './search-gate';

/**
 * The free-text searches (spec 1 §2 header suggestions: four upstream searches per keystroke; spec 3
 * §9 search page: four sections), the operations one client can send with endless different texts
 * that no kept answer serves. An operation asking for any of them takes one slot of the search gate.
 */
export const SEARCH_FIELDS: ReadonlySet<string> = new Set(['searchSuggestions', 'searchPage']);

/** What a refused search is told to wait: a slot frees within a search's time, well under a second. */
export const SEARCH_RETRY_AFTER_SECONDS = 1;

export const SEARCH_THROTTLED_MESSAGE = 'Troppe ricerche in corso: riprova tra qualche istante.';

/**
 * Who a client is, for the gate: a partner by key, an operator by key, a member by their user id
 * (every session and tab of theirs together), a visitor by address (`req.ip`, after TRUST_PROXY).
 * A member without a user id in the claims counts by address, as a visitor.
 */
export function searchClientOf(context: GatewayContext): string {
  const { caller } = context;
  if (caller.kind === 'partner') return `partner:${context.partnerKey?.keyId ?? caller.partnerId}`;
  if (caller.kind === 'ops') return `ops:${caller.opsId}`;
  if (caller.kind === 'member' && caller.userId) return `member:${caller.userId}`;
  return `address:${context.clientIp ?? 'unknown'}`;
}

/**
 * Puts each search operation through the gate once it is resolved, and frees its slot when the
 * answer is sent, whatever it is. Apollo runs every plugin's didResolveOperation together, so a
 * refusal for scopes, budget or input bounds answers at once even while the search waits here. A refusal is HTTP 429 with `Retry-After`, code
 * THROTTLED, reason SEARCH_BUSY, and only ever for the client that filled its own slots.
 */
export function searchFairnessPlugin(gate: SearchGate, onRefused: (reason: RefusalReason) => void = () => {}): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      if (!gate.enabled) return;
      let release: (() => void) | null = null;
      let answered = false;
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation || !rootFieldsOf(document, operation).some((f) => SEARCH_FIELDS.has(f))) return;
          const admission = await gate.admit(searchClientOf(contextValue));
          if (admission.ok) {
            // Apollo runs every plugin's didResolveOperation at once and answers on the first refusal: when
            // another plugin refused this operation while it waited here, its answer has left, so the slot goes back now.
            if (answered) admission.release();
            else release = admission.release;
            return;
          }
          onRefused(admission.reason);
          throw throttledError(SEARCH_THROTTLED_MESSAGE, 'SEARCH_BUSY', SEARCH_RETRY_AFTER_SECONDS);
        },
        // Called for every answer, an error one included (Apollo's pipeline sends them all through it).
        async willSendResponse() {
          answered = true;
          release?.();
          release = null;
        },
      };
    },
  };
}

/** The gate on /metrics: searches running and waiting, and refusals by reason; returns what counts a refusal. */
export function registerSearchGateMetrics(registry: Registry, gate: SearchGate): (reason: RefusalReason) => void {
  new Gauge({
    name: 'gateway_search_running',
    help: 'Search operations (searchSuggestions, searchPage) running on this gateway',
    registers: [registry],
    collect() {
      this.set(gate.stats().running);
    },
  });
  new Gauge({
    name: 'gateway_search_waiting',
    help: "Search operations waiting for one of their client's running slots on this gateway",
    registers: [registry],
    collect() {
      this.set(gate.stats().waiting);
    },
  });
  new Gauge({
    name: 'gateway_search_held',
    help: 'Search operations refused because their client already had as many waiting as allowed, held before the 429 is sent',
    registers: [registry],
    collect() {
      this.set(gate.stats().held);
    },
  });
  const refused = new Counter({
    name: 'gateway_search_refused_total',
    help: 'Search operations refused with 429: their client had too many running and waiting (QUEUE_FULL) or one waited too long (WAITED_TOO_LONG)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return (reason) => refused.inc({ reason });
}
