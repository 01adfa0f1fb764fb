import { catalogueSearchBody, CATALOGUE_PAGE_SIZE, totalPages } from '../catalogue-input';
import { toCourse, toNamed } from '../course-mapping';
import type { QueryResolvers, Series, TeachingModel } from '../generated/resolvers-types';
import { learningQueries } from './query-learning';
import { trainingQueries } from './query-training';

export const Query: QueryResolvers = {
  async courseCatalogue(_parent, { input }, { dataSources }) {
    const body = catalogueSearchBody(input);
    // One upstream call for the page: the member's statuses come joined on the cards.
    const answer = await dataSources.fad.searchCourses(body);
    return {
      items: answer.resultList.map(toCourse),
      total: answer.totale,
      page: body.page,
      pageSize: CATALOGUE_PAGE_SIZE,
      totalPages: totalPages(answer.totale),
    };
  },

  async courseSeries(_parent, _args, { dataSources }) {
    return (await dataSources.fad.series()).flatMap((s) => toNamed<Series>(s) ?? []);
  },

  async teachingModels(_parent, _args, { dataSources }) {
    return (await dataSources.fad.teachingModels()).flatMap((m) => toNamed<TeachingModel>(m) ?? []);
  },

  ...trainingQueries,
  ...learningQueries,
};
