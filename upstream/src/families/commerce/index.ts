import type { UpstreamFamily } from '../../family';
import { commerceInit, commercePayments, commercePaymentsCancelled } from './migration';
import { commerceLoyalty } from './migration-loyalty';
import { registerCommerceRoutes } from './routes';
import { seedCommerce } from './seed';

/** Plans and prices, the members' products and quotation, the TopNegozi shops and coupons, and the loyalty programme. */
export const commerceFamily: UpstreamFamily = {
  name: 'commerce',
  migrations: [commerceInit, commercePayments, commerceLoyalty, commercePaymentsCancelled],
  seed: seedCommerce,
  routes: registerCommerceRoutes,
};
