import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import { getVariableValues, GraphQLError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../../context';
import type { BudgetLedger } from '../../keys/budget';
import { outOfScope, rootFieldsOf } from '../../keys/scopes';
import type { KeyUsageRecorder } from '../../keys/usage-recorder';
import { MAX_OPERATION_COST } from '../cost';

/** `extensions.code` of an operation that costs more than its key's whole budget per minute: it can never run. */
export const COST_EXCEEDS_BUDGET = 'COST_EXCEEDS_BUDGET';

/**
 * What a partner key may do, checked before anything runs: every root field within the key's
 * scopes (else FORBIDDEN naming the fields), an operation cost (the figure operationsPlugin computed
 * with the request's variables, graphql/cost/) within the key's whole budget per minute
 * (else HTTP 400 COST_EXCEEDS_BUDGET: waiting would not help), then within what is left of the
 * budget for the minute (else HTTP 429 with `Retry-After`). The budget's state goes to
 * `extensions.cost` (operationsPlugin). Must come after operationsPlugin.
 *
 * An operation refused for any reason spends nothing (docs/partner-guide.md 'Costs and budgets').
 * The other refusals before execution (the cost limit, input bounds, control characters) run in the
 * same `didResolveOperation` step, all at once, so the charge waits for `responseForOperation`, which
 * comes only when none of them refused; variables that do not match their types are refused later,
 * by the gateway's executor, so they are checked here first and such an operation is not charged.
 *
 * Each request of a key is counted for its day when its answer leaves (`usage`: requests, cost
 * spent, 429s, errors by code): a map update in memory, written later by the recorder's timer.
 */
export function partnerKeysPlugin(ledger: BudgetLedger, usage?: Pick<KeyUsageRecorder, 'record'>): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const grant = contextValue.partnerKey;
      if (!grant) return;
      contextValue.budget = await ledger.peek(grant.keyId, grant.budgetPerMinute);
      let costSpent = 0;
      let throttled = false;
      return {
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : response.body.initialResult.errors;
          const errorCodes = (errors ?? []).map((e) => String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
          usage?.record(grant.keyId, { costSpent, throttled, errorCodes });
        },
        async didResolveOperation({ document, operation, contextValue: context }) {
          if (!operation) return;
          const refused = outOfScope(rootFieldsOf(document, operation), grant.scopes);
          if (refused.length > 0) {
            throw new GraphQLError(`La chiave API non può usare ${refused.length === 1 ? 'il campo' : 'i campi'} ${refused.join(', ')}: fuori dai suoi ambiti.`, {
              extensions: { code: 'FORBIDDEN', reason: 'OUT_OF_SCOPE', field: refused[0], fields: refused, http: { status: 403 } },
            });
          }
          const cost = context.trace?.cost ?? 0;
          // Over the cost limit, costLimitPlugin (plugins/operation-limits.ts) refuses it with its own words.
          if (cost > grant.budgetPerMinute && cost <= MAX_OPERATION_COST) {
            throw new GraphQLError(`L'operazione costa ${cost}, più dell'intero budget al minuto della chiave (${grant.budgetPerMinute}): non potrà mai essere eseguita con questa chiave; chiedi meno campi o elementi.`, {
              extensions: { code: COST_EXCEEDS_BUDGET, http: { status: 400 } },
            });
          }
        },
        async responseForOperation({ schema, operation, request, contextValue: context }): Promise<GraphQLResponse | null> {
          if (!operation || variablesRefused(schema, operation, request.variables)) return null;
          const cost = context.trace?.cost ?? 0;
          const charge = await ledger.charge(grant.keyId, grant.budgetPerMinute, cost);
          context.budget = { limit: charge.limit, remaining: charge.remaining, resetAt: charge.resetAt };
          if (charge.ok) {
            costSpent = cost;
            return null;
          }
          throttled = true;
          // An answer instead of the execution: Apollo sends it as it is (formatError does not see it), willSendResponse adds extensions.cost.
          const message = `Budget di costo della chiave esaurito per questo minuto (restano ${charge.remaining} su ${charge.limit}, l'operazione costa ${cost}): riprova tra ${charge.retryAfterSeconds} secondi.`;
          return {
            http: { status: 429, headers: new HeaderMap([['retry-after', String(charge.retryAfterSeconds)]]) },
            body: { kind: 'single', singleResult: { errors: [{ message, extensions: { code: 'THROTTLED' } }] } },
          };
        },
      };
    },
  };
}

/** Whether the executor will refuse the request's variables (BAD_USER_INPUT), as the gateway's executor checks them. */
function variablesRefused(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined): boolean {
  const definitions = operation.variableDefinitions ?? [];
  if (definitions.length === 0) return false;
  return getVariableValues(schema, definitions, variables ?? {}, { maxErrors: 1 }).errors !== undefined;
}
