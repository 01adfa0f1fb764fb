import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Routes of the content area (lazy pages): news listings and article pages (the search page is the search feature's, placed by app/router.tsx). */
export const contentRoutes: RouteObject[] = [
  { path: paths.news, lazy: () => import('./NewsPage').then((m) => ({ Component: m.NewsPage })) },
  { path: `${paths.news}/categorie`, lazy: () => import('./CategoriesPage').then((m) => ({ Component: m.CategoriesPage })) },
  { path: `${paths.news}/argomenti/:topic`, lazy: () => import('./TopicRedirect').then((m) => ({ Component: m.TopicRedirect })) },
  { path: `${paths.news}/:category`, lazy: () => import('./CategoryPage').then((m) => ({ Component: m.CategoryPage })) },
  { path: `${paths.news}/:category/:slug`, lazy: () => import('./ArticlePage').then((m) => ({ Component: m.ArticlePage })) },
];
