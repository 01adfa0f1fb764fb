import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import type { Context } from '../context';
import { ConsentRequirement } from './ConsentRequirement';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { User } from './User';
import { Viewer } from './Viewer';

/**
 * All resolvers of the crm subgraph; types without a file here use the default field resolvers.
 * The assertion is for `__resolveReference`, whose (reference, context, info) signature Apollo's
 * resolver-map type does not model.
 */
export const resolvers = { Query, Mutation, Viewer, User, ConsentRequirement } as GraphQLResolverMap<Context>;
