import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { costModelHolder, MAX_OPERATION_COST, requestCost } from '../cost';

/** The most times one field (by response key) may be asked in the same selection set. */
export const MAX_DUPLICATED_FIELD = 3;

/**
 * Limits on what one operation may ask (depth, aliases, directives, cost, tokens, duplicated fields):
 * nothing a client sends can exhaust the gateway. The web client's largest operations stay well
 * inside them (at most 3 directives, a handful of aliases, a cost of 4000 at most: cost.test.ts).
 * The cost limit is this gateway's own (costLimitPlugin): graphql-armor's ran without the variables.
 */
export function operationLimits() {
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    // graphql-armor exempts aliases of __typename by default (allowList ['__typename']): 101 of them
    // are as cheap to send as they are to answer, so count them like any other alias.
    maxAliases: { n: 20, allowList: [] },
    maxDirectives: { n: 5 },
    // Token limit is enforced by Apollo Server's own parser (parseOptions), which keeps syntax errors a 400.
    maxTokens: { enabled: false },
    // Its cost limit counts list sizes from literals only; costLimitPlugin counts them with the variables.
    costLimit: { enabled: false },
    // Suggestions are cut per caller (plugins/schema-access.ts): partners and ops keep them.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  return {
    validationRules: [...protection.validationRules, maxDuplicatedFieldRule(MAX_DUPLICATED_FIELD)],
    plugins: [...protection.plugins, costLimitPlugin()],
  };
}

/**
 * Refuses, before anything runs, an operation whose cost with its variables (graphql/cost/,
 * from the supergraph's `@cost` / `@listSize`) is above MAX_OPERATION_COST: HTTP 400,
 * GRAPHQL_VALIDATION_FAILED with `reason` COST_LIMIT. A refused operation spends no partner budget
 * (plugins/partner-keys.ts does not charge it).
 */
export function costLimitPlugin(max: number = MAX_OPERATION_COST): ApolloServerPlugin {
  const costs = costModelHolder();
  return {
    serverWillStart: () => costs.serverWillStart(),
    async requestDidStart() {
      return {
        async didResolveOperation(requestContext) {
          const cost = costs.model ? requestCost(costs.model, requestContext) : null;
          if (cost === null || cost <= max) return;
          throw new GraphQLError(`L'operazione costa ${cost}, più del massimo di ${max} per operazione: chiedi meno campi o elementi (liste più corte).`, {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason: 'COST_LIMIT', http: { status: 400 } },
          });
        },
      };
    },
  };
}

/**
 * Refuses a selection set that asks the same field more than `max` times (`{ __typename __typename … }`):
 * graphql-js merges them into one answer, but each copy is still parsed, validated and planned.
 */
export function maxDuplicatedFieldRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    SelectionSet(node) {
      const counts = new Map<string, number>();
      for (const selection of node.selections) {
        if (selection.kind !== 'Field') continue;
        const key = selection.alias?.value ?? selection.name.value;
        const n = (counts.get(key) ?? 0) + 1;
        counts.set(key, n);
        if (n === max + 1) context.reportError(new GraphQLError(`Il campo "${key}" è chiesto più di ${max} volte nella stessa selezione.`, { nodes: [selection], extensions: { reason: 'DUPLICATED_FIELD' } }));
      }
    },
  });
}
