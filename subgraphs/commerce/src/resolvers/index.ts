import type { Resolvers } from '../generated/resolvers-types';
import { Plan } from './Plan';
import { Query } from './Query';
import { User } from './User';

export const resolvers: Resolvers = { Query, Plan, User };
