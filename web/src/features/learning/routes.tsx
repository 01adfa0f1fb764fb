import type { RouteObject } from 'react-router';

/** Routes of the learning area (lazy pages). */
export const learningRoutes: RouteObject[] = [];
