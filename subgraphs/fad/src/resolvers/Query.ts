import { catalogueSearchBody } from '../catalogue-input';
import type { QueryResolvers } from '../generated/resolvers-types';
import { learningQueries } from './query-learning';
import { trainingQueries } from './query-training';

export const Query: QueryResolvers = {
  /** One upstream call for the page: the member's statuses come joined on the cards. */
  courseCatalogue: (_parent, { input }, { dataSources }) => dataSources.fad.searchCourses(catalogueSearchBody(input)),
  courseSeries: (_parent, _args, { dataSources }) => dataSources.fad.series(),
  teachingModels: (_parent, _args, { dataSources }) => dataSources.fad.teachingModels(),

  ...trainingQueries,
  ...learningQueries,
};
