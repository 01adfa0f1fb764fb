import {
  buildASTSchema,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isInputObjectType,
  isListType,
  Kind,
  parse,
  valueFromASTUntyped,
  type ArgumentNode,
  type ConstDirectiveNode,
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
import { oncePerDocument } from '../graphql/per-document';

/**
 * The cost of an operation, computed before it runs, from the cost directives of the composed schema
 * (`@cost(weight:)`, `@listSize(assumedSize:, slicingArguments:, sizedFields:, requireOneSlicingArgument:)`,
 * https://specs.apollo.dev/cost/v0.1, written in each subgraph's schema.graphql and composed into
 * supergraph.graphql and api-schema.graphql) with the request's variables and the arguments' defaults.
 * The algorithm is Apollo's static cost (GraphOS Router demand control, the IBM cost directives spec):
 *
 * - an object field costs 1, a scalar or enum field 0; `@cost(weight:)` on the field, else on its type,
 *   replaces that figure;
 * - a field's children add to it, and a list multiplies the whole by its size: the largest slicing
 *   argument given (a literal, a variable's value, else the argument's default), else the list's
 *   `assumedSize`; a field whose `@listSize` names `sizedFields` (a connection's `items`, `nodes`…)
 *   sizes those child lists instead;
 * - an input object argument costs 1 plus its fields (a list argument the sum of its elements), scalar
 *   arguments 0, each unless `@cost` says otherwise;
 * - a mutation starts at 10; `__typename` and introspection are free; fields left out by `@skip` /
 *   `@include` cost nothing.
 *
 * It is computed on the operation (as a partner can from the schema), not on the query plan's subgraph
 * fetches, so `@requires` selections and entity keys add nothing; a negative size counts as 0.
 *
 * Partners predict it from api-schema.graphql (docs/partner-guide.md 'Cost and query plan').
 */

/**
 * The most an operation may cost; more is refused before it runs (graphql/plugins/operation-limits.ts). Five
 * times the web client's largest persisted operation (ResourcesHome, two content searches: 4000;
 * cost.test.ts keeps every one under 5000).
 */
export const MAX_OPERATION_COST = 20000;
/** What a mutation costs before its fields (Apollo's static cost). */
export const MUTATION_BASE_COST = 10;
/**
 * The size of a list whose field declares none (Apollo's router `static_estimated.list_size`): every list
 * field of the schema declares its own `@listSize` (cost.test.ts checks it), so this is a last resort.
 */
export const DEFAULT_LIST_SIZE = 10;

/** A field's `@listSize`. */
export interface ListSize {
  assumedSize: number | null;
  slicingArguments: readonly string[];
  sizedFields: readonly string[];
  requireOneSlicingArgument: boolean;
}

const COST_SPEC = 'https://specs.apollo.dev/cost/';
const FEDERATION_SPEC = 'https://specs.apollo.dev/federation/';

/**
 * The cost directives of a schema, read from its SDL: the gateway's composed supergraph (where the
 * cost spec is linked, `@link(url: "https://specs.apollo.dev/cost/v0.1", import: [...])`, names as
 * imported) or api-schema.graphql (which declares `@cost` and `@listSize` itself).
 */
export class CostModel {
  private readonly fieldWeights = new Map<string, number>();
  private readonly typeWeights = new Map<string, number>();
  private readonly argumentWeights = new Map<string, number>();
  private readonly listSizes = new Map<string, ListSize>();

  private constructor(readonly schema: GraphQLSchema) {
    const names = costDirectiveNames(schema);
    const weightOf = (directives: readonly ConstDirectiveNode[] | undefined) => {
      const d = directives?.find((x) => x.name.value === names.cost);
      const arg = d?.arguments?.find((a) => a.name.value === 'weight');
      return arg ? Number(valueFromASTUntyped(arg.value)) : undefined;
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      const typeDirectives = [type.astNode, ...(type.extensionASTNodes ?? [])].flatMap((n) => n?.directives ?? []);
      const typeWeight = weightOf(typeDirectives);
      if (typeWeight !== undefined) this.typeWeights.set(type.name, typeWeight);
      if (!('getFields' in type)) continue;
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        const directives: readonly ConstDirectiveNode[] | undefined = field.astNode?.directives;
        const weight = weightOf(directives);
        if (weight !== undefined) this.fieldWeights.set(coordinate, weight);
        const listSize = directives?.find((d) => d.name.value === names.listSize);
        if (listSize) this.listSizes.set(coordinate, listSizeOf(listSize));
        for (const arg of 'args' in field ? field.args : []) {
          const argWeight = weightOf(arg.astNode?.directives);
          if (argWeight !== undefined) this.argumentWeights.set(`${coordinate}(${arg.name}:)`, argWeight);
        }
      }
    }
  }

  /** The model of an SDL with its own directive definitions (the supergraph, api-schema.graphql). */
  static fromSdl(sdl: string): CostModel {
    return new CostModel(buildASTSchema(parse(sdl), { assumeValidSDL: true }));
  }

  /** The model of a schema built from SDL (its AST nodes carry the directives). */
  static fromSchema(schema: GraphQLSchema): CostModel {
    return new CostModel(schema);
  }

  /** `@cost(weight:)` of a field, of a type, of an argument (`Type.field(arg:)`) or input field (`Input.field`). */
  weightOf(coordinate: string): number | undefined {
    return this.fieldWeights.get(coordinate) ?? this.typeWeights.get(coordinate) ?? this.argumentWeights.get(coordinate);
  }

  listSizeOf(typeName: string, fieldName: string): ListSize | undefined {
    return this.listSizes.get(`${typeName}.${fieldName}`);
  }

  /** Every `@listSize` of the schema, by field coordinate. */
  allListSizes(): ReadonlyMap<string, ListSize> {
    return this.listSizes;
  }
}

/** The names the cost directives have in a schema, after its `@link`s (imported, renamed, or namespaced). */
export function costDirectiveNames(schema: GraphQLSchema): { cost: string; listSize: string } {
  const links = [schema.astNode, ...schema.extensionASTNodes].flatMap((n) => n?.directives ?? []).filter((d) => d.name.value === 'link');
  for (const link of links) {
    const args = Object.fromEntries((link.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value)])) as { url?: string; as?: string; import?: unknown[] };
    const url = String(args.url ?? '');
    const isCost = url.startsWith(COST_SPEC);
    if (!isCost && !url.startsWith(FEDERATION_SPEC)) continue;
    const prefix = args.as ?? (isCost ? 'cost' : 'federation');
    const imported = new Map<string, string>();
    for (const i of args.import ?? []) {
      if (typeof i === 'string') imported.set(i, i);
      else if (i && typeof i === 'object' && 'name' in i) imported.set(String((i as { name: string }).name), String((i as { as?: string }).as ?? (i as { name: string }).name));
    }
    const nameOf = (directive: string) => (imported.get(`@${directive}`) ?? (isCost && directive === 'cost' ? `@${prefix}` : `@${prefix}__${directive}`)).slice(1);
    return { cost: nameOf('cost'), listSize: nameOf('listSize') };
  }
  return { cost: 'cost', listSize: 'listSize' };
}

function listSizeOf(directive: ConstDirectiveNode): ListSize {
  const args = Object.fromEntries((directive.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value)])) as Record<string, unknown>;
  return {
    assumedSize: typeof args.assumedSize === 'number' ? args.assumedSize : null,
    slicingArguments: Array.isArray(args.slicingArguments) ? (args.slicingArguments as string[]) : [],
    sizedFields: Array.isArray(args.sizedFields) ? (args.sizedFields as string[]) : [],
    requireOneSlicingArgument: args.requireOneSlicingArgument !== false,
  };
}

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

/** The cost model of a supergraph SDL, built once per SDL (the plugins that read it share it). */
let lastModel: { sdl: string; model: CostModel } | null = null;
export function costModelOf(sdl: string): CostModel {
  if (lastModel?.sdl !== sdl) lastModel = { sdl, model: CostModel.fromSdl(sdl) };
  return lastModel.model;
}

/**
 * The cost model of the schema Apollo Server serves, kept current by a plugin's `schemaDidLoadOrUpdate`:
 * read from the composed supergraph the gateway loaded (`coreSupergraphSdl`), else from the schema's own
 * AST (a schema built from SDL with the directives, as in tests).
 */
export function costModelHolder() {
  let model: CostModel | null = null;
  return {
    get model(): CostModel | null {
      return model;
    },
    async serverWillStart() {
      return {
        schemaDidLoadOrUpdate({ apiSchema, coreSupergraphSdl }: { apiSchema: GraphQLSchema; coreSupergraphSdl?: string }) {
          model = coreSupergraphSdl ? costModelOf(coreSupergraphSdl) : CostModel.fromSchema(apiSchema);
        },
      };
    },
  };
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
