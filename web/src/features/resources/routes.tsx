import type { RouteObject } from 'react-router';
import { resourcePaths } from './resourcePaths';

/** Routes of the resources area (lazy pages): resources, tools and modules (the favourites, magazines and newsstand pages under its paths are placed by app/router.tsx). */
export const resourcesRoutes: RouteObject[] = [
  { path: resourcePaths.resources, lazy: () => import('./ResourcesPage').then((m) => ({ Component: m.ResourcesPage })) },
  { path: resourcePaths.allTools, lazy: () => import('./AllResourcesPage').then((m) => ({ Component: m.AllToolsPage })) },
  { path: resourcePaths.allModules, lazy: () => import('./AllResourcesPage').then((m) => ({ Component: m.AllModulesPage })) },
  { path: resourcePaths.resource, lazy: () => import('./ResourcePage').then((m) => ({ Component: m.ResourcePage })) },
];
