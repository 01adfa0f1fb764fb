import { ECM_LIST_REFUSAL, listsEcmCourses, trienniumAccess } from '@club/policy';
import { forbidden } from '@club/subgraph-kit';
import { catalogueSearchBody } from '../catalogue-input';
import type { QueryResolvers } from '../generated/resolvers-types';
import { learningQueries } from './query-learning';
import { trainingQueries } from './query-training';

export const Query: QueryResolvers = {
  /** One upstream call for the page: the member's statuses come joined on the cards. */
  courseCatalogue(_parent, { input }, { viewer, dataSources }) {
    // Spec 2 §6 'ECM lists need the ecm wallet': a trial or premium member without it is refused, with no upstream call.
    if (!listsEcmCourses(viewer)) throw forbidden(ECM_LIST_REFUSAL, 'WALLET_REQUIRED');
    return dataSources.fad.searchCourses(catalogueSearchBody(input));
  },
  courseSeries: (_parent, _args, { dataSources }) => dataSources.fad.series(),
  /** Issue 29: what the triennium page shows; from the claims alone (no upstream call). */
  ecmTrienniumAccess: (_parent, _args, { viewer }) => trienniumAccess(viewer),
  teachingModels: (_parent, _args, { dataSources }) => dataSources.fad.teachingModels(),

  ...trainingQueries,
  ...learningQueries,
};
