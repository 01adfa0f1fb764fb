import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Registration and the free trial (spec 1 §2, spec 3 §2). */
export const membershipRoutes: RouteObject[] = [
  { path: paths.registration, lazy: () => import('./RegistrationPage').then((m) => ({ Component: m.RegistrationPage })) },
  { path: paths.trialRegistration, lazy: () => import('./TrialPage').then((m) => ({ Component: m.TrialRegistrationPage })) },
  { path: paths.trialActivation, lazy: () => import('./TrialPage').then((m) => ({ Component: m.TrialActivationPage })) },
];
