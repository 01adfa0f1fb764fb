import { forbidden, requireMember } from '@club/subgraph-kit';
import { isViewerSelf } from '@club/policy';
import type { UserResolvers } from '../generated/resolvers-types';

export const User: UserResolvers = {
  __resolveReference: (ref) => ({ id: String(ref.id) }),

  /** Spec 2 §7 GET /CRM/Utente/Portafogli: the saldo of the active ecm wallet, for the member themself only. */
  async ecmBalance(user, _args, { viewer, dataSources }) {
    requireMember(viewer, 'Accedi per vedere il tuo saldo crediti ECM.');
    if (!isViewerSelf(viewer, user.id)) {
      throw forbidden('Il saldo crediti ECM è visibile solo al suo titolare.', 'NOT_OWNER');
    }
    return dataSources.crm.ecmBalance();
  },
};
