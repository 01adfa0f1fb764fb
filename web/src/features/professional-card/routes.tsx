import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /profilo/la-mia-scheda (spec 3 §2). */
export const professionalCardRoutes: RouteObject[] = [
  { path: paths.myProfessionalCard, lazy: () => import('./ProfessionalCardPage').then((m) => ({ Component: m.ProfessionalCardPage })) },
];
