import type { FamilyModule } from '../family';
import { coreFamily } from './core';
import { crmFamily } from './crm/index';
import { fadFamily } from './fad/index';
import { cmsFamily } from './cms/index';
import { commerceFamily } from './commerce/index';

/** Order matters: migrations and seeds run in this order (crm seeds the users the others refer to). */
export const families: FamilyModule[] = [coreFamily, crmFamily, fadFamily, cmsFamily, commerceFamily];
