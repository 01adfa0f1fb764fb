import type { RouteObject } from 'react-router';
import { shopPaths } from './shopPaths';

/** Routes of the shops and coupons area (spec 3 §2), lazy pages. */
export const shopsRoutes: RouteObject[] = [
  { path: shopPaths.shops, lazy: () => import('./ShopsHomePage').then((m) => ({ Component: m.ShopsHomePage })) },
  { path: shopPaths.categories, lazy: () => import('./ShopCategoriesPage').then((m) => ({ Component: m.ShopCategoriesPage })) },
  { path: shopPaths.shop, lazy: () => import('./ShopPage').then((m) => ({ Component: m.ShopPage })) },
];
