import type { RouteContract } from '../route';
import { loyaltyBalanceRoute, loyaltyCatalogueRoute, loyaltyProgrammeRoute, loyaltyTransactionsRoute } from './loyalty';
import { cartAddRoute, cartRemoveRoute, checkoutRoute, quotationRoute } from './cart';
import { suggestedProductsRoute } from './suggested-products';
import { bestOffersRoute, slideshowRoute, topShopsRoute } from './topnegozi';
import { categoryShopsRoute, offerByIdRoute, shopCategoriesRoute, shopOffersRoute } from './shops';

// The commerce family's payload schemas and route contracts (upstream/README.md 'Commerce').
export * from './suggested-products';
export * from './topnegozi';
export * from './loyalty';
export * from './shops';
export * from './cart';

/**
 * Every JSON route contract of the commerce family. The routes answering images (`/topnegozi/loghi/{file}`,
 * `/topnegozi/slideshow/{file}`: SVG) and the affiliate redirect (`/topnegozi/vai/{offerId}`: 302)
 * carry no JSON payload to parse and are documented in upstream/README.md only; so is the simulated payment
 * page of the checkout (`GET /ecommerce/pagamento/{id}`: HTML, `POST /ecommerce/pagamento/{id}`: 303 back to the portal).
 */
export const commerceRoutes: readonly RouteContract[] = [
  suggestedProductsRoute,
  bestOffersRoute,
  topShopsRoute,
  slideshowRoute,
  loyaltyProgrammeRoute,
  loyaltyCatalogueRoute,
  loyaltyBalanceRoute,
  loyaltyTransactionsRoute,
  shopOffersRoute,
  shopCategoriesRoute,
  categoryShopsRoute,
  offerByIdRoute,
  quotationRoute,
  cartAddRoute,
  cartRemoveRoute,
  checkoutRoute,
];
