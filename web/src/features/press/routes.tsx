import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Routes of World Scientific Press (spec 3 §2 /servizi/pubmed). */
export const pressRoutes: RouteObject[] = [{ path: paths.press, lazy: () => import('./PressPage').then((m) => ({ Component: m.PressPage })) }];
