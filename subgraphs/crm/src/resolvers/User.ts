import type { User as UserType } from '../generated/resolvers-types';
import { forbidden } from '@club/subgraph-kit';
import { toContact, toLastSubscription, toMissingFields, toUserModel, toWallet } from '../mapping';
import { CONTACT_MESSAGES } from '../messages';
import { upstreamCode, withMessage } from '../upstream-errors';
import type { UserModel } from '../models';
import { isViewerSelf } from '@club/policy';
import type { ModelResolvers, ReferenceResolver } from './model-resolvers';

/** The sections each need their own upstream call, made only when the query asks for them. */
export const User: ModelResolvers<UserModel, UserType> & { __resolveReference: ReferenceResolver<UserModel> } = {
  /** Other subgraphs reference members; only the viewer's own record resolves (nobody reads another member's data). */
  async __resolveReference(ref, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, String(ref.id))) return null;
    return toUserModel(await dataSources.crm.user(), dataSources.crm);
  },
  wallets: async (u) => (await u.api.wallets()).map(toWallet),
  contact: async (u) => toContact(await u.api.consistency()),
  lastSubscription: async (u) => toLastSubscription(await u.api.consistency()),

  /** Spec 2 §3-§4 missing-fields check; spec 3 §7: a 401 from the check is ignored (no data, no error). */
  async missingFields(u, _args, { viewer }) {
    if (!isViewerSelf(viewer, u.id)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    try {
      const [check, contact] = await withMessage(() => Promise.all([u.api.contactCheck(), u.api.consistency()]), CONTACT_MESSAGES.checkFailed, [
        'UNAUTHENTICATED',
      ]);
      return toMissingFields(check, contact);
    } catch (err) {
      if (upstreamCode(err) === 'UNAUTHENTICATED') return null;
      throw err;
    }
  },
};
