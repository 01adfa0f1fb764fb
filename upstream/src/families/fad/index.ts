import type { FastifyInstance } from 'fastify';
import type { FamilyModule, RouteDeps } from '../../family';
import { fadMigrations } from './migration';
import { registerPlayerRoutes } from './player';
import { registerFadRoutes } from './routes';
import { registerAccessRoutes } from './routes-access';
import { registerEnrolmentRoutes } from './routes-enrolment';
import { registerLearningContentRoutes } from './routes-learning-content';
import { registerTrienniumRoutes } from './routes-triennium';

/**
 * FAD family: ECM course catalogue, course cards, members' enrolments and training area, course
 * access with the reference player, certificates, and the learning content built on the courses
 * (suggested courses, e-books, training films, video clips) (spec 2 §2, §3, §7; spec 3 §7).
 */
export const fadFamily: FamilyModule = {
  name: 'fad',
  migrations: fadMigrations,
  // Loaded only to seed: a prepared data folder's upstream never holds the seed's modules (faker alone is ~45 MB).
  seed: async (db, ctx) => (await import('./seed')).seedFad(db, ctx),
  scale: async (db, ctx) => (await import('./seed-scale')).scaleFad(db, ctx),
  routes(app: FastifyInstance, deps: RouteDeps) {
    registerFadRoutes(app, deps);
    registerEnrolmentRoutes(app, deps);
    registerAccessRoutes(app, deps);
    registerPlayerRoutes(app, deps.db);
    registerLearningContentRoutes(app, deps);
    registerTrienniumRoutes(app, deps);
  },
};
