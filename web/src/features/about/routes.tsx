import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The footer's 'Chi siamo' page. */
export const aboutRoutes: RouteObject[] = [{ path: paths.about, lazy: () => import('./AboutPage').then((m) => ({ Component: m.AboutPage })) }];
