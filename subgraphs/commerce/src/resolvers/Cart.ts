import type { CartPriceEntryResolvers, CartResolvers } from '../generated/resolvers-types';
import { cartEntryPayable, cartTotal } from '../cart';
import { eurosToCents, money } from '../money';
import { orderPriceList } from '../plans';

export const Cart: CartResolvers = {
  plans: (c) => c.products,
  // The default choice (12 instalments) first, as on the price cards.
  priceList: (c) => orderPriceList(c.availablePriceList),
  total: (c) => cartTotal(c),
};

export const CartPriceEntry: CartPriceEntryResolvers = {
  totalPrice: (e) => money(eurosToCents(e.totalPrice)),
  discountedPrice: (e) => (e.discountPrice === null ? null : money(eurosToCents(e.discountPrice))),
  instalmentPrice: (e) => money(Math.round(cartEntryPayable(e) / e.installmentPlanNumber)),
};
