import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, parse, visit, type ASTNode } from 'graphql';
import ts from 'typescript';

/**
 * One codegen config:
 * - resolver types per subgraph (federation: true), written beside each subgraph's resolvers;
 * - the web client preset: typed documents with fragment masking and persisted-document hashes,
 *   from the composed public API schema.
 * `npm run codegen`; CI fails when the output is stale.
 */
const subgraphs = ['crm', 'fad', 'cms', 'commerce'] as const;

/**
 * A subgraph's codegen `mappers`, read from the one place they are stated: every type its
 * `src/mappers.ts` exports as `<GraphQLType>Parent` (an interface or a type alias) is the parent
 * that GraphQL type's resolvers receive, when the subgraph's schema defines that type. Two GraphQL
 * types resolved from one parent each get an alias (`export type SeriesParent = NamedItemParent`).
 */
function mappersOf(subgraph: (typeof subgraphs)[number]): Record<string, string> {
  const schemaTypes = new Set<string>();
  for (const definition of parse(readFileSync(`subgraphs/${subgraph}/schema.graphql`, 'utf8')).definitions) {
    if ('name' in definition && definition.name) schemaTypes.add(definition.name.value);
  }
  const file = `subgraphs/${subgraph}/src/mappers.ts`;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const mappers: Record<string, string> = {};
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const parent = statement.name.text;
    const type = parent.endsWith('Parent') ? parent.slice(0, -'Parent'.length) : null;
    if (type && schemaTypes.has(type)) mappers[type] = `../mappers#${parent}`;
  }
  return mappers;
}

/**
 * Adds __typename to every selection set but an operation's root, as Apollo Client does before sending
 * a document: the persisted documents then ask for exactly what Apollo's cache reads.
 */
const addTypenameAsApolloDoes = {
  transform: ({ documents }: { documents: { document?: ASTNode }[] }) =>
    documents.map((source) => ({
      ...source,
      document: source.document
        ? visit(source.document, {
            SelectionSet(node, _key, parent) {
              const isRoot = !!parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION;
              if (isRoot || node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
              return { ...node, selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }, ...node.selections] };
            },
          })
        : undefined,
    })),
};

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    ...Object.fromEntries(
      subgraphs.map((name) => [
        `subgraphs/${name}/src/generated/resolvers-types.ts`,
        {
          schema: `subgraphs/${name}/schema.graphql`,
          plugins: ['typescript', 'typescript-resolvers'],
          config: {
            federation: true,
            useIndexSignature: true,
            contextType: '../context#Context',
            mappers: mappersOf(name),
            useTypeImports: true,
            enumsAsTypes: true,
            avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
          },
        },
      ]),
    ),
    'web/src/gql/': {
      schema: 'api-schema.graphql',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      preset: 'client',
      // persisted-documents.json (hash → document) is what the gateway accepts from browsers in production;
      // each document carries its hash (`__meta__.hash`), which web/src/app/persisted-documents.ts sends instead
      // of the text. __typename is added before hashing so the stored documents answer what Apollo's cache needs.
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: { hashAlgorithm: 'sha256' } },
      documentTransforms: [addTypenameAsApolloDoes],
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
    // The partner example's typed documents (examples/partner-urql, urql): what a partner's own codegen would write.
    'examples/partner-urql/src/gql/': {
      schema: 'api-schema.graphql',
      documents: ['examples/partner-urql/src/**/*.ts', '!examples/partner-urql/src/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
