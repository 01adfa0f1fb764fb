import { badInput } from '@club/subgraph-kit';
import type { QueryResolvers } from '../generated/resolvers-types';
import { CONTACT_MESSAGES } from '../messages';
import { professionalDirectory } from '../professional-directory';
import { withMessage } from '../upstream-errors';
import { pressQuery } from './press';
import { requestViewer } from '../viewer';

export const Query: QueryResolvers = {
  viewer: (_root, _args, context) => requestViewer(context),
  loginPublicKey: (_root, _args, { dataSources }) => dataSources.crm.publicKey(),

  // The profession catalogue is public reference data (the data-completion modal's selects).
  professions: (_root, _args, { dataSources }) => withMessage(() => dataSources.crm.professions(), CONTACT_MESSAGES.professionsFailed),

  specializationFamilies: (_root, _args, { dataSources }) =>
    withMessage(() => dataSources.crm.specializationFamilies(), CONTACT_MESSAGES.specializationsFailed),

  professionDetails: (_root, { professionId }, { dataSources }) =>
    withMessage(async () => (await dataSources.crm.professionDetails(professionId)).dettagli, CONTACT_MESSAGES.professionDetailsFailed, ['NOT_FOUND']),

  // Public directory data: the home section of the newest professionals (4 cards).
  latestProfessionals: async (_root, { take }, { dataSources }) => {
    const count = take ?? 4;
    if (!Number.isInteger(count) || count < 1 || count > 24) throw badInput('take va da 1 a 24.', 'take');
    return dataSources.crm.latestProfessionalCards(count);
  },

  // The directory /professionisti-sanitari (spec 2 §2): filters, 12 per page, contacts for Premium only.
  professionalDirectory: (_root, args, context) => professionalDirectory(args, context),

  ...pressQuery,
};
