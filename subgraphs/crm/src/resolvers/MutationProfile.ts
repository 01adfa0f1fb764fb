import { badInput, requireMember, upstreamWriteKey } from '@club/subgraph-kit';
import type { MutationResolvers } from '../generated/resolvers-types';
import { withMessage } from '../upstream-errors';

export const LEAVE_CLUB_MESSAGES = {
  login: 'Accedi per inviare la richiesta.',
  tooLong: 'Il motivo può contenere al massimo 1000 caratteri.',
  failed: 'La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci.',
} as const;

/** The profile area's writes (spec 3 §2 'Esci dal Club'). */
export const MutationProfile: Pick<MutationResolvers, 'leaveClub'> = {
  async leaveClub(_root, { reason }, { viewer, dataSources }, info) {
    requireMember(viewer, LEAVE_CLUB_MESSAGES.login);
    const text = reason?.trim() || undefined;
    if (text && text.length > 1000) throw badInput(LEAVE_CLUB_MESSAGES.tooLong, 'reason');
    const answer = await withMessage(() => dataSources.profile.leaveClub(text, upstreamWriteKey(viewer, info)), LEAVE_CLUB_MESSAGES.failed);
    return { ok: answer.ok, requestId: answer.richiestaId, requestedAt: answer.dataRichiesta };
  },
};
