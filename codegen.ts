import type { CodegenConfig } from '@graphql-codegen/cli';
import { mappers as cmsMappers } from './subgraphs/cms/codegen-mappers';
import { mappers as commerceMappers } from './subgraphs/commerce/codegen-mappers';
import { mappers as crmMappers } from './subgraphs/crm/codegen-mappers';
import { mappers as fadMappers } from './subgraphs/fad/codegen-mappers';

/**
 * One codegen config:
 * - resolver types per subgraph (federation: true), written beside each subgraph's resolvers;
 * - the web client preset: typed documents with fragment masking and persisted-document hashes,
 *   from the composed public API schema.
 * `npm run codegen`; CI fails when the output is stale.
 */
const subgraphs = ['crm', 'fad', 'cms', 'commerce'] as const;
/** Each subgraph's parents: the contract type a GraphQL type is resolved from (subgraphs/<name>/codegen-mappers.ts). */
const mappersOf: Record<(typeof subgraphs)[number], Record<string, string>> = { crm: crmMappers, fad: fadMappers, cms: cmsMappers, commerce: commerceMappers };

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
            mappers: mappersOf[name],
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
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: false },
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
