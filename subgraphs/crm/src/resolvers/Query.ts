import { badInput } from '@club/subgraph-kit';
import type { QueryResolvers } from '../generated/resolvers-types';
import { CONTACT_MESSAGES } from '../messages';
import { professionalDirectory } from '../professional-directory';
import { LEAD_MESSAGES } from '../leads';
import { withMessage } from '../upstream-errors';
import { pressQuery } from './press';
import { requestViewer } from '../viewer';

/** Spec 3 §9: professional cards 4 per page on the home-care page. */
export const PHARMACARE_PAGE_SIZE = 4;
/** The terms of use's failure (the spec's 'Errore nel servizio {path}' form). */
export const CONDITIONS_OF_USE_FAILED = 'Errore nel servizio /CRM/CondizioniUso';
/** Spec 3 §8: the home-care list's failure, logged by the page. */
const PHARMACARE_FAILED = 'Errore del servizio /professionallist/professionalcards';

export const Query: QueryResolvers = {
  viewer: (_root, _args, context) => requestViewer(context),
  loginPublicKey: (_root, _args, { dataSources }) => dataSources.crm.publicKey(),
  // Spec 1 §2 /condizioni-uso, §7 GET /CRM/CondizioniUso: the terms of use are public.
  conditionsOfUse: (_root, _args, { dataSources }) => withMessage(async () => (await dataSources.crm.conditionsOfUse()).text, CONDITIONS_OF_USE_FAILED),

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
  // Spec 3 §7 GET /Forms/FitnessCenter: the fitness form's club select.
  fitnessCenters: (_root, _args, { dataSources }) => withMessage(() => dataSources.crm.fitnessCenters(), LEAD_MESSAGES.fitnessCentersFailed),

  // Spec 3 §4, §9 home care: Pharmacare cards, 4 per page.
  pharmacareProfessionals: async (_root, { page }, { dataSources }) => {
    const n = page ?? 1;
    if (!Number.isInteger(n) || n < 1) throw badInput('page parte da 1.', 'page');
    const answer = await withMessage(
      () => dataSources.crm.professionalCards({ take: PHARMACARE_PAGE_SIZE, page: n, isPharmacare: 'true' }),
      PHARMACARE_FAILED,
    );
    return answer.professionalCards;
  },
};
