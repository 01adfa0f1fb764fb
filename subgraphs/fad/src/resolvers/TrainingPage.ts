import type { TrainingPageResolvers } from '../generated/resolvers-types';
import { courseOnList } from '../mappers';

/** A page of the training area (GET /FAD/Corsi/PersonaliTriennio): the cards carry the viewer's status. */
export const TrainingPage: TrainingPageResolvers = {
  items: ({ answer }) => answer.courses.map(courseOnList),
  totalPages: ({ answer }) => answer.totalPages,
};
