import { isSignedInMember } from '@club/policy';
import { badInput, requireViewer, upstreamWriteKey } from '@club/subgraph-kit';
import { CART_MESSAGES, isCartReturnUrl } from '../cart';
import type { MutationResolvers } from '../generated/resolvers-types';
import { eurosToCents, money } from '../money';

/**
 * The cart writes (spec 3 §4 'Cart', §7). Members only; each upstream write carries the key derived
 * from the client's Idempotency-Key, so a double submit adds, removes or opens a payment once. The
 * service's refusals (unknown plan or instalment plan: 400; not in the cart: 404; empty cart: 409)
 * pass with their messages as BAD_USER_INPUT, NOT_FOUND and CONFLICT.
 */
export const cartMutation: Pick<MutationResolvers, 'addToCart' | 'removeFromCart' | 'checkout'> = {
  addToCart: (_root, { productId, installmentPlanId, redirectTo }, { viewer, dataSources }, info) => {
    requireViewer(viewer, isSignedInMember, CART_MESSAGES.loginRequired);
    return dataSources.commerce.addToCart({ productId, installmentPlanId, ...(redirectTo ? { redirectTo } : {}) }, upstreamWriteKey(viewer, info));
  },

  removeFromCart: (_root, { productId }, { viewer, dataSources }, info) => {
    requireViewer(viewer, isSignedInMember, CART_MESSAGES.loginRequired);
    return dataSources.commerce.removeFromCart(productId, upstreamWriteKey(viewer, info));
  },

  checkout: async (_root, { returnUrl }, { viewer, dataSources }, info) => {
    requireViewer(viewer, isSignedInMember, CART_MESSAGES.loginRequired);
    if (!isCartReturnUrl(returnUrl)) throw badInput(CART_MESSAGES.badReturnUrl, 'returnUrl');
    const payment = await dataSources.commerce.checkout(returnUrl, upstreamWriteKey(viewer, info));
    // The provider's page is served under the portal's own origin (the gateway passes it on): the browser gets its path.
    const page = new URL(payment.paymentUrl);
    return { paymentUrl: `${page.pathname}${page.search}`, amount: money(eurosToCents(payment.amount)) };
  },
};
