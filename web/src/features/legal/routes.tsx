import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Static legal pages (spec 3 §2 'Other linked routes'). */
export const legalRoutes: RouteObject[] = [
  { path: paths.privacyNotice, lazy: () => import('./LegalPage').then((m) => ({ Component: m.PrivacyNoticePage })) },
  { path: paths.privacyPolicy, lazy: () => import('./LegalPage').then((m) => ({ Component: m.PrivacyPolicyPage })) },
  { path: paths.cookiePolicy, lazy: () => import('./LegalPage').then((m) => ({ Component: m.CookiePolicyPage })) },
  { path: paths.privacyHomnya, lazy: () => import('./LegalPage').then((m) => ({ Component: m.PrivacyHomnyaPage })) },
  { path: paths.privacyIntegrativa, lazy: () => import('./LegalPage').then((m) => ({ Component: m.PrivacyIntegrativaPage })) },
  // Spec 2 §2 names the privacy notice under /club/ too.
  { path: paths.clubPrivacyNotice, lazy: () => import('./LegalPage').then((m) => ({ Component: m.PrivacyNoticePage })) },
];
