import type { UpstreamFamily } from '../../family';
import { commerceInit, commercePayments } from './migration';
import { registerCommerceRoutes } from './routes';
import { seedCommerce } from './seed';

/** Plans and prices, the members' products and quotation, and the TopNegozi shops and coupons. */
export const commerceFamily: UpstreamFamily = {
  name: 'commerce',
  migrations: [commerceInit, commercePayments],
  seed: seedCommerce,
  routes: registerCommerceRoutes,
};
