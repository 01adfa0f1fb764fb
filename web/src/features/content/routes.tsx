import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Routes of the content area (lazy pages): the search page, news listings and article pages. */
export const contentRoutes: RouteObject[] = [
  { path: paths.search, lazy: () => import('../search/SearchPage').then((m) => ({ Component: m.SearchPage })) },
  { path: paths.news, lazy: () => import('./NewsPage').then((m) => ({ Component: m.NewsPage })) },
  { path: `${paths.news}/categorie`, lazy: () => import('./CategoriesPage').then((m) => ({ Component: m.CategoriesPage })) },
  { path: `${paths.news}/argomenti/:topic`, lazy: () => import('./TopicRedirect').then((m) => ({ Component: m.TopicRedirect })) },
  { path: `${paths.news}/:category`, lazy: () => import('./CategoryPage').then((m) => ({ Component: m.CategoryPage })) },
  { path: `${paths.news}/:category/:slug`, lazy: () => import('./ArticlePage').then((m) => ({ Component: m.ArticlePage })) },
];
