import type { Query as QueryType, QueryProfessionDetailsArgs } from '../generated/resolvers-types';
import { toNamed, toProfession } from '../mapping';
import { CONTACT_MESSAGES } from '../messages';
import type { ViewerModel } from '../models';
import { withMessage } from '../upstream-errors';
import { requestViewer } from '../viewer';
import type { ModelResolvers } from './model-resolvers';

export const Query: ModelResolvers<unknown, QueryType, { viewer: ViewerModel }, { professionDetails: QueryProfessionDetailsArgs }> = {
  viewer: (_root, _args, context) => requestViewer(context),
  loginPublicKey: (_root, _args, { dataSources }) => dataSources.crm.publicKey(),

  // The profession catalogue is public reference data (the data-completion modal's selects).
  professions: (_root, _args, { dataSources }) =>
    withMessage(async () => (await dataSources.crm.professions()).map(toProfession), CONTACT_MESSAGES.professionsFailed),

  specializationFamilies: (_root, _args, { dataSources }) =>
    withMessage(
      async () => (await dataSources.crm.specializationFamilies()).map((f) => ({ id: f.id, name: f.nome, specializations: f.specializzazioni.map(toNamed) })),
      CONTACT_MESSAGES.specializationsFailed,
    ),

  professionDetails: (_root, { professionId }, { dataSources }) =>
    withMessage(
      async () => (await dataSources.crm.professionDetails(professionId)).dettagli.map(toNamed),
      CONTACT_MESSAGES.professionDetailsFailed,
      ['NOT_FOUND'],
    ),
};
