import type { RouteContract } from '../route';
import { cmsComponentRoutes } from './components';
import { cmsDealRoutes } from './deals';
import { cmsFavouriteRoutes } from './favourites';
import { cmsFileRoutes } from './files';
import { cmsFormRoutes } from './forms';
import { cmsLayoutRoutes } from './layout';
import { cmsLibraryRoutes } from './library';
import { cmsPartnerRoutes } from './partners';
import { cmsPaywallRoutes } from './paywall';
import { cmsSearchRoutes } from './search';
import { cmsServiceRoutes } from './services';

// The cms family's payload schemas and route contracts (upstream/README.md, CMS).
export * from './content';
export * from './search';
export * from './layout';
export * from './library';
export * from './favourites';
export * from './partners';
export * from './paywall';
export * from './components';
export * from './services';
export * from './deals';
export * from './forms';
export * from './files';

/**
 * Every JSON route of the cms family by name: `cmsContracts.navigation.response` parses the answer,
 * `PayloadOf<typeof cmsContracts.navigation>` types it. The media library under `/media/*` streams
 * files under any path and is described in upstream/README.md only.
 */
export const cmsContracts = {
  ...cmsSearchRoutes,
  ...cmsLayoutRoutes,
  ...cmsLibraryRoutes,
  ...cmsFavouriteRoutes,
  ...cmsPartnerRoutes,
  ...cmsPaywallRoutes,
  ...cmsComponentRoutes,
  ...cmsServiceRoutes,
  ...cmsDealRoutes,
  ...cmsFormRoutes,
};

/** Every route contract of the cms family: its JSON routes and those answering files (`cmsFileRoutes`: PDFs, with their media types). */
export const cmsRoutes: readonly RouteContract[] = [...Object.values(cmsContracts), ...Object.values(cmsFileRoutes)];
