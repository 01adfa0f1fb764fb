import type { RouteObject } from 'react-router';

/** Routes of the loyalty programme (spec 3 §2 'Services and conventions', 'Profile area'). */
export const loyaltyRoutes: RouteObject[] = [
  { path: '/programma-fedelta-premiati', lazy: () => import('./LoyaltyPage').then((m) => ({ Component: m.LoyaltyPage })) },
  { path: '/programma-fedelta-premiati/login', lazy: () => import('./LoyaltyLoginPage').then((m) => ({ Component: m.LoyaltyLoginPage })) },
  { path: '/prodotti', lazy: () => import('./RewardsCataloguePage').then((m) => ({ Component: m.RewardsCataloguePage })) },
  { path: '/profilo/il-mio-programma-fedelta', lazy: () => import('./ProfileLoyaltyPage').then((m) => ({ Component: m.ProfileLoyaltyPage })) },
  { path: '/profilo/programma-fedelta', lazy: () => import('./ProfileLoyaltyPage').then((m) => ({ Component: m.ProfileLoyaltyPage })) },
];
