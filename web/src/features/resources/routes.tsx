import type { RouteObject } from 'react-router';
import { resourcePaths } from './resourcePaths';

/** Routes of the resources area (lazy pages): resources, favourites, magazines, newsstand. */
export const resourcesRoutes: RouteObject[] = [
  { path: resourcePaths.resources, lazy: () => import('./ResourcesPage').then((m) => ({ Component: m.ResourcesPage })) },
  { path: resourcePaths.allTools, lazy: () => import('./AllResourcesPage').then((m) => ({ Component: m.AllToolsPage })) },
  { path: resourcePaths.allModules, lazy: () => import('./AllResourcesPage').then((m) => ({ Component: m.AllModulesPage })) },
  { path: resourcePaths.resource, lazy: () => import('./ResourcePage').then((m) => ({ Component: m.ResourcePage })) },
  { path: resourcePaths.myResources, lazy: () => import('../favourites/FavouritesPages').then((m) => ({ Component: m.MyResourcesPage })) },
  { path: resourcePaths.magazines, lazy: () => import('../magazines/MagazinesPage').then((m) => ({ Component: m.MagazinesPage })) },
  { path: resourcePaths.newsstand, lazy: () => import('../magazines/EdicolaPage').then((m) => ({ Component: m.EdicolaPage })) },
  { path: resourcePaths.myLibrary, lazy: () => import('../favourites/FavouritesPages').then((m) => ({ Component: m.MyLibraryPage })) },
];
