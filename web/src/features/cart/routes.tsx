import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The cart (spec 3 §2 /carrello). */
export const cartRoutes: RouteObject[] = [{ path: paths.cart, lazy: () => import('./CartPage').then((m) => ({ Component: m.CartPage })) }];
