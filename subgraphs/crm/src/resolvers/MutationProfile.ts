import { badInput, requireMember, upstreamWriteKey } from '@club/subgraph-kit';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../generated/resolvers-types';
import { withMessage } from '../upstream-errors';

export const LEAVE_CLUB_MESSAGES = {
  login: 'Accedi per inviare la richiesta.',
  tooLong: 'Il motivo può contenere al massimo 1000 caratteri.',
  failed: 'La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci.',
} as const;

/** The profile area's writes (spec 3 §2 'Esci dal Club'). */
export const PAYMENT_METHOD_MESSAGES = {
  login: 'Accedi per modificare il metodo di pagamento.',
  failed: 'Si è verificato un errore con il servizio /paymentmethods',
} as const;

export const MutationProfile: Pick<MutationResolvers, 'leaveClub' | 'changePaymentMethod'> = {
  /** Spec 3 §7 POST /contact/paymentmethods: only an http(s) provider page is handed to the browser. */
  async changePaymentMethod(_root, _args, { viewer, dataSources }, info) {
    requireMember(viewer, PAYMENT_METHOD_MESSAGES.login);
    const answer = await withMessage(() => dataSources.profile.changePaymentMethods(upstreamWriteKey(viewer, info)), PAYMENT_METHOD_MESSAGES.failed);
    const url = new URL(answer.changePaymentMethodsUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new GraphQLError(PAYMENT_METHOD_MESSAGES.failed, { extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/contact/paymentmethods' } });
    return { redirectUrl: url.toString() };
  },

  async leaveClub(_root, { reason }, { viewer, dataSources }, info) {
    requireMember(viewer, LEAVE_CLUB_MESSAGES.login);
    const text = reason?.trim() || undefined;
    if (text && text.length > 1000) throw badInput(LEAVE_CLUB_MESSAGES.tooLong, 'reason');
    const answer = await withMessage(() => dataSources.profile.leaveClub(text, upstreamWriteKey(viewer, info)), LEAVE_CLUB_MESSAGES.failed);
    return { ok: answer.ok, requestId: answer.richiestaId, requestedAt: answer.dataRichiesta };
  },
};
