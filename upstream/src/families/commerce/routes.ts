import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../family';
import { registerImages } from './images';
import { registerLoyalty } from './routes-loyalty';
import { registerShopRoutes } from './routes-shops';
import { registerCart } from './routes-cart';
import { registerSuggestedProducts } from './suggested-products';
import { registerTopNegozi } from './topnegozi';

/** Commerce REST routes (upstream/README.md, Commerce section). */
export function registerCommerceRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerSuggestedProducts(app, deps.db);
  registerTopNegozi(app, deps);
  registerImages(app, deps.db);
  registerLoyalty(app, deps.db);
  registerShopRoutes(app, deps);
  registerCart(app, deps);
}
