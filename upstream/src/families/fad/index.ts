import type { UpstreamFamily } from '../../family';
import { fadMigrations } from './migration';
import { registerFadRoutes } from './routes';
import { seedFad } from './seed';

/** FAD family: ECM course catalogue, course cards and members' enrolments (spec 2 §2, §3, §7). */
export const fadFamily: UpstreamFamily = {
  name: 'fad',
  migrations: fadMigrations,
  seed: seedFad,
  routes: registerFadRoutes,
};
