import type { RouteObject } from 'react-router';

/** The ECM triennium page (issue 29), in the profile area's paths. */
export const ecmTrienniumRoutes: RouteObject[] = [
  { path: '/profilo/triennio-ecm', lazy: () => import('./EcmTrienniumPage').then((m) => ({ Component: m.EcmTrienniumPage })) },
];
