import type { Query as QueryType } from '../generated/resolvers-types';
import type { ViewerModel } from '../models';
import { requestViewer } from '../viewer';
import type { ModelResolvers } from './model-resolvers';

export const Query: ModelResolvers<unknown, QueryType, { viewer: ViewerModel }> = {
  viewer: (_root, _args, context) => requestViewer(context),
  loginPublicKey: (_root, _args, { dataSources }) => dataSources.crm.publicKey(),
};
