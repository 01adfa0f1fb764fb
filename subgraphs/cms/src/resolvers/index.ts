import type { Resolvers } from '../generated/resolvers-types';
import { Content } from './Content';
import { Mutation } from './Mutation';
import { paywallQueryFields } from './paywall';
import { Query } from './Query';

/** All resolvers of the cms subgraph; types without a file here use the default field resolvers. */
export const resolvers: Resolvers = { Query: { ...Query, ...paywallQueryFields }, Mutation, Content };
