import type { RouteContract } from '../route';

// The crm family's payload schemas and route contracts (upstream/README.md).

/** Every route contract of the crm family. */
export const crmRoutes: readonly RouteContract[] = [];
