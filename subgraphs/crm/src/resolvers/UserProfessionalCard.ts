import { isViewerSelf, professionalCardAccess } from '@club/policy';
import { forbidden } from '@club/subgraph-kit';
import { CARD_MESSAGES } from '@club/validation';
import type { UserResolvers } from '../generated/resolvers-types';
import { CONTACT_MESSAGES } from '../messages';
import { newCardDraft } from '../professional-card';
import { withMessage } from '../upstream-errors';

/**
 * The member's own card draft (spec 3 §3, §7 GET /professionallist/professionalcards/me): read with
 * the viewer's own token only; no argument names a card or a member. 204 → a new draft prefilled
 * with the member's first and last name.
 */
export const UserProfessionalCard: Pick<UserResolvers, 'professionalCard'> = {
  async professionalCard(u, _args, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    if (!professionalCardAccess(viewer).canEdit) throw forbidden(CARD_MESSAGES.login, 'LOGIN_REQUIRED');
    const draft = await withMessage(() => dataSources.profile.professionalCardMe(), CARD_MESSAGES.loadFailed);
    return { ...(draft ?? newCardDraft(u.name, u.surname)), claims: viewer };
  },
};
