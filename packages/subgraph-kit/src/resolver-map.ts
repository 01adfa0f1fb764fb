import type { buildSubgraphSchema } from '@apollo/subgraph';

/**
 * The resolvers `buildSubgraphSchema` takes, read from its public signature (@apollo/subgraph exports
 * the map's own type only from a private path, dist/schema-helper). Its context is `unknown`: each
 * subgraph's generated resolver types say what theirs reads.
 */
export type SubgraphResolverMap = NonNullable<Extract<Parameters<typeof buildSubgraphSchema>[0], { typeDefs: unknown }>['resolvers']>;
