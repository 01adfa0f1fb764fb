import type { Resolvers } from '../generated/resolvers-types';
import { Course } from './Course';
import { LearningItem, VideoClip } from './learning-links';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { User } from './User';

/** All resolvers of the fad subgraph; types without a file here use the default field resolvers. */
export const resolvers: Resolvers = { Query, Mutation, Course, User, LearningItem, VideoClip };
