import type { TrainingSummaryResolvers } from '../generated/resolvers-types';

/** GET /FAD/Corsi/Riepilogo's counts (the upstream's spelling 'succeded'). */
export const TrainingSummary: TrainingSummaryResolvers = {
  active: (summary) => summary.activeCourses,
  passed: (summary) => summary.succededCourses,
  failed: (summary) => summary.failedCourses,
  expired: (summary) => summary.expiredCourses,
};
