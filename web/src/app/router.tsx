import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../features/layout/AppLayout';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { paths } from '../config/paths';
import { learningRoutes } from '../features/learning/routes';
import { contentRoutes } from '../features/content/routes';
import { resourcesRoutes } from '../features/resources/routes';
import { resourcePaths } from '../features/resources/resourcePaths';
import { servicesRoutes } from '../features/services/routes';
import { loyaltyRoutes } from '../features/loyalty/routes';
import { pressRoutes } from '../features/press/routes';
import { leadsRoutes } from '../features/leads/routes';
import { dealsRoutes } from '../features/deals/routes';
import { shopsRoutes } from '../features/shops/routes';
import { membershipRoutes } from '../features/membership/routes';
import { cartRoutes } from '../features/cart/routes';
import { upgradeRoutes } from '../features/upgrade/routes';
import { legalRoutes } from '../features/legal/routes';
import { profileRoutes } from '../features/profile/routes';
import { ecmTrienniumRoutes } from '../features/ecm-triennium/routes';
import { aboutRoutes } from '../features/about/routes';
import { professionalCardRoutes } from '../features/professional-card/routes';
import { libraryRoutes } from '../features/library/routes';

/**
 * The spec's routes. Features own their pages (and, for the larger areas, a `routes.tsx` listing
 * them); this file only places them, and the pages one area shows under another's paths (a feature
 * imports no other feature's page: docs/architecture.md 'Dependency directions'). The layout and the
 * home page load with the app; every other page is its own chunk, fetched on first visit.
 */
const coreRoutes: RouteObject[] = [
  { path: paths.home, element: <HomePage /> },
  { path: paths.login, lazy: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
  { path: paths.recoverPassword, lazy: () => import('../features/auth/RecoverPasswordPage').then((m) => ({ Component: m.RecoverPasswordPage })) },
  { path: paths.verifyLogin, lazy: () => import('../features/auth/VerifyLoginPage').then((m) => ({ Component: m.VerifyLoginPage })) },
  { path: paths.plans, lazy: () => import('../features/plans/PlansPage').then((m) => ({ Component: m.PlansPage })) },
  { path: paths.courses, lazy: () => import('../features/courses/CourseCataloguePage').then((m) => ({ Component: m.CourseCataloguePage })) },
  { path: paths.professionals, lazy: () => import('../features/professionals/ProfessionalDirectoryPage').then((m) => ({ Component: m.ProfessionalDirectoryPage })) },
  { path: paths.unauthorised, lazy: () => import('../features/errors/UnauthorisedPage').then((m) => ({ Component: m.UnauthorisedPage })) },
  { path: paths.termsOfUse, lazy: () => import('../features/terms/TermsOfUsePage').then((m) => ({ Component: m.TermsOfUsePage })) },
  { path: paths.search, lazy: () => import('../features/search/SearchPage').then((m) => ({ Component: m.SearchPage })) },
  // Course pages under the learning area's paths (spec 2 §2).
  { path: '/corsi-ecm-fad/collana/:name', lazy: () => import('../features/courses/CourseCataloguePage').then((m) => ({ Component: m.SeriesCataloguePage })) },
  { path: '/corsi-ecm-fad/:slug', lazy: () => import('../features/courses/CoursePage').then((m) => ({ Component: m.CoursePage })) },
  // Favourites, magazines and the newsstand under the resources area's paths.
  { path: resourcePaths.myResources, lazy: () => import('../features/favourites/FavouritesPages').then((m) => ({ Component: m.MyResourcesPage })) },
  { path: resourcePaths.magazines, lazy: () => import('../features/magazines/MagazinesPage').then((m) => ({ Component: m.MagazinesPage })) },
  { path: resourcePaths.newsstand, lazy: () => import('../features/magazines/EdicolaPage').then((m) => ({ Component: m.EdicolaPage })) },
  { path: resourcePaths.myLibrary, lazy: () => import('../features/favourites/FavouritesPages').then((m) => ({ Component: m.MyLibraryPage })) },
];

/** Every route of the portal: the browser's router and the server render (entry-server.tsx) share them. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [...coreRoutes, ...learningRoutes, ...contentRoutes, ...resourcesRoutes, ...servicesRoutes, ...pressRoutes, ...loyaltyRoutes, ...leadsRoutes, ...dealsRoutes, ...shopsRoutes, ...membershipRoutes, ...cartRoutes, ...upgradeRoutes, ...legalRoutes, ...profileRoutes, ...ecmTrienniumRoutes, ...aboutRoutes, ...professionalCardRoutes, ...libraryRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * The browser's router. A page the server rendered is hydrated with its lazy pages already loaded
 * (`loadLazyRoutesOf`): a router still loading one would first render nothing, not the page's markup.
 * `serverRendered`: the router is told it hydrates a server-rendered page (hydration data: its routes
 * have no loaders, so none), so that its ScrollRestoration leaves the first scroll alone. Without it,
 * hydrating sent the page back to its top: a reader who had scrolled, or followed an in-page link,
 * before the script ran lost their place.
 */
export function createClientRouter({ serverRendered = false }: { serverRendered?: boolean } = {}) {
  return createBrowserRouter(appRoutes, serverRendered ? { hydrationData: { loaderData: {} } } : undefined);
}

/** Loads the lazy routes `location` matches, into the route objects, as React Router's docs advise before hydrating. */
export async function loadLazyRoutesOf(location: string): Promise<void> {
  const lazyMatches = (matchRoutes(appRoutes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
