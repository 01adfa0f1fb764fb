import type { RouteContract } from '../route';
import { loyaltyBalanceRoute, loyaltyCatalogueRoute, loyaltyProgrammeRoute, loyaltyTransactionsRoute } from './loyalty';
import { cartAddRoute, cartRemoveRoute, checkoutRoute, quotationRoute } from './cart';
import { suggestedProductsRoute } from './suggested-products';
import { bestOffersRoute, slideshowRoute, topShopsRoute } from './topnegozi';
import { categoryShopsRoute, offerByIdRoute, shopCategoriesRoute, shopOffersRoute } from './shops';
import { affiliateRedirectRoute, paymentFormRoute, paymentPageRoute } from './pages';

// The commerce family's payload schemas and route contracts (upstream/README.md 'Commerce').
export * from './suggested-products';
export * from './topnegozi';
export * from './loyalty';
export * from './shops';
export * from './cart';
export * from './pages';

/**
 * Every route contract of the commerce family: the JSON routes, then the pages the gateway passes on
 * (the simulated payment page of the checkout, `GET /ecommerce/pagamento/{id}`: HTML, and its form,
 * `POST …`: 303 back to the portal; the affiliate redirect `/topnegozi/vai/{offerId}`: 302). The routes
 * answering images (`/topnegozi/loghi/{file}`, `/topnegozi/slideshow/{file}`: SVG) are documented in
 * upstream/README.md only.
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
  paymentPageRoute,
  paymentFormRoute,
  affiliateRedirectRoute,
];
