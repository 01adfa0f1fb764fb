import { forbidden } from '@club/subgraph-kit';
import type { UserResolvers } from '../generated/resolvers-types';
import { isViewerSelf } from '@club/policy';

export const User: UserResolvers = {
  __resolveReference(ref) {
    return { id: String(ref.id), ecmBalance: null };
  },

  /** Spec 2 §7 GET /CRM/Utente/Portafogli: the saldo of the active ecm wallet, for the member themself only. */
  async ecmBalance(user, _args, { viewer, dataSources }) {
    if (!viewer.userId) throw forbidden('Accedi per vedere il tuo saldo crediti ECM.', 'LOGIN_REQUIRED');
    if (!isViewerSelf(viewer, user.id)) {
      throw forbidden('Il saldo crediti ECM è visibile solo al suo titolare.', 'NOT_OWNER');
    }
    return dataSources.crm.ecmBalance();
  },
};
