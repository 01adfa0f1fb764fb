import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context';

export type Field<Parent, Result, Args = Record<string, never>> = (
  parent: Parent,
  args: Args,
  context: Context,
  info: GraphQLResolveInfo,
) => Result | Promise<Result>;

/**
 * Resolvers of a GraphQL type whose parent value is one of our models (src/models.ts), not the
 * generated GraphQL shape: codegen has no `mappers` for this subgraph, and the generated parent
 * types would demand the very fields these resolvers load on demand. Field names and result types
 * still come from the generated type `G`; `Results` overrides the results that are models
 * themselves and `Args` gives the arguments.
 */
export type ModelResolvers<Parent, G, Results = object, Args = object> = {
  [K in Exclude<keyof G, '__typename'>]?: Field<
    Parent,
    K extends keyof Results ? Results[K] : G[K],
    K extends keyof Args ? Args[K] : Record<string, never>
  >;
};

/** Federation entry point of an entity: the reference another subgraph holds → our model, or null. */
export type ReferenceResolver<Model> = (
  reference: { __typename?: string; id: string | number },
  context: Context,
  info: GraphQLResolveInfo,
) => Model | null | Promise<Model | null>;
