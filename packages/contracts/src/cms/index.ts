import type { RouteContract } from '../route';

// The cms family's payload schemas and route contracts (upstream/README.md).

/** Every route contract of the cms family. */
export const cmsRoutes: readonly RouteContract[] = [];
