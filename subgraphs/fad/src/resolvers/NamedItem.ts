import type { SeriesResolvers, TeachingModelResolvers } from '../generated/resolvers-types';

/** Series and teaching models keep the upstream's name; the numeric id becomes a GraphQL ID. */
export const Series: SeriesResolvers = {
  id: (series) => String(series.id),
};

export const TeachingModel: TeachingModelResolvers = {
  id: (model) => String(model.id),
};
