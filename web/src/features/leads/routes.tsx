import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Routes of the support and lead-form pages (lazy): support, contact form, fitness network, home care. */
export const leadsRoutes: RouteObject[] = [
  { path: paths.support, lazy: () => import('./SupportPage').then((m) => ({ Component: m.SupportPage })) },
  { path: paths.supportContacts, lazy: () => import('./SupportContactPage').then((m) => ({ Component: m.SupportContactPage })) },
  { path: paths.fitnessNetwork, lazy: () => import('./FitnessNetworkPage').then((m) => ({ Component: m.FitnessNetworkPage })) },
  { path: paths.homeCare, lazy: () => import('./HomeCarePage').then((m) => ({ Component: m.HomeCarePage })) },
];
