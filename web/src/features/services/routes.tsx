import type { RouteObject } from 'react-router';
import { servicePaths } from './servicePaths';

const page = (name: 'ServicesPage' | 'LegalDetailPage' | 'InsuranceDetailPage' | 'ConventionPartnerPage') => () =>
  import('./ServicePage').then((m) => ({ Component: m[name] }));

/** Routes of the services area (spec 3 §2): the services home, the legal and insurance hubs and details, conventions and partner pages. */
export const servicesRoutes: RouteObject[] = [
  { path: servicePaths.home, lazy: page('ServicesPage') },
  { path: servicePaths.legal, lazy: page('ServicesPage') },
  { path: servicePaths.insurance, lazy: page('ServicesPage') },
  { path: servicePaths.legalDetail, lazy: page('LegalDetailPage') },
  { path: servicePaths.insuranceDetail, lazy: page('InsuranceDetailPage') },
  { path: servicePaths.conventions, lazy: page('ServicesPage') },
  { path: servicePaths.sanitassicura, lazy: page('ServicesPage') },
  { path: servicePaths.conventionPartner, lazy: page('ConventionPartnerPage') },
];
