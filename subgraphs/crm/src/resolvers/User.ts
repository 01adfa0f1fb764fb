import type { User as UserType } from '../generated/resolvers-types';
import { toContact, toLastSubscription, toUserModel, toWallet } from '../mapping';
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
};
