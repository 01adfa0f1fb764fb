import type { Resolvers } from '../generated/resolvers-types';
import { Course } from './Course';
import { Query } from './Query';
import { User } from './User';

/** All resolvers of the fad subgraph; types without a file here use the default field resolvers. */
export const resolvers: Resolvers = { Query, Course, User };
