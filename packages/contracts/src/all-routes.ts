import { cmsRoutes } from './cms';
import { commerceRoutes } from './commerce';
import { crmRoutes } from './crm';
import { fadRoutes } from './fad';
import type { RouteContract } from './route';

/** Every route contract of every family, in the order the OpenAPI document lists them. */
export const allRoutes: readonly RouteContract[] = [...crmRoutes, ...fadRoutes, ...cmsRoutes, ...commerceRoutes];
