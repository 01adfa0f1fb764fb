import type { RouteObject } from 'react-router';

/** The library item page (spec 2 §3, 3 §3 'Library item'; the route is ours: the spec names none). */
export const libraryRoutes: RouteObject[] = [{ path: '/libreria/:id', lazy: () => import('./LibraryItemPage').then((m) => ({ Component: m.LibraryItemPage })) }];
