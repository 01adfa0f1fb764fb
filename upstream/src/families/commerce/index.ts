import type { FamilyModule } from '../../family';
import { commerceInit, commercePayments, commercePaymentsCancelled } from './migration';
import { commerceLoyalty } from './migration-loyalty';
import { registerCommerceRoutes } from './routes';

/** Plans and prices, the members' products and quotation, the TopNegozi shops and coupons, and the loyalty programme. */
export const commerceFamily: FamilyModule = {
  name: 'commerce',
  migrations: [commerceInit, commercePayments, commerceLoyalty, commercePaymentsCancelled],
  // Loaded only to seed: a prepared data folder's upstream never holds the seed's modules (faker alone is ~45 MB).
  seed: async (db, ctx) => (await import('./seed')).seedCommerce(db, ctx),
  scale: async (db, ctx) => (await import('./seed-scale')).scaleCommerce(db, ctx),
  routes: registerCommerceRoutes,
};
