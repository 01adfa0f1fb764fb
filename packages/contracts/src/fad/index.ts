import type { RouteContract } from '../route';

// The fad family's payload schemas and route contracts (upstream/README.md).

/** Every route contract of the fad family. */
export const fadRoutes: readonly RouteContract[] = [];
