import {
  buildASTSchema,
  parse,
  valueFromASTUntyped,
  type ConstDirectiveNode,
  type GraphQLSchema,
} from 'graphql';

/**
 * The cost model (graphql/cost/, with calculator.ts): the cost of an operation, computed before it runs, from the cost directives of the composed schema
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
