import { offerActivation } from '@club/policy';
import { badInput, notFound } from '@club/subgraph-kit';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../generated/resolvers-types';
import { numericId } from '../topnegozi';

/**
 * Spec 3 §6 offer activation, enforced here: a viewer the policy refuses gets FORBIDDEN carrying the
 * paywall of their type (extensions.upsell) and never the voucher code.
 */
export const Mutation: MutationResolvers = {
  activateOffer: async (_p, { offerId }, { viewer, dataSources }) => {
    const id = numericId(offerId);
    if (id === null) throw notFound('Offerta non trovata.');
    const decision = offerActivation(viewer);
    if (!decision.allowed) {
      const { variant, title, text, cta } = decision.paywall;
      throw new GraphQLError(title, {
        extensions: {
          code: 'FORBIDDEN',
          reason: viewer.subscriptionType === 'SUSPECT' ? 'LOGIN_REQUIRED' : 'UPGRADE_REQUIRED',
          upsell: { kind: 'OFFER_PAYWALL', title, variant, text, ctaLabel: cta.label, ctaHref: cta.href },
        },
      });
    }
    const answer = await dataSources.topnegozi.offer(id).catch((err: unknown) => {
      if (err instanceof GraphQLError && err.extensions.code === 'NOT_FOUND') throw notFound('Offerta non trovata.');
      throw err;
    });
    const offer = answer.data;
    if (offer.end_date !== null && new Date(offer.end_date).getTime() <= Date.now()) throw badInput('Offerta scaduta.');
    return offer.offer_type === 'o'
      ? // The affiliate redirect is passed on under the portal's own origin (gateway): the browser gets its path.
        { offerId: String(offer.id), voucherCode: null, redirectUrl: new URL(`${answer.offer_redirect_url}${offer.id}`).pathname }
      : { offerId: String(offer.id), voucherCode: offer.voucher_code, redirectUrl: null };
  },
};
