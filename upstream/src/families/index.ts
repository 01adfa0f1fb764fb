import type { UpstreamFamily } from '../family';
import { coreFamily } from './core';
import { crmFamily } from './crm/index';
import { fadFamily } from './fad/index';
import { cmsFamily } from './cms/index';
import { commerceFamily } from './commerce/index';

/** Order matters: migrations and seeds run in this order (crm seeds the users the others refer to). */
export const families: UpstreamFamily[] = [coreFamily, crmFamily, fadFamily, cmsFamily, commerceFamily];
