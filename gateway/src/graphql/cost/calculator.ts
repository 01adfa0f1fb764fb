import {
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isInputObjectType,
  isListType,
  Kind,
  valueFromASTUntyped,
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { oncePerDocument } from '../per-document';
import { DEFAULT_LIST_SIZE, MUTATION_BASE_COST, type CostModel, type ListSize } from './model';

/** The cost of operations under a CostModel (model.ts says how an operation is costed). */

/** A list field's `@listSize` as it applies to one selection of it: the expected size and the child lists it sizes. */
interface AppliedListSize {
  expectedSize: number | null;
  sizedFields: readonly string[];
}

type Variables = Record<string, unknown>;

/**
 * The cost of one operation of a document with the request's variables (as sent: they are coerced
 * against the operation's variable definitions here, with their defaults). An operation that uses no
 * variables is computed once per document.
 */
export function operationCost(model: CostModel, document: DocumentNode, operation: OperationDefinitionNode, variables?: Variables | null): number {
  if (!operation.variableDefinitions?.length) return literalCosts(model)(document)(operation);
  return new CostCalculator(model, document, coerced(model.schema, operation, variables ?? {})).operation(operation);
}

/** Per model, per document, per operation: the cost of operations without variables. */
const literalCostsByModel = new WeakMap<CostModel, ReturnType<typeof literalCostsOf>>();
function literalCosts(model: CostModel) {
  let costs = literalCostsByModel.get(model);
  if (!costs) literalCostsByModel.set(model, (costs = literalCostsOf(model)));
  return costs;
}
function literalCostsOf(model: CostModel) {
  return oncePerDocument((document: DocumentNode) => oncePerDocument((operation: OperationDefinitionNode) => new CostCalculator(model, document, {}).operation(operation)));
}

/** The variables coerced as execution will (defaults of the operation filled in); as sent when they do not coerce (execution refuses them). */
function coerced(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Variables): Variables {
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
  return result.coerced ?? variables;
}

class CostCalculator {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  /** Fragment spreads already costed, by fragment and list sizing: each is walked once however often it is spread. */
  private readonly spreadCosts = new Map<string, number>();

  constructor(
    private readonly model: CostModel,
    document: DocumentNode,
    private readonly variables: Variables,
  ) {
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(d.name.value, d);
  }

  operation(operation: OperationDefinitionNode): number {
    const schema = this.model.schema;
    const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
    if (!root) return 0;
    return (operation.operation === 'mutation' ? MUTATION_BASE_COST : 0) + this.selectionSet(operation.selectionSet, root, null);
  }

  private selectionSet(selectionSet: SelectionSetNode | undefined, parent: GraphQLNamedType, sizing: AppliedListSize | null): number {
    let cost = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (this.skipped(selection.directives)) continue;
      if (selection.kind === Kind.FIELD) {
        cost += this.field(selection, parent, sizing);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? this.model.schema.getType(selection.typeCondition.name.value) : parent;
        cost += this.selectionSet(selection.selectionSet, type ?? parent, sizing);
      } else {
        const fragment = this.fragments.get(selection.name.value);
        if (!fragment) continue;
        const key = `${fragment.name.value}|${sizing ? `${sizing.expectedSize}|${sizing.sizedFields.join(',')}` : ''}`;
        let spread = this.spreadCosts.get(key);
        if (spread === undefined) {
          const type = this.model.schema.getType(fragment.typeCondition.name.value) ?? parent;
          this.spreadCosts.set(key, 0); // a fragment spreading itself is invalid; never loop on one
          spread = this.selectionSet(fragment.selectionSet, type, sizing);
          this.spreadCosts.set(key, spread);
        }
        cost += spread;
      }
    }
    return cost;
  }

  private field(node: FieldNode, parent: GraphQLNamedType, sizing: AppliedListSize | null): number {
    const name = node.name.value;
    if (name.startsWith('__')) return 0;
    if (!('getFields' in parent)) return 0;
    const definition = parent.getFields()[name] as GraphQLField<unknown, unknown> | undefined;
    if (!definition) return 0;
    const coordinate = `${parent.name}.${name}`;
    const type = getNamedType(definition.type);
    const listSize = this.model.listSizeOf(parent.name, name);
    const applied = listSize ? this.applied(listSize, definition, node.arguments ?? []) : null;

    let count = 1;
    if (isListType(getNullableType(definition.type))) {
      const fromParent = sizing?.sizedFields.includes(name) ? sizing.expectedSize : null;
      count = fromParent ?? applied?.expectedSize ?? DEFAULT_LIST_SIZE;
    }
    const ownWeight = this.model.weightOf(coordinate) ?? this.model.weightOf(type.name) ?? (isCompositeType(type) ? 1 : 0);
    const children = this.selectionSet(node.selectionSet, type, applied);
    let argumentsCost = 0;
    for (const arg of node.arguments ?? []) {
      const argDefinition = definition.args.find((a) => a.name === arg.name.value);
      if (argDefinition) argumentsCost += this.argument(arg.value, argDefinition.type, this.model.weightOf(`${coordinate}(${arg.name.value}:)`));
    }
    return count * (ownWeight + children) + argumentsCost;
  }

  /**
   * The size a `@listSize` gives this selection: the largest slicing argument (literal, variable, default),
   * else the assumed size. (`requireOneSlicingArgument` is not enforced here: every such field of the schema
   * has one slicing argument, required or with a default (cost.test.ts), so only variables that execution
   * refuses anyway could miss it.)
   */
  private applied(listSize: ListSize, definition: GraphQLField<unknown, unknown>, args: readonly ArgumentNode[]): AppliedListSize {
    const sizes: number[] = [];
    for (const name of listSize.slicingArguments) {
      const given = args.find((a) => a.name.value === name);
      const value = given ? this.intOf(given.value) : undefined;
      const size = value ?? intOrUndefined((definition.args.find((a: GraphQLArgument) => a.name === name) ?? {}).defaultValue);
      if (size !== undefined) sizes.push(Math.max(0, size));
    }
    return { expectedSize: sizes.length ? Math.max(...sizes) : listSize.assumedSize, sizedFields: listSize.sizedFields };
  }

  /** An argument's cost: an input object 1 plus its fields, a list the sum of its elements, else 0; `@cost` replaces the own figure. */
  private argument(value: ValueNode, type: GraphQLInputType, weight: number | undefined): number {
    if (value.kind === Kind.VARIABLE) return this.inputValue(this.variables[value.name.value], type, weight);
    return this.inputValue(valueFromASTUntyped(value, this.variables), type, weight);
  }

  private inputValue(value: unknown, type: GraphQLInputType, weight: number | undefined): number {
    if (value === null || value === undefined) return 0;
    const nullable = getNullableType(type);
    if (Array.isArray(value)) {
      const element = isListType(nullable) ? nullable.ofType : nullable;
      return (weight ?? 0) + value.reduce((sum: number, v: unknown) => sum + this.inputValue(v, element, undefined), 0);
    }
    if (isInputObjectType(nullable) && typeof value === 'object') {
      const fields = nullable.getFields();
      let cost = weight ?? this.model.weightOf(nullable.name) ?? 1;
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        const field = fields[key];
        if (field) cost += this.inputValue(v, field.type, this.model.weightOf(`${nullable.name}.${key}`));
      }
      return cost;
    }
    return weight ?? 0;
  }

  private intOf(value: ValueNode): number | undefined {
    if (value.kind === Kind.VARIABLE) return intOrUndefined(this.variables[value.name.value]);
    if (value.kind === Kind.INT) return Number.parseInt(value.value, 10);
    return undefined;
  }

  /** Left out by `@skip(if: true)` or `@include(if: false)`, literal or variable. */
  private skipped(directives: readonly DirectiveNode[] | undefined): boolean {
    for (const d of directives ?? []) {
      if (d.name.value !== 'skip' && d.name.value !== 'include') continue;
      const arg = d.arguments?.find((a) => a.name.value === 'if');
      const value = arg ? valueFromASTUntyped(arg.value, this.variables) : undefined;
      if (typeof value !== 'boolean') continue;
      if ((d.name.value === 'skip') === value) return true;
    }
    return false;
  }
}

/** What a request hands the plugins once its operation is resolved (Apollo's request context). */
export interface ResolvedRequest {
  request?: { variables?: Record<string, unknown> | null };
  document: DocumentNode;
  operation?: OperationDefinitionNode | null;
}

const requestCosts = new WeakMap<object, number>();
/**
 * The cost of a request's operation with its variables, computed once per request: the cost limit
 * (graphql/plugins/operation-limits.ts) and the figure reported and charged (observability/operations-plugin.ts)
 * are the same number.
 */
export function requestCost(model: CostModel, { request, document, operation }: ResolvedRequest): number | null {
  if (!operation) return null;
  if (!request) return operationCost(model, document, operation);
  let cost = requestCosts.get(request);
  if (cost === undefined) requestCosts.set(request, (cost = operationCost(model, document, operation, request.variables)));
  return cost;
}

function intOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}
