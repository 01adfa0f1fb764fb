import { badInput } from '@club/subgraph-kit';
import { canSeeProfessionalContacts } from '@club/policy';
import type { Query as QueryType, QueryLatestProfessionalsArgs, QueryProfessionDetailsArgs, QueryProfessionalDirectoryArgs } from '../generated/resolvers-types';
import { toNamed, toProfession, toProfessionalCard } from '../mapping';
import { CONTACT_MESSAGES } from '../messages';
import type { ViewerModel } from '../models';
import { professionalDirectory } from '../professional-directory';
import { withMessage } from '../upstream-errors';
import { requestViewer } from '../viewer';
import type { ModelResolvers } from './model-resolvers';

export const Query: ModelResolvers<unknown, QueryType, { viewer: ViewerModel }, { professionDetails: QueryProfessionDetailsArgs; latestProfessionals: QueryLatestProfessionalsArgs; professionalDirectory: QueryProfessionalDirectoryArgs }> = {
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

  // Public directory data: the home section of the newest professionals (4 cards).
  latestProfessionals: async (_root, { take }, { dataSources, viewer }) => {
    const count = take ?? 4;
    if (!Number.isInteger(count) || count < 1 || count > 24) throw badInput('take va da 1 a 24.', 'take');
    const showContacts = canSeeProfessionalContacts(viewer);
    return (await dataSources.crm.latestProfessionalCards(count)).map((c) => toProfessionalCard(c, showContacts));
  },

  // The directory /professionisti-sanitari (spec 2 §2): filters, 12 per page, contacts for Premium only.
  professionalDirectory: (_root, args, context) => professionalDirectory(args, context),
};
