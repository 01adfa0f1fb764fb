import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context';
import type { BudgetLedger } from '../../keys/budget';
import { outOfScope, rootFieldsOf } from '../../keys/scopes';
import { MAX_OPERATION_COST } from '../../observability/cost';

/**
 * What a partner key may do, checked before anything runs: every root field within the key's
 * scopes (else FORBIDDEN naming the fields), then the operation's cost (the figure operationsPlugin
 * computed with the request's variables, observability/cost.ts) within what is left of the key's
 * budget for the minute (else HTTP 429 with `Retry-After`). An operation over the cost limit is
 * refused by plugins/operation-limits.ts and spends nothing. The budget's state goes to
 * `extensions.cost` (operationsPlugin). Must come after operationsPlugin.
 */
export function partnerKeysPlugin(ledger: BudgetLedger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const grant = contextValue.partnerKey;
      if (!grant) return;
      contextValue.budget = await ledger.peek(grant.keyId, grant.budgetPerMinute);
      return {
        async didResolveOperation({ document, operation, contextValue: context }) {
          if (!operation) return;
          const refused = outOfScope(rootFieldsOf(document, operation), grant.scopes);
          if (refused.length > 0) {
            throw new GraphQLError(`La chiave API non può usare ${refused.length === 1 ? 'il campo' : 'i campi'} ${refused.join(', ')}: fuori dai suoi ambiti.`, {
              extensions: { code: 'FORBIDDEN', reason: 'OUT_OF_SCOPE', field: refused[0], fields: refused, http: { status: 403 } },
            });
          }
          const cost = context.trace?.cost ?? 0;
          // Refused by the cost limit (costLimitPlugin, plugins/operation-limits.ts): nothing runs, nothing is spent.
          if (cost > MAX_OPERATION_COST) return;
          const charge = await ledger.charge(grant.keyId, grant.budgetPerMinute, cost);
          context.budget = { limit: charge.limit, remaining: charge.remaining, resetAt: charge.resetAt };
          if (!charge.ok) {
            throw new GraphQLError(
              cost > charge.limit
                ? `L'operazione costa ${cost}, più dell'intero budget al minuto della chiave (${charge.limit}): chiedi meno campi o elementi.`
                : `Budget di costo della chiave esaurito per questo minuto (restano ${charge.remaining} su ${charge.limit}, l'operazione costa ${cost}): riprova tra ${charge.retryAfterSeconds} secondi.`,
              { extensions: { code: 'THROTTLED', http: { status: 429, headers: new HeaderMap([['retry-after', String(charge.retryAfterSeconds)]]) } } },
            );
          }
        },
      };
    },
  };
}
