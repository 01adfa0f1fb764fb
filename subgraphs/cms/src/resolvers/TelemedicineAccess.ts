/** What the telemedicine page shows (spec 3 §4), decided by packages/policy from the viewer's netmed Stato. */
import { telemedicineAccess } from '@club/policy';
import type { QueryResolvers } from '../generated/resolvers-types';

export const telemedicineQueryFields: Pick<QueryResolvers, 'telemedicineAccess'> = {
  telemedicineAccess: (_parent, _args, { viewer }) => telemedicineAccess(viewer),
};
