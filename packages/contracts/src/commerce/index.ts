import type { RouteContract } from '../route';

// The commerce family's payload schemas and route contracts (upstream/README.md).

/** Every route contract of the commerce family. */
export const commerceRoutes: readonly RouteContract[] = [];
