import { offerActivation } from '@club/policy';
import type { OfferResolvers } from '../generated/resolvers-types';

/**
 * Spec 3 §3 Offer/coupon. `voucher_code` of the parent is never read here: the only way to a code is
 * Mutation.activateOffer, after the policy allows it.
 */
export const Offer: OfferResolvers = {
  id: ({ offer }) => String(offer.id),
  shopId: ({ offer }) => String(offer.shop_id),
  shopName: ({ offer }) => offer.shop_name,
  shopLogoUrl: ({ offer, logoBase }) => `${logoBase}${encodeURIComponent(offer.shop_logo)}`,
  title: ({ offer }) => offer.title,
  description: ({ offer }) => offer.description,
  isDirect: ({ offer }) => offer.offer_type === 'o',
  badgeType: ({ offer }) => offer.otypes[0]?.input_name ?? 'sale',
  badgeName: ({ offer }) => offer.otypes[0]?.name ?? '',
  reducedPriceValue: ({ offer }) => offer.reduced_price_value,
  reducedPriceSymbol: ({ offer }) => (offer.reduced_price_symbol === 1 ? 'EURO' : offer.reduced_price_symbol === 2 ? 'PERCENT' : null),
  endDateText: ({ offer }) => offer.end_date_time_forhumans,
  endDate: ({ offer }) => offer.end_date,
  expired: ({ offer }) => offer.end_date !== null && new Date(offer.end_date).getTime() <= Date.now(),
  canActivate: (_parent, _args, { viewer }) => offerActivation(viewer).allowed,
  paywall: (_parent, _args, { viewer }) => {
    const decision = offerActivation(viewer);
    if (decision.allowed) return null;
    const { variant, title, text, cta } = decision.paywall;
    return { variant, title, text, ctaLabel: cta.label, ctaHref: cta.href };
  },
};
