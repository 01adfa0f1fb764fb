import type { RouteObject } from 'react-router';

/** Routes of the resources area (lazy pages). */
export const resourcesRoutes: RouteObject[] = [];
