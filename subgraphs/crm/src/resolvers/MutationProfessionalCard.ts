import { isSignedInMember, professionalCardAccess } from '@club/policy';
import { forbidden, requireViewer, upstreamWriteKey } from '@club/subgraph-kit';
import { CARD_MESSAGES } from '@club/validation';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../generated/resolvers-types';
import { cardFromInput, cardPatch, newCardDraft } from '../professional-card';
import { upstreamCode } from '../upstream-errors';

/** An upstream 400 keeps its Italian message; 409 is CONFLICT with the spec's reading; anything else the §8 failure toast. */
function cardSaveError(err: unknown): GraphQLError {
  const code = upstreamCode(err);
  if (code === 'CONFLICT') return new GraphQLError(CARD_MESSAGES.conflict, { extensions: { code: 'CONFLICT' } });
  if (code === 'BAD_USER_INPUT' || code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return err as GraphQLError;
  const extensions = err instanceof GraphQLError ? err.extensions : { code: 'UPSTREAM_UNAVAILABLE' };
  return new GraphQLError(CARD_MESSAGES.failed, { extensions });
}

/**
 * Saves the member's own card (spec 3 §5, §7 PATCH /professionallist/professionalcards): the patch is
 * the diff of the form's card against the draft on file, sent with `patchFrom` = the version the
 * member edited, so a save from a stale draft is CONFLICT instead of overwriting another change.
 */
export const MutationProfessionalCard: Pick<MutationResolvers, 'saveProfessionalCard'> = {
  async saveProfessionalCard(_root, { input }, { viewer, dataSources }, info) {
    const member = requireViewer(viewer, isSignedInMember, CARD_MESSAGES.login);
    const access = professionalCardAccess(member);
    if (!access.canEdit) throw forbidden(CARD_MESSAGES.login, 'LOGIN_REQUIRED');
    try {
      const user = await dataSources.crm.user();
      const before = (await dataSources.profile.professionalCardMe()) ?? newCardDraft(user.name, user.surname);
      const after = await cardFromInput(input, before, dataSources.crm, access.contacts);
      const patch = cardPatch(before, after);
      const saved = await dataSources.profile.patchProfessionalCard({ patchFrom: input.version, patch }, upstreamWriteKey(member, info));
      return { ...saved, claims: member };
    } catch (err) {
      throw cardSaveError(err);
    }
  },
};
