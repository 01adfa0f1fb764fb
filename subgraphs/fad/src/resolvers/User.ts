import { forbidden, requireViewer } from '@club/subgraph-kit';
import { isSignedInMember, isViewerSelf, trienniumAccess } from '@club/policy';
import type { UserResolvers } from '../generated/resolvers-types';
import { loadTriennium } from '../triennium';

/** Why a member without the ecm wallet gets no triennium (the page shows the upgrade path instead). */
export const TRIENNIUM_WALLET_REFUSAL = 'Il triennio ECM è un servizio dei soci con i corsi ECM: effettua l\'upgrade per seguirlo.';

export const User: UserResolvers = {
  __resolveReference: (ref) => ({ id: String(ref.id) }),

  /** Spec 2 §7 GET /CRM/Utente/Portafogli: the saldo of the active ecm wallet, for the member themself only. */
  async ecmBalance(user, _args, { viewer, dataSources }) {
    requireViewer(viewer, isSignedInMember, 'Accedi per vedere il tuo saldo crediti ECM.');
    if (!isViewerSelf(viewer, user.id)) {
      throw forbidden('Il saldo crediti ECM è visibile solo al suo titolare.', 'NOT_OWNER');
    }
    return dataSources.crm.ecmBalance();
  },

  /** Issue 29: the member's own triennium (issue 40: or a past one by its label); a partner key or a visitor has no member and is refused first. */
  async ecmTriennium(user, args, context) {
    const { viewer } = context;
    requireViewer(viewer, isSignedInMember, 'Accedi per vedere il tuo triennio ECM.');
    if (!isViewerSelf(viewer, user.id)) throw forbidden('Il triennio ECM è visibile solo al suo titolare.', 'NOT_OWNER');
    if (trienniumAccess(viewer) !== 'TRACK') throw forbidden(TRIENNIUM_WALLET_REFUSAL, 'WALLET_REQUIRED');
    return loadTriennium(context, args.triennium);
  },
};
