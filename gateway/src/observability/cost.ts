import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { oncePerDocument } from '../per-document';

/**
 * Cost weights of an operation, the same graphql-armor applies in its cost limit
 * (plugins/operation-limits.ts): 1 per scalar field, 2 per object field, the children of a field
 * weighed 1.5× per level of depth, a list field's subtree multiplied by its `first`/`last` literal,
 * introspection free.
 */
export const COST_WEIGHTS = { scalarCost: 1, objectCost: 2, depthCostFactor: 1.5 } as const;
/** The most an operation may cost (graphql-armor refuses more). */
export const MAX_OPERATION_COST = 20000;

/**
 * The cost of one operation as graphql-armor computes it: its own rule is run over the operation,
 * with the document's fragments, and the figure it accepts is returned.
 */
export function operationCost(document: DocumentNode, operation: OperationDefinitionNode): number {
  return costsIn(document)(operation);
}

/** The cost depends on the document alone (literals, not variables): once per operation of a document. */
const costsIn = oncePerDocument((document: DocumentNode) => oncePerDocument((operation: OperationDefinitionNode) => costOf(document, operation)));

function costOf(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  let cost = 0;
  const context = { getFragment: (name: string) => fragments.get(name) };
  const visitor = costLimitRule({ ...COST_WEIGHTS, maxCost: Number.MAX_SAFE_INTEGER, onAccept: [(_ctx: unknown, details: { n: number }) => void (cost = details.n)] } as never)(context as never) as unknown as {
    OperationDefinition: { enter: (node: OperationDefinitionNode) => void };
  };
  visitor.OperationDefinition.enter(operation);
  return cost;
}
