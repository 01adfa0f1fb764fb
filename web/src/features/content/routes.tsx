import type { RouteObject } from 'react-router';

/** Routes of the content area (lazy pages). */
export const contentRoutes: RouteObject[] = [];
