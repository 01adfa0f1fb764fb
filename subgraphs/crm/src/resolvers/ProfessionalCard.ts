import { canSeeProfessionalContacts } from '@club/policy';
import type { ProfessionalCardResolvers } from '../generated/resolvers-types';

/** A directory card; the other fields are named as upstream. */
export const ProfessionalCard: ProfessionalCardResolvers = {
  // Spec 2 §9: the contacts only for a viewer who may see them, whatever the upstream sent.
  contacts: (c, _args, { viewer }) => (canSeeProfessionalContacts(viewer) ? c.contacts : null),
};
