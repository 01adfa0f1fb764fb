import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { COST_WEIGHTS, MAX_OPERATION_COST } from '../observability/cost';

/** The most times one field (by response key) may be asked in the same selection set. */
export const MAX_DUPLICATED_FIELD = 3;

/**
 * Limits on what one operation may ask (depth, aliases, directives, cost, tokens, duplicated fields):
 * nothing a client sends can exhaust the gateway. The web client's largest operations stay well
 * inside them (at most 3 directives, a handful of aliases).
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
    // The same weights give the cost reported to ops and partners (observability/cost.ts).
    costLimit: { maxCost: MAX_OPERATION_COST, ...COST_WEIGHTS },
    // Suggestions are cut per caller (plugins/schema-access.ts): partners and ops keep them.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  return {
    validationRules: [...protection.validationRules, maxDuplicatedFieldRule(MAX_DUPLICATED_FIELD)],
    plugins: protection.plugins,
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
        if (n === max + 1) context.reportError(new GraphQLError(`Field "${key}" is asked more than ${max} times in one selection.`, { nodes: [selection] }));
      }
    },
  });
}
