/**
 * `npm run compose`: composes the four subgraph schemas into `supergraph.graphql` (what the gateway
 * loads; no runtime introspection) and writes the public API schema `api-schema.graphql` (what the
 * web client's codegen and partner tooling read). `--check` fails when either committed file is stale.
 *
 * The API schema keeps the cost directives of the supergraph (`@cost`, `@listSize`, which Apollo's API
 * schema leaves out), so partners predict an operation's cost from it as the gateway computes it
 * (gateway/src/graphql/cost/, docs/partner-guide.md 'Cost and query plan').
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { Supergraph } from '@apollo/federation-internals';
import {
  buildASTSchema,
  DirectiveLocation,
  GraphQLBoolean,
  GraphQLDirective,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSchema,
  GraphQLString,
  Kind,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  type ASTNode,
  type ConstDirectiveNode,
} from 'graphql';
import { costDirectiveNames } from '../gateway/src/graphql/cost';

export const SUBGRAPHS = [
  { name: 'crm', port: 4001 },
  { name: 'fad', port: 4002 },
  { name: 'cms', port: 4003 },
  { name: 'commerce', port: 4004 },
] as const;

export function composeSupergraph(): { supergraph: string; apiSchema: string } {
  const result = composeServices(
    SUBGRAPHS.map(({ name, port }) => ({
      name,
      url: `http://127.0.0.1:${port}/graphql`,
      typeDefs: parse(readFileSync(`subgraphs/${name}/schema.graphql`, 'utf8')),
    })),
  );
  if (result.errors) {
    for (const e of result.errors) console.error(`composition: ${e.message}`);
    process.exit(1);
  }
  const supergraph = result.supergraphSdl;
  const api = Supergraph.build(supergraph).apiSchema().toGraphQLJSSchema();
  const withDefinitions = new GraphQLSchema({ ...api.toConfig(), directives: [...api.getDirectives(), COST_DIRECTIVE, LIST_SIZE_DIRECTIVE] });
  return { supergraph, apiSchema: withCostDirectives(printSchema(lexicographicSortSchema(withDefinitions)), supergraph) + '\n' };
}

/** https://specs.apollo.dev/cost/v0.1 `@cost`, as the API schema declares it. */
const COST_DIRECTIVE = new GraphQLDirective({
  name: 'cost',
  description: "The cost of a field (or of a field of this type, or of an argument) in place of Apollo's default: 1 for an object, 0 for a scalar or enum (https://specs.apollo.dev/cost/v0.1; docs/partner-guide.md 'Cost and query plan').",
  locations: [DirectiveLocation.ARGUMENT_DEFINITION, DirectiveLocation.ENUM, DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.INPUT_FIELD_DEFINITION, DirectiveLocation.OBJECT, DirectiveLocation.SCALAR],
  args: { weight: { type: new GraphQLNonNull(GraphQLInt) } },
});

/** https://specs.apollo.dev/cost/v0.1 `@listSize`, as the API schema declares it. */
const LIST_SIZE_DIRECTIVE = new GraphQLDirective({
  name: 'listSize',
  description:
    "How many elements a list field counts for in an operation's cost: the largest of its `slicingArguments` given (or their defaults), else `assumedSize`; with `sizedFields`, the size of those lists of the returned object instead (https://specs.apollo.dev/cost/v0.1; docs/partner-guide.md 'Cost and query plan').",
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: {
    assumedSize: { type: GraphQLInt },
    slicingArguments: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
    sizedFields: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
    requireOneSlicingArgument: { type: GraphQLBoolean, defaultValue: true },
  },
});

/**
 * The printed API schema with the supergraph's `@cost` and `@listSize` applications written after each
 * type, field or argument that has them (graphql-js prints no applied directives).
 */
function withCostDirectives(printedApi: string, supergraph: string): string {
  const source = buildASTSchema(parse(supergraph), { assumeValidSDL: true });
  const names = costDirectiveNames(source);
  const applied = new Map<string, string>();
  const keep = (coordinate: string, directives: readonly ConstDirectiveNode[] | undefined) => {
    const texts = (directives ?? [])
      .filter((d) => d.name.value === names.cost || d.name.value === names.listSize)
      .map((d) => print({ ...d, name: { ...d.name, value: d.name.value === names.cost ? 'cost' : 'listSize' } }));
    if (texts.length) applied.set(coordinate, texts.join(' '));
  };
  for (const type of Object.values(source.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    keep(type.name, type.astNode?.directives);
    if (!('getFields' in type)) continue;
    for (const field of Object.values(type.getFields())) {
      keep(`${type.name}.${field.name}`, field.astNode?.directives);
      for (const arg of 'args' in field ? field.args : []) keep(`${type.name}.${field.name}(${arg.name}:)`, arg.astNode?.directives);
    }
  }
  // Where each coordinate's directives go in the printed text: after a type's name (and interfaces), a field's type, an argument's default.
  const inserts: { at: number; text: string }[] = [];
  const at = (coordinate: string, node: ASTNode | undefined) => {
    const text = applied.get(coordinate);
    if (text && node?.loc) inserts.push({ at: node.loc.end, text: ` ${text}` });
  };
  for (const definition of parse(printedApi).definitions) {
    if (!('name' in definition) || !definition.name || definition.kind === Kind.DIRECTIVE_DEFINITION) continue;
    const type = definition.name.value;
    at(type, 'interfaces' in definition && definition.interfaces?.length ? definition.interfaces.at(-1) : definition.name);
    for (const field of 'fields' in definition ? (definition.fields ?? []) : []) {
      const coordinate = `${type}.${field.name.value}`;
      at(coordinate, 'defaultValue' in field && field.defaultValue ? field.defaultValue : field.type);
      for (const arg of 'arguments' in field ? (field.arguments ?? []) : []) at(`${coordinate}(${arg.name.value}:)`, arg.defaultValue ?? arg.type);
    }
  }
  let text = printedApi;
  for (const { at: offset, text: directive } of inserts.sort((a, b) => b.at - a.at)) text = text.slice(0, offset) + directive + text.slice(offset);
  return text;
}

const check = process.argv.includes('--check');
const { supergraph, apiSchema } = composeSupergraph();
const outputs: [string, string][] = [
  ['supergraph.graphql', supergraph],
  ['api-schema.graphql', apiSchema],
];
let stale = false;
for (const [file, content] of outputs) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === content) continue;
  if (check) {
    console.error(`${file} is stale: run npm run compose`);
    stale = true;
  } else {
    writeFileSync(file, content);
    console.log(`wrote ${file}`);
  }
}
if (stale) process.exit(1);
