import type { FamilyModule } from '../../family';
import { cmsMigrations } from './migration';
import { registerComponentRoutes } from './routes-components';
import { registerDealRoutes } from './routes-deals';
import { registerInfographicRoutes } from './infographics';
import { registerFavouriteRoutes } from './routes-favourites';
import { registerFormRoutes } from './routes-forms';
import { registerLayoutRoutes } from './routes-layout';
import { registerLibraryRoutes } from './routes-library';
import { registerMediaRoutes } from './routes-media';
import { registerModuleRoutes } from './routes-modules';
import { registerPartnerRoutes } from './routes-partners';
import { registerPaywallRoutes } from './routes-paywall';
import { registerSearchRoutes } from './routes-search';
import { registerServiceRoutes } from './routes-services';

/** CMS family: editorial contents and their searches, navigation, top bar, banners, footer, favourites,
 * latest contents and library items, magazines, external news, partner logos and module files. */
export const cmsFamily: FamilyModule = {
  name: 'cms',
  migrations: cmsMigrations,
  // Loaded only to seed: a prepared data folder's upstream never holds the seed's modules (faker alone is ~45 MB).
  seed: async (db, ctx) => (await import('./seed')).seedCms(db, ctx),
  scale: async (db, ctx) => (await import('./seed-scale')).scaleCms(db, ctx),
  routes(app, deps) {
    registerSearchRoutes(app, deps);
    registerLayoutRoutes(app, deps);
    registerLibraryRoutes(app, deps);
    registerFavouriteRoutes(app, deps);
    registerPartnerRoutes(app, deps);
    registerModuleRoutes(app, deps);
    registerInfographicRoutes(app, deps);
    registerComponentRoutes(app, deps);
    registerPaywallRoutes(app, deps);
    registerDealRoutes(app, deps);
    registerMediaRoutes(app, deps);
    registerServiceRoutes(app, deps);
    registerFormRoutes(app, deps);
  },
};
