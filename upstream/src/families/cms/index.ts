import type { UpstreamFamily } from '../../family';
import { cmsMigrations } from './migration';
import { registerLayoutRoutes } from './routes-layout';
import { registerSearchRoutes } from './routes-search';
import { seedCms } from './seed';

/** CMS family: editorial contents and their searches, navigation, top bar, banners, footer. */
export const cmsFamily: UpstreamFamily = {
  name: 'cms',
  migrations: cmsMigrations,
  seed: seedCms,
  routes(app, deps) {
    registerSearchRoutes(app, deps);
    registerLayoutRoutes(app, deps);
  },
};
