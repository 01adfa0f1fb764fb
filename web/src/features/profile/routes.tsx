import type { RouteObject } from 'react-router';
import { profilePaths } from './profilePaths';

/** Routes of the profile area (lazy pages, spec 3 §2). */
export const profileRoutes: RouteObject[] = [
  { path: profilePaths.overview, lazy: () => import('./OverviewPage').then((m) => ({ Component: m.OverviewPage })) },
  { path: profilePaths.services, lazy: () => import('./ServicesPage').then((m) => ({ Component: m.ServicesPage })) },
  { path: profilePaths.subscription, lazy: () => import('./SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })) },
  { path: profilePaths.invoices, lazy: () => import('./InvoicesPage').then((m) => ({ Component: m.InvoicesPage })) },
  { path: profilePaths.paymentMethods, lazy: () => import('./PaymentMethodsPage').then((m) => ({ Component: m.PaymentMethodsPage })) },
  { path: profilePaths.personalData, lazy: () => import('./PersonalDataPage').then((m) => ({ Component: m.PersonalDataPage })) },
  { path: profilePaths.privacy, lazy: () => import('./PrivacyPage').then((m) => ({ Component: m.PrivacyPage })) },
  { path: profilePaths.assistant, lazy: () => import('./AssistantPage').then((m) => ({ Component: m.AssistantPage })) },
  { path: profilePaths.orders, lazy: () => import('./OrdersPage').then((m) => ({ Component: m.OrdersPage })) },
  { path: profilePaths.links, lazy: () => import('./LinksPage').then((m) => ({ Component: m.LinksPage })) },
  { path: '/profilo/cause', lazy: () => import('./LegalCasesPage').then((m) => ({ Component: m.LegalCasesPage })) },
];
